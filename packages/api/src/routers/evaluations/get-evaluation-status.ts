import { orgAdminProcedure } from '../../trpc';
import { getEvaluationStatus as loadEvaluationStatus } from '../../services/evaluations/get-evaluation-status';
import { ZEvaluationStatus, ZEvaluationStatusInput } from '../../services/evaluations/get-evaluation-status.types';

/** The latest evaluation job of a survey and the stored runs (org users; the UI polls it). */
export const getEvaluationStatus = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{surveyId}/evaluate/status',
      protect: true,
      tags: ['evaluations'],
      summary: "Get a survey's evaluation status",
      description: "The latest evaluation job of a survey and its stored runs; the client polls it while a job runs. Users of the survey's organisation.",
    },
  })
  .input(ZEvaluationStatusInput)
  .output(ZEvaluationStatus)
  .query(({ ctx, input }) => loadEvaluationStatus(ctx, input));
