import { orgAdminProcedure } from '../../../trpc';
import { startSurveyJob } from '../../../services/config/surveys/start-survey-job';
import { ZJobRun } from '../../../services/config/config.types';
import { ZImportSurveyDocumentsBody, ZImportSurveyDocumentsInput } from '../../../services/config/surveys/survey-jobs.types';

const PATH = '/orgs/{orgId}/surveys_evaluation/{id}/import_survey_documents';
const WHAT =
  'Starts a documents.import job for the survey (spec 3 §2 settings dialog) and answers the job run, which the client polls; `userId`, when sent, must be the signed-in user (422). One job per survey and kind at a time (409 job_running); 503 when the job queue is unavailable. Organisation users only: lab users get 403.';

/** Starts a documents.import job (spec 3 §2 settings dialog "import documents"); a mutation behind GET, as the spec names it. */
export const importSurveyDocuments = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: PATH,
      protect: true,
      deprecated: true,
      tags: ['config/surveys'],
      summary: "Import a survey's documents (GET)",
      description: `${WHAT} A mutation behind GET, as the spec names it; integrators use the POST twin with {"userId"} in the body.`,
    },
  })
  .input(ZImportSurveyDocumentsInput)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, { kind: 'documents.import', orgId: input.orgId, surveyId: input.id, userId: input.userId ?? null }));

/** The POST twin (issue 36): the same job, the query's fields in a JSON body. */
export const startImportSurveyDocuments = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: PATH,
      protect: true,
      tags: ['config/surveys'],
      summary: "Import a survey's documents",
      description: `${WHAT} The POST twin of the spec's GET, for integrators; the body may be empty.`,
    },
  })
  .input(ZImportSurveyDocumentsBody)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, { kind: 'documents.import', orgId: input.orgId, surveyId: input.id, userId: input.userId ?? null }));
