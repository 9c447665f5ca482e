import { orgAdminProcedure } from '../../../trpc';
import { getSurveyJobRun as getRun } from '../../../services/config/surveys/get-survey-job-run';
import { ZJobRun } from '../config.types';
import { ZSurveyJobRunInput } from './survey-jobs.types';

/** A job of the survey's settings as it stands now (the screens that started it follow it). */
export const getSurveyJobRun = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys_evaluation/{id}/job_runs/{runId}', protect: true, tags: ['config/surveys'] } })
  .input(ZSurveyJobRunInput)
  .output(ZJobRun)
  .query(({ ctx, input }) => getRun(ctx, input));
