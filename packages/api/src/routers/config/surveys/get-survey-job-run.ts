import { orgAdminProcedure } from '../../../trpc';
import { getSurveyJobRun as getRun } from '../../../services/config/surveys/get-survey-job-run';
import { ZJobRun } from '../../../services/config/config.types';
import { ZSurveyJobRunInput } from '../../../services/config/surveys/survey-jobs.types';

/** A job of the survey's settings as it stands now (the screens that started it follow it). */
export const getSurveyJobRun = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys_evaluation/{id}/job_runs/{runId}',
      protect: true,
      tags: ['config/surveys'],
      summary: 'Get a survey job run',
      description: "A job the survey's settings started (import evaluation, import documents, create documents) as it stands now. 404 when the survey is not the organisation's or the run is not one of the survey's jobs. Organisation users only: lab users get 403.",
    },
  })
  .input(ZSurveyJobRunInput)
  .output(ZJobRun)
  .query(({ ctx, input }) => getRun(ctx, input));
