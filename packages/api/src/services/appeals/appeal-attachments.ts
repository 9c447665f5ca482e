import type { Kysely } from 'kysely';
import { AppError, APPEAL_MESSAGES, appealAttachmentRefusal, appealWindowRefusal, normaliseMimeType, type Clock } from '@eqa/core';
import { loadQualityRules, type DB, type Executor } from '@eqa/db';
import type { Session } from '../../context';
import { detectedMimeType, insertFile } from '../files/stored-files';
import { cleanFileName } from '../results/result-files';
import { openLabSurvey, type OpenedLabSurvey } from '../surveys/open-lab-survey';
import type { TAppealAttachment } from './appeal.types';

interface AttachmentContext {
  db: Kysely<DB>;
  clock: Clock;
  session: Session | null;
}

/** The REST path an attachment of a filed appeal is downloaded from (under /api/v1). */
export function appealAttachmentPath(ids: { labId: number; surveyId: number; appealId: number; attachmentId: number }): string {
  return `/api/v1/labs/${ids.labId}/surveys/${ids.surveyId}/appeals/${ids.appealId}/attachments/${ids.attachmentId}/content`;
}

/**
 * Who may attach and file: the lab's own users (staff and a core lab acting for a satellite: 403),
 * while the appeal window is open (422 surveyId as when filing). Shared by the upload and the filing.
 */
export async function openAppealingLab(ctx: AttachmentContext, labId: number, surveyId: number): Promise<OpenedLabSurvey> {
  const opened = await openLabSurvey(ctx, labId, surveyId, 'write');
  if (opened.session.roleId === 'org_admin' || !opened.canWrite) throw AppError.forbidden('Only the laboratory itself may appeal its evaluation');
  const rules = await loadQualityRules(ctx.db, opened.survey.orgId);
  const refusal = appealWindowRefusal({ publishedAt: opened.survey.evaluatedAt, windowDays: rules.appealWindowDays, now: opened.now });
  if (refusal) throw AppError.constraint('surveyId', refusal.code, 'constraint_violation_error', refusal.params);
  return opened;
}

/**
 * POST /labs/{labId}/surveys/{surveyId}/appeal_attachments (the raw file as the body): a file for
 * the appeal the lab is about to file (docs/decisions/certificates.md "Attachments"). Its format is
 * what its bytes are (file-type), whatever its name or Content-Type: PDF, JPEG or PNG, else 415
 * `appeals.errors.attachmentType` (params.allowed); over the limit 413 `appeals.errors.attachmentTooLarge`
 * (params.maxMb); empty 422 `appeals.errors.attachmentEmpty`. Stored in `files` with an unclaimed
 * appeal_attachments row; the appeal's filing names its id (attachmentIds).
 */
export async function storeAppealAttachment(
  ctx: AttachmentContext,
  ids: { labId: number; surveyId: number },
  file: { content: Buffer; size: number; fileName: string | null },
): Promise<TAppealAttachment> {
  const opened = await openAppealingLab(ctx, ids.labId, ids.surveyId);
  // too large or empty: answered before the (not kept) content is looked at
  const bySize = appealAttachmentRefusal({ size: file.size, mimeType: 'application/pdf' });
  const detected = bySize ? undefined : await detectedMimeType(file.content);
  const refusal = bySize ?? appealAttachmentRefusal({ size: file.size, mimeType: detected });
  if (refusal) {
    const status = refusal.status === 'tooLarge' ? 'PAYLOAD_TOO_LARGE' : refusal.status === 'type' ? 'UNSUPPORTED_MEDIA_TYPE' : 'CONSTRAINT';
    throw new AppError(status, refusal.code, { param: 'file', params: refusal.params });
  }
  // accepted: the bytes are one of the formats
  const mediaType = normaliseMimeType(detected ?? '');
  const name = cleanFileName(file.fileName);
  const userId = opened.session.user.id;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const fileId = await insertFile(trx, { name, mediaType, content: file.content, createdBy: userId });
    const row = await trx.insertInto('appealAttachments').values({ fileId, labId: ids.labId, surveyId: ids.surveyId, appealId: null, createdBy: userId }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  return { id, name, mediaType, size: file.content.length, downloadPath: null };
}

/**
 * Claims the uploads an appeal names, in the filing's transaction: each must be an unclaimed upload
 * of the lab's survey (422 attachmentIds `appeals.errors.attachmentUnknown` otherwise: another lab's,
 * another survey's, already another appeal's, or removed). A repeated id counts once.
 */
export async function claimAppealAttachments(trx: Executor, ids: { labId: number; surveyId: number; appealId: number }, attachmentIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(attachmentIds)];
  if (wanted.length === 0) return;
  const claimed = await trx
    .updateTable('appealAttachments')
    .set({ appealId: ids.appealId })
    .where('id', 'in', wanted)
    .where('labId', '=', ids.labId)
    .where('surveyId', '=', ids.surveyId)
    .where('appealId', 'is', null)
    .returning('id')
    .execute();
  if (claimed.length !== wanted.length) throw AppError.constraint('attachmentIds', APPEAL_MESSAGES.attachmentUnknown);
}

/** The attachments of appeals, by appeal, in upload order (names and sizes; never the content). */
export async function loadAppealAttachments(db: Executor, appealIds: readonly number[]): Promise<Map<number, TAppealAttachment[]>> {
  const byAppeal = new Map<number, TAppealAttachment[]>();
  if (appealIds.length === 0) return byAppeal;
  const rows = await db
    .selectFrom('appealAttachments as a')
    .innerJoin('files as f', 'f.id', 'a.fileId')
    .select(['a.id', 'a.appealId', 'a.labId', 'a.surveyId', 'f.name', 'f.mediaType', 'f.size'])
    .where('a.appealId', 'in', [...appealIds])
    .orderBy('a.id')
    .execute();
  for (const row of rows) {
    if (row.appealId === null) continue;
    const item: TAppealAttachment = {
      id: row.id,
      name: row.name,
      mediaType: row.mediaType,
      size: row.size,
      downloadPath: appealAttachmentPath({ labId: row.labId, surveyId: row.surveyId, appealId: row.appealId, attachmentId: row.id }),
    };
    byAppeal.set(row.appealId, [...(byAppeal.get(row.appealId) ?? []), item]);
  }
  return byAppeal;
}

/**
 * GET /labs/{labId}/surveys/{surveyId}/appeals/{appealId}/attachments/{attachmentId}/content: an
 * attachment of a filed appeal, to whoever may read the lab's appeals of the survey (its users, its
 * core lab, the survey org's staff; another lab 403 — the lab access rule); 404 when it is not an
 * attachment of that appeal of that lab and survey.
 */
export async function readAppealAttachment(
  ctx: AttachmentContext,
  ids: { labId: number; surveyId: number; appealId: number; attachmentId: number },
): Promise<{ name: string; mediaType: string; content: Buffer }> {
  const { survey } = await openLabSurvey(ctx, ids.labId, ids.surveyId, 'read');
  const row = await ctx.db
    .selectFrom('appealAttachments as a')
    .innerJoin('appeals as ap', 'ap.id', 'a.appealId')
    .innerJoin('files as f', 'f.id', 'a.fileId')
    .select(['f.name', 'f.mediaType', 'f.content'])
    .where('a.id', '=', ids.attachmentId)
    .where('a.appealId', '=', ids.appealId)
    .where('ap.labId', '=', ids.labId)
    .where('ap.surveyId', '=', ids.surveyId)
    .where('ap.orgId', '=', survey.orgId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Attachment');
  return row;
}
