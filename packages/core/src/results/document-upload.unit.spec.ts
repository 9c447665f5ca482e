import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import {
  assertDocumentContent,
  assertDocumentFile,
  checkDocumentContent,
  checkDocumentFile,
  documentAcceptAttribute,
  isAllowedMimeType,
  MAX_DOCUMENT_BYTES,
  pickedFileMimeType,
} from './document-upload';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('document upload', () => {
  it('maps each media type to its MIME types', () => {
    expect(isAllowedMimeType('application/msword', 'word')).toBe(true);
    expect(isAllowedMimeType(DOCX, 'word')).toBe(true);
    expect(isAllowedMimeType('application/pdf', 'word')).toBe(false);
    expect(isAllowedMimeType('Application/PDF; charset=binary', 'pdf')).toBe(true);
    expect(isAllowedMimeType('image/jpeg', 'jpeg')).toBe(true);
    expect(isAllowedMimeType('image/png', 'jpeg')).toBe(false);
    expect(isAllowedMimeType('image/png', 'png')).toBe(true);
    expect(isAllowedMimeType('image/webp', 'image')).toBe(true);
    expect(isAllowedMimeType('image/svg+xml', 'image')).toBe(false);
    expect(isAllowedMimeType('application/pdf', 'image')).toBe(false);
  });
  it('a dimension without a media type accepts any allowed type, nothing else', () => {
    expect(isAllowedMimeType('application/pdf', null)).toBe(true);
    expect(isAllowedMimeType('image/gif', null)).toBe(true);
    expect(isAllowedMimeType('application/zip', null)).toBe(false);
    expect(isAllowedMimeType('', null)).toBe(false);
  });
  it('builds the accept attribute of the file input', () => {
    expect(documentAcceptAttribute('pdf')).toBe('application/pdf,.pdf');
    expect(documentAcceptAttribute('word')).toBe(`application/msword,${DOCX},.doc,.docx`);
    expect(documentAcceptAttribute('image')).toBe('image/*');
  });
  it('checks type, emptiness and the 10 MB limit', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(checkDocumentFile({ mimeType: 'application/pdf', size: MAX_DOCUMENT_BYTES }, 'pdf')).toEqual({
      ok: true,
      mimeType: 'application/pdf',
    });
    expect(checkDocumentFile({ mimeType: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1 }, 'pdf')).toEqual({
      ok: false,
      error: 'value.fileTooLarge',
    });
    expect(checkDocumentFile({ mimeType: 'application/pdf', size: 0 }, 'pdf')).toEqual({ ok: false, error: 'value.fileEmpty' });
    expect(checkDocumentFile({ mimeType: 'text/plain', size: 10 }, 'pdf')).toEqual({ ok: false, error: 'value.fileTypeNotAllowed' });
  });
  it('throws 415, 413 and 422 AppErrors on the server', () => {
    const codeOf = (fn: () => unknown): string | undefined => {
      try {
        fn();
      } catch (error) {
        return error instanceof AppError ? `${error.code}/${error.type}` : 'other';
      }
      return undefined;
    };
    expect(codeOf(() => assertDocumentFile({ mimeType: 'text/plain', size: 1 }, 'pdf'))).toBe(
      'UNSUPPORTED_MEDIA_TYPE/value.fileTypeNotAllowed',
    );
    expect(codeOf(() => assertDocumentFile({ mimeType: 'image/png', size: 11 }, 'png', 10))).toBe(
      'PAYLOAD_TOO_LARGE/value.fileTooLarge',
    );
    expect(codeOf(() => assertDocumentFile({ mimeType: 'image/png', size: 0 }, 'png'))).toBe('CONSTRAINT/value.fileEmpty');
    expect(assertDocumentFile({ mimeType: 'IMAGE/PNG', size: 5 }, 'png')).toBe('image/png');
  });
});

describe('pickedFileMimeType', () => {
  it('keeps the type the browser gives', () => {
    expect(pickedFileMimeType({ name: 'report.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(pickedFileMimeType({ name: 'photo.dat', type: 'image/png' })).toBe('image/png');
  });

  it('names the type by the extension when the browser gives none or only octet-stream', () => {
    expect(pickedFileMimeType({ name: 'Jegyzőkönyv.DOCX', type: '' })).toBe(DOCX);
    expect(pickedFileMimeType({ name: 'old.doc', type: 'application/octet-stream' })).toBe('application/msword');
    expect(pickedFileMimeType({ name: 'scan.JPG', type: '' })).toBe('image/jpeg');
    // and such a file then passes the dimension's check
    expect(checkDocumentFile({ mimeType: pickedFileMimeType({ name: 'a.docx', type: '' }), size: 10 }, 'word')).toEqual({ ok: true, mimeType: DOCX });
  });

  it('keeps an unknown or missing extension as the browser said (and the check refuses it)', () => {
    expect(pickedFileMimeType({ name: 'notes.xyz', type: '' })).toBe('');
    expect(pickedFileMimeType({ name: 'README', type: 'application/octet-stream' })).toBe('application/octet-stream');
    expect(checkDocumentFile({ mimeType: pickedFileMimeType({ name: 'notes.xyz', type: '' }), size: 10 }, null)).toEqual({ ok: false, error: 'value.fileTypeNotAllowed' });
  });
});

describe('checkDocumentContent: the bytes are what the upload says', () => {
  it.each([
    // declared, detected from the bytes, dimension, accepted as
    ['application/pdf', 'application/pdf', 'pdf', 'application/pdf'],
    ['image/png', 'image/png', 'png', 'image/png'],
    ['image/jpeg', 'image/jpeg', 'image', 'image/jpeg'],
    ['image/webp', 'image/webp', null, 'image/webp'],
    ['application/msword', 'application/x-cfb', 'word', 'application/msword'],
    [DOCX, DOCX, 'word', DOCX],
    ['application/msword', DOCX, 'word', DOCX],
  ] as const)('%s with %s bytes for %s is accepted as %s', (declared, detected, dimension, stored) => {
    expect(checkDocumentContent(declared, detected, dimension)).toEqual({ ok: true, mimeType: stored });
  });

  it.each([
    ['HTML declared as PDF', 'application/pdf', undefined, 'pdf'],
    ['SVG declared as PNG', 'image/png', undefined, 'png'],
    ['SVG declared as an image', 'image/svg+xml', undefined, 'image'],
    ['an executable declared as Word', 'application/msword', 'application/x-msdownload', 'word'],
    ['a JPEG declared as PNG', 'image/png', 'image/jpeg', 'png'],
    ['a PDF declared as PNG', 'image/png', 'application/pdf', null],
    ['a ZIP declared as Word', DOCX, 'application/zip', 'word'],
    ['a PNG where only PDF is allowed', 'image/png', 'image/png', 'pdf'],
  ] as const)('refuses %s', (_case, declared, detected, dimension) => {
    expect(checkDocumentContent(declared, detected, dimension)).toEqual({ ok: false, error: 'value.fileContentMismatch' });
    expect(() => assertDocumentContent(declared, detected, dimension)).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', param: 'file' }));
  });
});
