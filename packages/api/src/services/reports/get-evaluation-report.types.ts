import { z } from 'zod';
import { ZId } from '../shared.types';

/**
 * GET /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation and
 * …/reports/pre_evaluation (spec 1 §2 "Evaluation report", §7). histogramMin / histogramMax set a
 * custom histogram range (spec 1 §2: a custom minimum must be below the maximum, otherwise the
 * automatic range is used).
 */
export const ZEvaluationReportInput = z.object({
  labId: ZId,
  surveyId: ZId,
  paramId: ZId,
  histogramMin: z.number().optional(),
  histogramMax: z.number().optional(),
});
export type TEvaluationReportInput = z.infer<typeof ZEvaluationReportInput>;
