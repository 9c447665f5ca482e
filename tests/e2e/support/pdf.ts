import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy gives it, read by a real PDF parser (pdf.js): the pages' text
 * runs in order, a line break where pdf.js sees one. Unicode spaces become plain spaces. Throws when
 * the bytes are not a valid PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n').replace(/[\u00a0\u2000-\u200a\u202f]/g, ' ');
  } finally {
    await document.destroy();
  }
}

/** A finished browser download's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}
