import { AppError, assertDocumentContent, assertDocumentFile, assertResultsEditable, MAX_DOCUMENT_BYTES, type DocumentMediaType } from '@eqa/core';
import { openLabSurvey, type OpenedLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { findParameterDimension, findSurveyParameter } from './find-survey-parameter';
import { findResultGroup } from './result-groups';
import { detectedMimeType, insertFile } from '../files/stored-files';

export interface ResultUploadTarget {
  labId: number;
  surveyId: number;
  paramId: number;
  groupId: number;
  dimensionId: string;
}

/** An upload that passed every check that does not need the content. */
export interface PreparedResultUpload {
  opened: OpenedLabSurvey;
  target: ResultUploadTarget;
  mediaType: DocumentMediaType | null;
  mimeType: string;
}

export interface StoredResultUpload {
  /** The id to send as fileId in the document value. */
  fileId: number;
  name: string;
  mediaType: string;
  size: number;
}

/** A file name as stored: no path, no control characters, at most 255 characters; 'document' when blank. */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return cleaned.length > 0 ? cleaned : 'document';
}

/**
 * Checks an upload of PUT …/parameters/{paramId}/result_groups/{groupId}/values/content before its
 * content is read: write access and an editable survey (core assertResultsEditable), the result
 * group, parameter and document dimension of the survey (404; 422 for another value type), and
 * the media type against the dimension's (core assertDocumentFile: 415).
 */
export async function prepareResultUpload(
  ctx: SurveyServiceContext,
  target: ResultUploadTarget,
  mimeType: string,
): Promise<PreparedResultUpload> {
  const opened = await openLabSurvey(ctx, target.labId, target.surveyId, 'write');
  assertResultsEditable(opened.status, opened.viewer);
  if (!(await findResultGroup(ctx.db, target.labId, target.surveyId, target.groupId))) throw AppError.notFound('Result group');
  const { parameter } = await findSurveyParameter(ctx.db, opened, target.paramId);
  const dimension = findParameterDimension(parameter, target.dimensionId);
  if (dimension.valueType !== 'document') throw AppError.constraint('dimensionId', 'Not a document dimension', 'value.typeMismatch');
  // The type alone: the size is checked once the content is read.
  assertDocumentFile({ mimeType, size: 1 }, dimension.mediaType);
  return { opened, target, mediaType: dimension.mediaType, mimeType };
}

/**
 * Stores the content (files, bytea) and the upload (result_files) in one transaction, after core's
 * assertDocumentFile on the real size (413 too large, 422 empty). The answer's fileId goes into the
 * document value of the next save of the values.
 */
export async function storeResultUpload(
  ctx: SurveyServiceContext,
  prepared: PreparedResultUpload,
  file: { name: string; content: Buffer },
): Promise<StoredResultUpload> {
  assertDocumentFile({ mimeType: prepared.mimeType, size: file.content.length }, prepared.mediaType, MAX_DOCUMENT_BYTES);
  // the declared type must be what the bytes are (HTML sent as PDF, SVG as PNG: 415)
  const mimeType = assertDocumentContent(prepared.mimeType, await detectedMimeType(file.content), prepared.mediaType);
  const name = cleanFileName(file.name);
  const userId = prepared.opened.session.user.id;
  return ctx.db.transaction().execute(async (trx) => {
    const fileId = await insertFile(trx, { name, mediaType: mimeType, content: file.content, createdBy: userId });
    const upload = await trx
      .insertInto('resultFiles')
      .values({
        fileId,
        labId: prepared.target.labId,
        surveyId: prepared.target.surveyId,
        parameterId: prepared.target.paramId,
        dimensionId: prepared.target.dimensionId,
        createdBy: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { fileId: upload.id, name, mediaType: mimeType, size: file.content.length };
  });
}

/** GET /labs/{labId}/surveys/{surveyId}/files/{fileId}: an uploaded result document of the lab (read access). */
export async function readResultUpload(
  ctx: SurveyServiceContext,
  input: { labId: number; surveyId: number; fileId: number },
): Promise<{ name: string; mediaType: string; content: Buffer }> {
  await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const row = await ctx.db
    .selectFrom('resultFiles as rf')
    .innerJoin('files as f', 'f.id', 'rf.fileId')
    .select(['f.name', 'f.mediaType', 'f.content'])
    .where('rf.id', '=', input.fileId)
    .where('rf.labId', '=', input.labId)
    .where('rf.surveyId', '=', input.surveyId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('File');
  return row;
}
