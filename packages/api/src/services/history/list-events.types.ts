import { z } from 'zod';
import { ZDimensionValueType, ZNumericRelation, ZResultHistoryAction, ZResultSource } from '@eqa/core';
import { ZId, ZLimit, ZLocalizedOut, ZOffset, listOutput } from '../shared.types';

/**
 * GET /labs/{labId}/surveys/{surveyId}/events (org users only): the survey history of a lab from the
 * result_history projection, newest first, filtered by user, parameter, result group and sample
 * (REST query keys user, parameter, result_group, sample).
 */
export const ZListEventsInput = z.object({
  labId: ZId,
  surveyId: ZId,
  offset: ZOffset,
  limit: ZLimit,
  user: ZId.optional(),
  parameter: ZId.optional(),
  resultGroup: ZId.optional(),
  sample: ZId.optional(),
});
export type TListEventsInput = z.infer<typeof ZListEventsInput>;

/** A value as an event stored it, with the nominal value's name. */
export const ZHistoryValue = z.object({
  dimensionId: z.string(),
  type: ZDimensionValueType,
  value: z.union([z.string(), z.number()]).nullable(),
  relation: ZNumericRelation.nullable(),
  unitId: z.number().int().nullable(),
  convertedValue: z.number().nullable(),
  valueId: z.number().int().nullable(),
  name: ZLocalizedOut.nullable(),
  components: z.array(
    z.object({
      dimensionId: z.string(),
      value: z.union([z.string(), z.number()]).nullable(),
      valueId: z.number().int().nullable(),
      unitId: z.number().int().nullable(),
      name: ZLocalizedOut.nullable(),
    }),
  ),
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  mediaType: z.string().nullable(),
  size: z.number().int().nullable(),
  /** A document's download path under /api/v1 (GET …/files/{fileId}), else null. */
  downloadPath: z.string().nullable(),
});

/** Spec 1 §3 "History event": createdAt and details (action, parameter, user, result group, sample, dimensions, values). */
export const ZHistoryEvent = z.object({
  /** The event's global position. */
  id: z.number().int(),
  streamVersion: z.number().int(),
  eventType: z.string(),
  createdAt: z.string(),
  action: ZResultHistoryAction,
  user: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), fullName: z.string().nullable() }),
  parameter: z.object({ id: z.number().int(), name: ZLocalizedOut }).nullable(),
  /** name: own or the English default; ownName null: the default name, worded by the client from the ordinal. */
  resultGroup: z.object({ id: z.number().int(), name: z.string(), ownName: z.string().nullable(), ordinal: z.number().int().nullable() }).nullable(),
  sample: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  dimensions: z.array(z.object({ id: z.string(), name: ZLocalizedOut })),
  values: z.array(ZHistoryValue),
  previousValues: z.array(ZHistoryValue),
  /** A result group update: the new name and comment. */
  resultGroupUpdate: z.object({ name: z.string().nullable(), comment: z.string().nullable() }).nullable(),
  /** Where the values came from when not typed into the form (an import: format, file name, API key); null: the form. */
  source: ZResultSource.nullable(),
});
export type THistoryEvent = z.infer<typeof ZHistoryEvent>;

export const ZListEventsOutput = listOutput(ZHistoryEvent);
export type TListEventsOutput = z.infer<typeof ZListEventsOutput>;
