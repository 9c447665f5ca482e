import { z } from 'zod';
import { ZId, ZQueryBoolean } from '../../shared.types';

/** GET /orgs/{orgId}/surveys_evaluation/{id}/import_survey_evaluation?labId= (all labs without labId). */
export const ZImportSurveyEvaluationInput = z.object({ orgId: ZId, id: ZId, labId: ZId.optional() });

/** GET …/import_survey_documents?userId= (userId, when sent, must be the signed-in user). */
export const ZImportSurveyDocumentsInput = z.object({ orgId: ZId, id: ZId, userId: ZId.optional() });

/**
 * GET …/create_survey_documents?overwriteDocuments=&userId=&issueDate=&labId=: creates (or with
 * overwriteDocuments regenerates) the lab documents; issueDate (ISO) defaults to the survey's issue
 * date, else its end, else today 23:59:59, and is stored as the survey's issueAt.
 */
export const ZCreateSurveyDocumentsInput = z.object({
  orgId: ZId,
  id: ZId,
  overwriteDocuments: ZQueryBoolean.optional(),
  userId: ZId.optional(),
  issueDate: z.string().max(40).optional(),
  labId: ZId.optional(),
});

/** GET /orgs/{orgId}/surveys_evaluation/{id}/job_runs/{runId}: a run the survey's settings started. */
export const ZSurveyJobRunInput = z.object({ orgId: ZId, id: ZId, runId: ZId });
