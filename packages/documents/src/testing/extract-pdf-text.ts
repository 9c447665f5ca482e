import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy would give it, read by a real PDF parser (pdf.js): the pages'
 * text runs in order, a line break where pdf.js sees one and between pages. Non-breaking and other
 * Unicode spaces become plain spaces. Throws when the bytes are not a valid PDF.
 */
export async function extractPdfText(pdf: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n').replace(/[\u00a0\u2000-\u200a\u202f]/g, ' ');
  } finally {
    await document.destroy();
  }
}

/** The document information dictionary of a PDF (Title, Author, CreationDate as written, …), read by pdf.js. */
export async function readPdfInfo(pdf: Uint8Array): Promise<Record<string, unknown>> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const { info } = await document.getMetadata();
    return { ...(info as Record<string, unknown>) };
  } finally {
    await document.destroy();
  }
}
