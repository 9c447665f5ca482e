import { orgAdminProcedure } from '../../../trpc';
import { startSurveyJob } from '../../../services/config/surveys/start-survey-job';
import { ZJobRun } from '../../../services/config/config.types';
import { ZCreateSurveyDocumentsBody, ZCreateSurveyDocumentsInput } from '../../../services/config/surveys/survey-jobs.types';

const PATH = '/orgs/{orgId}/surveys_evaluation/{id}/create_survey_documents';
const WHAT =
  "Starts a documents.generate job for the survey (spec 3 §2 settings dialog): creates the labs' documents (one lab with `labId`), regenerating existing ones with `overwriteDocuments`; `issueDate` (ISO) becomes the survey's issue date. Answers the job run, which the client polls. One job per survey and kind at a time (409 job_running); 503 when the job queue is unavailable. Organisation users only: lab users get 403.";

type CreateDocumentsFields = { orgId: number; id: number; overwriteDocuments?: boolean | undefined; userId?: number | undefined; issueDate?: string | undefined; labId?: number | undefined };

const jobOf = (input: CreateDocumentsFields) => ({
  kind: 'documents.generate' as const,
  orgId: input.orgId,
  surveyId: input.id,
  labId: input.labId ?? null,
  overwrite: input.overwriteDocuments ?? false,
  issueDate: input.issueDate ?? null,
  userId: input.userId ?? null,
});

/** Starts a documents.generate job (spec 3 §2 settings dialog "create/regenerate documents"); a mutation behind GET, as the spec names it. */
export const createSurveyDocuments = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: PATH,
      protect: true,
      deprecated: true,
      tags: ['config/surveys'],
      summary: "Create or regenerate a survey's documents (GET)",
      description: `${WHAT} A mutation behind GET, as the spec names it; integrators use the POST twin with the same fields in the body.`,
    },
  })
  .input(ZCreateSurveyDocumentsInput)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, jobOf(input)));

/** The POST twin (issue 36): the same job, the query's fields in a JSON body. */
export const startCreateSurveyDocuments = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: PATH,
      protect: true,
      tags: ['config/surveys'],
      summary: "Create or regenerate a survey's documents",
      description: `${WHAT} The POST twin of the spec's GET, for integrators; the body may be empty.`,
    },
  })
  .input(ZCreateSurveyDocumentsBody)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, jobOf(input)));
