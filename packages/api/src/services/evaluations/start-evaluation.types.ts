import { z } from 'zod';
import { ZId } from '../shared.types';
import { ZIsoDateTime } from '../surveys/get-survey.types';

export const ZEvaluationKind = z.enum(['pre_evaluation', 'evaluation']);

/** POST /orgs/{orgId}/surveys/{surveyId}/evaluate { kind } (the survey administration's evaluation action). */
export const ZStartEvaluationInput = z.object({
  orgId: ZId,
  surveyId: ZId,
  kind: ZEvaluationKind.default('evaluation'),
});
export type TStartEvaluationInput = z.infer<typeof ZStartEvaluationInput>;

/** The job_runs row of an evaluation job (polled by the UI). */
export const ZEvaluationJob = z.object({
  id: z.number().int(),
  kind: ZEvaluationKind,
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.number().int(),
  /** The failure ('From survey is not found', …). */
  error: z.string().nullable(),
  /** The evaluation run it stored (succeeded jobs). */
  runId: z.number().int().nullable(),
  createdAt: ZIsoDateTime,
  startedAt: ZIsoDateTime.nullable(),
  finishedAt: ZIsoDateTime.nullable(),
});
export type TEvaluationJob = z.infer<typeof ZEvaluationJob>;
