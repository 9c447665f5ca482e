import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PdfDocumentDefinition } from './pdf-definition';

interface PdfFontFaces {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

/** The server build of pdfmake 0.3: `require('pdfmake')` is a ready instance (0.2's PdfPrinter is gone). */
interface PdfMakeServer {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, PdfFontFaces>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

const ROBOTO_FILES: PdfFontFaces = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};

let loaded: { pdfmake: PdfMakeServer; roboto: PdfFontFaces } | null = null;

/**
 * pdfmake and its bundled Roboto (Latin Extended-A: Hungarian ő and ű), loaded on first use. The
 * fonts are read once into pdfmake's in-memory file system under our own names, so a document can
 * open no URL and no local file.
 */
function load(): { pdfmake: PdfMakeServer; roboto: PdfFontFaces } {
  if (loaded) return loaded;
  // required, not imported: pdfmake has no type declarations, and bundles keep it external
  const require = createRequire(import.meta.url);
  const pdfmake = require('pdfmake') as PdfMakeServer;
  const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const face = (file: string): string => {
    const name = `eqa-documents/${file}`;
    pdfmake.virtualfs.writeFileSync(name, readFileSync(join(fontDir, file)));
    return name;
  };
  const roboto: PdfFontFaces = {
    normal: face(ROBOTO_FILES.normal),
    bold: face(ROBOTO_FILES.bold),
    italics: face(ROBOTO_FILES.italics),
    bolditalics: face(ROBOTO_FILES.bolditalics),
  };
  loaded = { pdfmake, roboto };
  return loaded;
}

/**
 * Renders a pdfmake document definition to the PDF bytes, in Roboto. The same definition (with its
 * `info.creationDate`) renders to the same bytes.
 */
export async function renderPdf(definition: PdfDocumentDefinition): Promise<Buffer> {
  const { pdfmake, roboto } = load();
  // pdfmake is one shared instance: set what this render relies on right before it (synchronously)
  pdfmake.setFonts({ Roboto: roboto });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return pdfmake
    .createPdf({
      ...definition,
      info: { creator: 'EQA portal', producer: 'pdfmake', ...definition.info },
      defaultStyle: { font: 'Roboto', fontSize: 10, ...definition.defaultStyle },
    })
    .getBuffer();
}
