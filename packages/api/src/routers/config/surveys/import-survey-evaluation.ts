import { orgAdminProcedure } from '../../../trpc';
import { startSurveyJob } from '../../../services/config/surveys/start-survey-job';
import { ZJobRun } from '../../../services/config/config.types';
import { ZImportSurveyEvaluationBody, ZImportSurveyEvaluationInput } from '../../../services/config/surveys/survey-jobs.types';

const PATH = '/orgs/{orgId}/surveys_evaluation/{id}/import_survey_evaluation';
const WHAT =
  'Starts an evaluation.import job for the survey (spec 3 §2 settings dialog), for one lab (`labId`) or all, and answers the job run, which the client polls. One job per survey and kind at a time (409 job_running); 503 when the job queue is unavailable. Organisation users only: lab users get 403.';

/** Starts an evaluation.import job (spec 3 §2 settings dialog "import evaluation"); a mutation behind GET, as the spec names it. */
export const importSurveyEvaluation = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: PATH,
      protect: true,
      deprecated: true,
      tags: ['config/surveys'],
      summary: "Import a survey's evaluation (GET)",
      description: `${WHAT} A mutation behind GET, as the spec names it; integrators use the POST twin with {"labId"} in the body.`,
    },
  })
  .input(ZImportSurveyEvaluationInput)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, { kind: 'evaluation.import', orgId: input.orgId, surveyId: input.id, labId: input.labId ?? null }));

/** The POST twin (issue 36): the same job, the query's fields in a JSON body. */
export const startImportSurveyEvaluation = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: PATH,
      protect: true,
      tags: ['config/surveys'],
      summary: "Import a survey's evaluation",
      description: `${WHAT} The POST twin of the spec's GET, for integrators; the body may be empty.`,
    },
  })
  .input(ZImportSurveyEvaluationBody)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, { kind: 'evaluation.import', orgId: input.orgId, surveyId: input.id, labId: input.labId ?? null }));
