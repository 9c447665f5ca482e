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

/**
 * GET …/reports/evaluation/own and …/reports/pre_evaluation/own (the lab's own part of the report;
 * the shared part is GET …/reports/evaluation/shared): the report's ids only, the web draws every
 * histogram range itself.
 */
export const ZReportPartInput = ZEvaluationReportInput.pick({ labId: true, surveyId: true, paramId: true });
export type TReportPartInput = z.infer<typeof ZReportPartInput>;
