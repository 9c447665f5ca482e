import { z } from 'zod';
import { ZId } from '../shared.types';
import { ZIsoDateTime } from '../surveys/get-survey.types';
import { ZEvaluationJob } from './start-evaluation.types';

/** GET /orgs/{orgId}/surveys/{surveyId}/evaluate/status. */
export const ZEvaluationStatusInput = z.object({ orgId: ZId, surveyId: ZId });
export type TEvaluationStatusInput = z.infer<typeof ZEvaluationStatusInput>;

const ZStoredRun = z.object({ id: z.number().int(), finishedAt: ZIsoDateTime.nullable(), createdBy: z.number().int().nullable() }).nullable();

export const ZEvaluationStatus = z.object({
  /** The latest evaluation job of the survey (either kind), null when none ever ran. */
  job: ZEvaluationJob.nullable(),
  /** The stored runs the reports read. */
  runs: z.object({ preEvaluation: ZStoredRun, evaluation: ZStoredRun }),
});
export type TEvaluationStatus = z.infer<typeof ZEvaluationStatus>;
