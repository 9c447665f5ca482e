import { orgAdminProcedure } from '../../../trpc';
import { startSurveyJob } from '../../../services/config/surveys/start-survey-job';
import { ZJobRun } from '../config.types';
import { ZImportSurveyDocumentsInput } from './survey-jobs.types';

/** Starts a documents.import job (spec 3 §2 settings dialog "import documents"). */
export const importSurveyDocuments = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys_evaluation/{id}/import_survey_documents', protect: true, tags: ['config/surveys'] } })
  .input(ZImportSurveyDocumentsInput)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, { kind: 'documents.import', orgId: input.orgId, surveyId: input.id, userId: input.userId ?? null }));
