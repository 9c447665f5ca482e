import { z } from 'zod';
import { ZActionDay, ZCorrectiveActionFields, ZRootCause } from '@eqa/core';
import { bodyField, listOutput, ZId, ZLocalizedOut } from '../shared.types';

/** A corrective action (issue 35 shape, with where it belongs). */
export const ZCorrectiveAction = z.object({
  id: z.number().int(),
  labId: z.number().int(),
  surveyId: z.number().int(),
  surveyName: z.string(),
  parameterId: z.number().int(),
  parameterName: ZLocalizedOut,
  rootCause: ZRootCause,
  findings: z.string(),
  action: z.string(),
  responsible: z.string(),
  dueAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  effective: z.boolean().nullable(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCorrectiveAction = z.infer<typeof ZCorrectiveAction>;
export const ZCorrectiveActionList = listOutput(ZCorrectiveAction);
export type TCorrectiveActionList = z.infer<typeof ZCorrectiveActionList>;

const ZWhere = z.object({ labId: ZId, surveyId: ZId, paramId: ZId });

export const ZCreateCorrectiveActionInput = ZWhere.extend(ZCorrectiveActionFields.shape);
export type TCreateCorrectiveActionInput = z.infer<typeof ZCreateCorrectiveActionInput>;

export const ZListParameterActionsInput = ZWhere;
export type TListParameterActionsInput = z.infer<typeof ZListParameterActionsInput>;

export const ZUpdateCorrectiveActionInput = ZWhere.extend({
  actionId: ZId,
  ...ZCorrectiveActionFields.partial().shape,
  /** The day the action was closed after its effectiveness check (null: open). */
  closedAt: ZActionDay.nullable().optional(),
  /** The effectiveness check's outcome (after the next round). */
  effective: bodyField(z.boolean()).nullable().optional(),
});
export type TUpdateCorrectiveActionInput = z.infer<typeof ZUpdateCorrectiveActionInput>;

export const ZLabActionsInput = z.object({
  labId: ZId,
  status: z.enum(['open', 'closed']).optional(),
  year: z.number().int().min(2000).max(2100).optional(),
});
export type TLabActionsInput = z.infer<typeof ZLabActionsInput>;

export const ZRootCauseSummaryInput = z.object({ orgId: ZId, year: z.number().int().min(2000).max(2100) });
export const ZRootCauseSummary = z.object({
  items: z.array(z.object({ schemeId: z.number().int(), schemeShortName: z.string(), rootCause: ZRootCause, count: z.number().int() })),
});
export type TRootCauseSummary = z.infer<typeof ZRootCauseSummary>;
