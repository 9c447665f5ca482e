import { z } from 'zod';
import { AppError } from '../errors/app-error';

/** Allowed media types of a document dimension (spec 1 §2, spec 3): word, pdf, jpeg, png, any image. */
export const DOCUMENT_MEDIA_TYPES = ['word', 'pdf', 'jpeg', 'png', 'image'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];
export const ZDocumentMediaType = z.enum(DOCUMENT_MEDIA_TYPES);

/** Largest uploaded result document (a decision; the spec names no limit): 10 MiB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** MIME types per media type. 'image' is any image/* except SVG (it can carry script). */
export const DOCUMENT_MIME_TYPES: Record<DocumentMediaType, readonly string[]> = {
  word: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  pdf: ['application/pdf'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  image: ['image/*'],
};

const EXTENSIONS: Record<DocumentMediaType, readonly string[]> = {
  word: ['.doc', '.docx'],
  pdf: ['.pdf'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  image: [],
};

const BLOCKED_IMAGE_TYPES = ['image/svg+xml'];

/** 'Image/PNG; charset=x' → 'image/png'. */
export function normaliseMimeType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/** The media types a dimension accepts; a dimension without one accepts all of them. */
function acceptedMediaTypes(mediaType: DocumentMediaType | null): readonly DocumentMediaType[] {
  return mediaType === null ? DOCUMENT_MEDIA_TYPES : [mediaType];
}

export function isAllowedMimeType(mimeType: string, mediaType: DocumentMediaType | null): boolean {
  const mime = normaliseMimeType(mimeType);
  return acceptedMediaTypes(mediaType).some((type) =>
    DOCUMENT_MIME_TYPES[type].some((allowed) =>
      allowed === 'image/*' ? mime.startsWith('image/') && !BLOCKED_IMAGE_TYPES.includes(mime) : allowed === mime,
    ),
  );
}

/** The `accept` attribute of the upload input: MIME types and extensions. */
export function documentAcceptAttribute(mediaType: DocumentMediaType | null): string {
  const types = acceptedMediaTypes(mediaType);
  const entries = types.flatMap((t) => [...DOCUMENT_MIME_TYPES[t], ...EXTENSIONS[t]]);
  return [...new Set(entries)].join(',');
}

/** MIME types by file extension, for files the browser gives no (or only a generic) type. */
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};

/**
 * The MIME type of a picked file: the browser's, or — when it gives none or only
 * application/octet-stream (a .docx on a machine without Word, some Linux desktops) — the one its
 * extension names; unknown extensions keep what the browser said.
 */
export function pickedFileMimeType(file: { name: string; type: string }): string {
  const given = normaliseMimeType(file.type);
  if (given !== '' && given !== 'application/octet-stream') return file.type;
  const dot = file.name.lastIndexOf('.');
  const byExtension = dot < 0 ? undefined : MIME_BY_EXTENSION[file.name.slice(dot).toLowerCase()];
  return byExtension ?? file.type;
}

export type DocumentFileCheck =
  | { ok: true; mimeType: string }
  | { ok: false; error: 'value.fileTypeNotAllowed' | 'value.fileTooLarge' | 'value.fileEmpty' };

/** Checks an uploaded file against the dimension's media type and the size limit. */
export function checkDocumentFile(
  file: { mimeType: string; size: number },
  mediaType: DocumentMediaType | null,
  maxBytes: number = MAX_DOCUMENT_BYTES,
): DocumentFileCheck {
  if (!isAllowedMimeType(file.mimeType, mediaType)) return { ok: false, error: 'value.fileTypeNotAllowed' };
  if (file.size <= 0) return { ok: false, error: 'value.fileEmpty' };
  if (file.size > maxBytes) return { ok: false, error: 'value.fileTooLarge' };
  return { ok: true, mimeType: normaliseMimeType(file.mimeType) };
}

/** Server side of checkDocumentFile: 415 for a wrong type, 413 when too large, 422 when empty. */
export function assertDocumentFile(
  file: { mimeType: string; size: number },
  mediaType: DocumentMediaType | null,
  maxBytes: number = MAX_DOCUMENT_BYTES,
): string {
  const check = checkDocumentFile(file, mediaType, maxBytes);
  if (check.ok) return check.mimeType;
  switch (check.error) {
    case 'value.fileTypeNotAllowed':
      return unsupported(file.mimeType);
    case 'value.fileTooLarge':
      throw new AppError('PAYLOAD_TOO_LARGE', `File larger than ${maxBytes} bytes`, { param: 'file', type: check.error });
    case 'value.fileEmpty':
      throw AppError.constraint('file', 'File is empty', check.error);
  }
}

function unsupported(mimeType: string): never {
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Media type ${normaliseMimeType(mimeType) || '(none)'} not allowed`, {
    param: 'file',
    type: 'value.fileTypeNotAllowed',
  });
}

/** The names file-type gives formats whose usual declared type is another (a .doc is an OLE compound file). */
const DETECTED_ALIASES: Readonly<Record<string, string>> = { 'application/x-cfb': 'application/msword' };

const WORD_TYPES = new Set(DOCUMENT_MIME_TYPES.word);

/**
 * Whether an upload's bytes are what it says it is (docs/decisions/http-hardening.md): `detected` is
 * the type read from the content (the file-type library; undefined when the bytes are no known binary
 * format: text, HTML, SVG, a script). The content must be a format the dimension accepts and the same
 * format as declared (a Word document may be .doc or .docx either way). 'image' means raster images:
 * SVG or HTML declared as PNG, an executable declared as Word, text declared as PDF are refused.
 */
export function checkDocumentContent(
  declaredMimeType: string,
  detectedMimeType: string | undefined,
  mediaType: DocumentMediaType | null,
): { ok: true; mimeType: string } | { ok: false; error: 'value.fileContentMismatch' } {
  if (!detectedMimeType) return { ok: false, error: 'value.fileContentMismatch' };
  const detected = DETECTED_ALIASES[normaliseMimeType(detectedMimeType)] ?? normaliseMimeType(detectedMimeType);
  const declared = normaliseMimeType(declaredMimeType);
  const sameFormat = declared === detected || (WORD_TYPES.has(declared) && WORD_TYPES.has(detected));
  if (!sameFormat || !isAllowedMimeType(detected, mediaType)) return { ok: false, error: 'value.fileContentMismatch' };
  return { ok: true, mimeType: detected };
}

/** checkDocumentContent for the server: the detected type, or 415 (param file, type value.fileContentMismatch). */
export function assertDocumentContent(declaredMimeType: string, detectedMimeType: string | undefined, mediaType: DocumentMediaType | null): string {
  const check = checkDocumentContent(declaredMimeType, detectedMimeType, mediaType);
  if (check.ok) return check.mimeType;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The content is not ${normaliseMimeType(declaredMimeType) || 'an allowed type'}`, {
    param: 'file',
    type: check.error,
  });
}
