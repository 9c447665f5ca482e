import { z } from 'zod';
import { ZId } from '../shared.types';
import { ZIsoDateTime, ZRoundOut } from '../surveys/get-survey.types';
import { ZReportEvaluationGroup, ZReportParameter, ZResultScores } from '@eqa/core';

/** An ISO 8601 date ('2017-06-01') or instant ('2017-06-01T00:00:00Z'). */
export const ZIsoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * GET /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation_history?from=…&to=…
 * (spec 1 §2 long-term tab, §7). Without from/to: the survey's history window (start − 1 day …
 * evaluation + 1 day, core historyWindow); from must be before to (422 param from).
 */
export const ZEvaluationHistoryInput = z.object({
  labId: ZId,
  surveyId: ZId,
  paramId: ZId,
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TEvaluationHistoryInput = z.infer<typeof ZEvaluationHistoryInput>;

const ZNum = z.number().nullable();

export const ZHistoryResult = z.object({
  sampleId: z.number().int(),
  resultGroupId: z.number().int().nullable(),
  evaluationGroupId: z.number().int().nullable(),
  ...ZResultScores.shape,
  /** The group's assigned value and target for this sample. */
  assignedValue: ZNum,
  target: ZNum,
});

export const ZHistorySurvey = z.object({
  id: z.number().int(),
  /** The survey the report is opened for. */
  current: z.boolean(),
  schemeShortName: z.string(),
  round: ZRoundOut,
  startsAt: ZIsoDateTime.nullable(),
  evaluatedAt: ZIsoDateTime.nullable(),
  samples: z.array(
    z.object({ id: z.number().int(), name: z.string(), ordinal: z.number().int(), level: z.enum(['low', 'high', 'both']).nullable() }),
  ),
  evaluationGroups: z.array(ZReportEvaluationGroup.omit({ member: true })),
  results: z.array(ZHistoryResult),
});

export const ZEvaluationHistory = z.object({
  from: ZIsoDateTime,
  to: ZIsoDateTime,
  /** The survey's own window (the default of the custom from/to selector; `to` anchors the fixed periods). */
  window: z.object({ from: ZIsoDateTime, to: ZIsoDateTime }),
  parameter: ZReportParameter,
  noData: z.boolean(),
  /** Evaluated surveys of the same scheme that started at or after `from` and were evaluated by `to`, oldest first. */
  surveys: z.array(ZHistorySurvey),
});
export type TEvaluationHistory = z.infer<typeof ZEvaluationHistory>;
export type THistorySurvey = z.infer<typeof ZHistorySurvey>;

