import { orgAdminProcedure } from '../../../trpc';
import { startSurveyJob } from '../../../services/config/surveys/start-survey-job';
import { ZJobRun } from '../../../services/config/config.types';
import { ZCreateSurveyDocumentsInput } from '../../../services/config/surveys/survey-jobs.types';

/** Starts a documents.generate job (spec 3 §2 settings dialog "create/regenerate documents"). */
export const createSurveyDocuments = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys_evaluation/{id}/create_survey_documents',
      protect: true,
      tags: ['config/surveys'],
      summary: "Create or regenerate a survey's documents",
      description: 'Starts a documents.generate job for the survey (spec 3 §2 settings dialog) and answers the job run, which the client polls. One job per survey and kind at a time (409 job_running); 503 when the job queue is unavailable. A mutation behind GET, as the spec names it. Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateSurveyDocumentsInput)
  .output(ZJobRun)
  .mutation(({ ctx, input }) =>
    startSurveyJob(ctx, {
      kind: 'documents.generate',
      orgId: input.orgId,
      surveyId: input.id,
      labId: input.labId ?? null,
      overwrite: input.overwriteDocuments ?? false,
      issueDate: input.issueDate ?? null,
      userId: input.userId ?? null,
    }),
  );
