import { APPEAL_MESSAGES, appealAttachmentRefusal, MAX_APPEAL_ATTACHMENTS, pickedFileMimeType, type AppErrorParams } from '@eqa/core';
import { downloadFile, restFailure, restHeaders } from '../surveys/download';

/** POST /api/v1/labs/{labId}/surveys/{surveyId}/appeal_attachments?file_name=: the raw file. */
export function appealAttachmentUploadPath(ids: { labId: number; surveyId: number }, fileName: string): string {
  return `/api/v1/labs/${ids.labId}/surveys/${ids.surveyId}/appeal_attachments?${new URLSearchParams({ file_name: fileName }).toString()}`;
}

/**
 * Uploads a picked file for the appeal about to be filed; its id (the filing names it). The server
 * judges the format by the bytes: a refusal is a RestError with the code and its params.
 */
export async function uploadAppealAttachment(ids: { labId: number; surveyId: number }, file: File): Promise<number> {
  const response = await fetch(appealAttachmentUploadPath(ids, file.name), {
    method: 'POST',
    headers: { ...restHeaders(), 'content-type': pickedFileMimeType(file) || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await restFailure(response);
  const stored = (await response.json()) as { id: number };
  return stored.id;
}

/** Downloads an attachment of a filed appeal (its downloadPath, under /api/v1). */
export function downloadAppealAttachment(downloadPath: string): Promise<void> {
  return downloadFile(downloadPath);
}

/**
 * The files picked so far plus the new ones, as far as they may go (core appealAttachmentRefusal on
 * the picked type and size; the server checks the bytes), and the first refusal — a file refused, or
 * more files than an appeal carries — for the field to show.
 */
export function addPickedAttachments(current: readonly File[], picked: readonly File[]): { files: File[]; refusal: { code: string; params: AppErrorParams } | null } {
  const files = [...current];
  let refusal: { code: string; params: AppErrorParams } | null = null;
  for (const file of picked) {
    const problem = appealAttachmentRefusal({ size: file.size, mimeType: pickedFileMimeType(file) });
    if (problem || files.length >= MAX_APPEAL_ATTACHMENTS) {
      refusal ??= problem ? { code: problem.code, params: problem.params } : { code: APPEAL_MESSAGES.tooManyAttachments, params: {} };
      continue;
    }
    files.push(file);
  }
  return { files, refusal };
}
