import { z } from 'zod';
import { MAX_DOCUMENT_BYTES, normaliseMimeType } from '../results/document-upload';
import { APPEAL_MESSAGES } from './messages';

/**
 * What an appeal may carry (docs/decisions/certificates.md "Attachments"): the evidence a lab has
 * at hand — a PDF (an instrument printout, a report, a scanned worksheet) or a photo or screenshot
 * (JPEG, PNG). The format is the one the file's bytes are, never its name or declared type.
 */
export const APPEAL_ATTACHMENT_FORMATS = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;
export type AppealAttachmentMimeType = keyof typeof APPEAL_ATTACHMENT_FORMATS;

/** The largest attachment: the portal's upload limit for documents (10 MiB). */
export const MAX_APPEAL_ATTACHMENT_BYTES = MAX_DOCUMENT_BYTES;
/** The most files one appeal carries. */
export const MAX_APPEAL_ATTACHMENTS = 5;

/** The `accept` attribute of the attachment picker. */
export const APPEAL_ATTACHMENT_ACCEPT = 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png';

/** The ids of the uploaded attachments an appeal names (at most MAX_APPEAL_ATTACHMENTS; a repeat counts once). */
export const ZAppealAttachmentIds = z.array(z.number().int().positive().max(2_147_483_647)).max(MAX_APPEAL_ATTACHMENTS, { message: APPEAL_MESSAGES.tooManyAttachments });

export type AppealAttachmentRefusal =
  | { status: 'empty'; code: typeof APPEAL_MESSAGES.attachmentEmpty; params: Record<string, never> }
  | { status: 'tooLarge'; code: typeof APPEAL_MESSAGES.attachmentTooLarge; params: { maxMb: number } }
  | { status: 'type'; code: typeof APPEAL_MESSAGES.attachmentType; params: { allowed: string } };

const allowedFormats = Object.values(APPEAL_ATTACHMENT_FORMATS).join(', ');

/** Whether a MIME type is one an appeal accepts. */
export function isAppealAttachmentType(mimeType: string | undefined): mimeType is AppealAttachmentMimeType {
  return mimeType !== undefined && Object.hasOwn(APPEAL_ATTACHMENT_FORMATS, normaliseMimeType(mimeType));
}

/**
 * Why a file may not be attached to an appeal, or null: empty, larger than the limit (params.maxMb),
 * or not of an accepted format (params.allowed). `mimeType` is what the bytes are on the server
 * (the file-type library; undefined when they are no known format) and the picked file's type in
 * the browser (an early hint; the server decides).
 */
export function appealAttachmentRefusal(file: { size: number; mimeType: string | undefined }): AppealAttachmentRefusal | null {
  if (file.size <= 0) return { status: 'empty', code: APPEAL_MESSAGES.attachmentEmpty, params: {} };
  if (file.size > MAX_APPEAL_ATTACHMENT_BYTES) return { status: 'tooLarge', code: APPEAL_MESSAGES.attachmentTooLarge, params: { maxMb: Math.round(MAX_APPEAL_ATTACHMENT_BYTES / (1024 * 1024)) } };
  if (!isAppealAttachmentType(file.mimeType)) return { status: 'type', code: APPEAL_MESSAGES.attachmentType, params: { allowed: allowedFormats } };
  return null;
}
