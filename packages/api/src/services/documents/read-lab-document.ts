import { regenerateLabSurveyDocument } from '@eqa/db';
import { API_MESSAGES, AppError, isRegenerableSurveyDocument, generatedDocumentPath } from '@eqa/core';
import type { SurveyServiceContext } from '../surveys/open-lab-survey';
import { labArchiveDocuments, type LabArchiveScope } from './lab-documents';
import { labArchiveScope } from './list-lab-documents';
import type { DocumentContent } from './read-survey-document';

export interface LabDocumentRequest {
  labId: number;
  path: string;
  locale: string | null;
  /** Exactly this document (its path must match too); else the best of the path's documents. */
  documentId: number | null;
}

/**
 * The one document of the lab's archive a download names: by id when given, else among the documents
 * with that path the one in `locale`, then one without a language, then the lab's own, then the newest
 * year. 404 when the lab sees none.
 */
async function findLabDocument(ctx: SurveyServiceContext, scope: LabArchiveScope, request: LabDocumentRequest) {
  const rows = await labArchiveDocuments(ctx.db, scope)
    .select(['d.id', 'd.localeId', 'd.labId', 'd.mediaType', 'd.fileId', 'd.custom', 'd.surveyId', 'd.type'])
    .where('d.path', '=', request.path)
    .$if(request.documentId !== null, (qb) => qb.where('d.id', '=', request.documentId ?? 0))
    .execute();
  const rank = (row: { localeId: string | null; labId: number | null }) =>
    (row.localeId === request.locale ? 0 : row.localeId === null ? 2 : 4) + (row.labId === null ? 1 : 0);
  const best = [...rows].sort((a, b) => rank(a) - rank(b) || b.docYear - a.docYear || b.id - a.id)[0];
  if (!best) throw AppError.notFound('Document');
  return best;
}

/**
 * GET /labs/{labId}/surveys/documents/{path}?locale=&document_id= (and …/download-pdf?file_name=, PDFs
 * only): a document of the lab's archive (list-lab-documents), whatever its survey, round or year.
 */
export async function readLabDocument(ctx: SurveyServiceContext, request: LabDocumentRequest & { pdfOnly?: boolean }): Promise<DocumentContent> {
  const scope = await labArchiveScope(ctx, request.labId, true);
  const found = await findLabDocument(ctx, scope, request);
  if (request.pdfOnly && found.mediaType !== 'application/pdf') throw AppError.notFound('PDF document');
  const file = await ctx.db.selectFrom('files').select('content').where('id', '=', found.fileId).executeTakeFirst();
  if (!file) throw AppError.notFound('Document');
  return { name: request.path, mediaType: found.mediaType, content: file.content };
}

/**
 * GET /labs/{labId}/surveys/documents/recreateDownloadDocument/{path}?locale=&user_id=&document_id=
 * (spec 1 §2 "regenerate one document"): org users regenerate the lab's generated participation
 * document of a survey for the survey's issue date and download the new one. 403 for lab users;
 * 422 (param path, config.refusals.notRegenerable) for a document that was uploaded or is not the lab's own generated one; user_id,
 * when given, must be the signed-in user (422, param userId), as for the documents job.
 */
export async function recreateLabDocument(ctx: SurveyServiceContext, request: LabDocumentRequest & { userId: number | null }): Promise<DocumentContent> {
  const scope = await labArchiveScope(ctx, request.labId, true);
  const session = ctx.session;
  if (!session || session.roleId !== 'org_admin') throw AppError.forbidden('Only organisation users may regenerate documents');
  if (request.userId !== null && request.userId !== session.user.id) throw AppError.constraint('userId', 'userId must be the signed-in user');
  const found = await findLabDocument(ctx, scope, request);
  const lab = await ctx.db.selectFrom('labs').select('shortName').where('id', '=', request.labId).executeTakeFirstOrThrow();
  const generated =
    isRegenerableSurveyDocument({ custom: found.custom, labSpecific: found.labId === request.labId, type: found.type }) &&
    found.surveyId !== null &&
    request.path === generatedDocumentPath(found.surveyId, lab.shortName);
  if (!generated || found.surveyId === null) throw AppError.constraint('path', API_MESSAGES.notRegenerable);
  const { path, content } = await regenerateLabSurveyDocument(ctx.db, { surveyId: found.surveyId, labId: request.labId, now: ctx.clock.now(), createdBy: session.user.id });
  return { name: path, mediaType: 'application/pdf', content };
}
