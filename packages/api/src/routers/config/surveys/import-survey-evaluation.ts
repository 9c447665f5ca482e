import { orgAdminProcedure } from '../../../trpc';
import { startSurveyJob } from '../../../services/config/surveys/start-survey-job';
import { ZJobRun } from '../../../services/config/config.types';
import { ZImportSurveyEvaluationInput } from '../../../services/config/surveys/survey-jobs.types';

/** Starts an evaluation.import job (spec 3 §2 settings dialog "import evaluation"). */
export const importSurveyEvaluation = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys_evaluation/{id}/import_survey_evaluation',
      protect: true,
      tags: ['config/surveys'],
      summary: "Import a survey's evaluation",
      description: 'Starts an evaluation.import job for the survey (spec 3 §2 settings dialog) and answers the job run, which the client polls. One job per survey and kind at a time (409 job_running); 503 when the job queue is unavailable. A mutation behind GET, as the spec names it. Organisation users only: lab users get 403.',
    },
  })
  .input(ZImportSurveyEvaluationInput)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, { kind: 'evaluation.import', orgId: input.orgId, surveyId: input.id, labId: input.labId ?? null }));
