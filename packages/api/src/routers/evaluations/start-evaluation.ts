import { orgAdminProcedure } from '../../trpc';
import { startEvaluation as startSurveyEvaluation } from '../../services/evaluations/start-evaluation';
import { ZEvaluationJob, ZStartEvaluationInput } from '../../services/evaluations/start-evaluation.types';

/** Starts the evaluation job of a survey (org users): 202-like, answers the queued job. */
export const startEvaluation = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/surveys/{surveyId}/evaluate',
      protect: true,
      tags: ['evaluations'],
      summary: "Start a survey's evaluation",
      description: "Starts the pre-evaluation or evaluation job of a survey and answers the queued job. 422 survey_not_ended (param surveyId) before the survey's end, 422 evaluation_disabled when evaluation is disabled, 409 job_running while one runs, 503 when the job queue is unavailable. Organisation users only: lab users get 403.",
    },
  })
  .input(ZStartEvaluationInput)
  .output(ZEvaluationJob)
  .mutation(({ ctx, input }) => startSurveyEvaluation(ctx, input));
