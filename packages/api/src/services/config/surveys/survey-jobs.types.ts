import { z } from 'zod';
import { ZBooleanIn } from '../config.types';
import { ZId, ZJsonId, ZQueryBoolean } from '../../shared.types';

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

/** POST …/import_survey_evaluation (issue 36): the GET's query in a JSON body. */
export const ZImportSurveyEvaluationBody = z.object({ orgId: ZId, id: ZId, labId: ZJsonId.optional() });

/** POST …/import_survey_documents (issue 36): the GET's query in a JSON body. */
export const ZImportSurveyDocumentsBody = z.object({ orgId: ZId, id: ZId, userId: ZJsonId.optional() });

/** POST …/create_survey_documents (issue 36): the GET's query in a JSON body. */
export const ZCreateSurveyDocumentsBody = z.object({
  orgId: ZId,
  id: ZId,
  overwriteDocuments: ZBooleanIn.optional(),
  userId: ZJsonId.optional(),
  issueDate: z.string().max(40).optional(),
  labId: ZJsonId.optional(),
});

/** GET /orgs/{orgId}/surveys_evaluation/{id}/job_runs/{runId}: a run the survey's settings started. */
export const ZSurveyJobRunInput = z.object({ orgId: ZId, id: ZId, runId: ZId });
