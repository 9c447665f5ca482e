import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
 * pdfmake and the documents' Roboto (every glyph of pdfmake's Roboto, Latin Extended-A: Hungarian ő
 * and ű; the OpenType layout of the default and Latin scripts only, kerning and ligatures:
 * packages/documents/fonts, made by scripts/fonts/roboto-documents.sh), loaded on first use. pdfkit
 * reads the lookups of every feature it applies anew in each document; pdfmake's full Roboto made
 * that most of a small document's time. The fonts are read once into pdfmake's in-memory file system
 * under our own names, so a document can open no URL and no local file.
 */
function load(): { pdfmake: PdfMakeServer; roboto: PdfFontFaces } {
  if (loaded) return loaded;
  // required, not imported: pdfmake has no type declarations, and bundles keep it external; the fonts
  // by this package's name, which resolves from its sources and from the apps' bundles alike
  const require = createRequire(import.meta.url);
  const pdfmake = require('pdfmake') as PdfMakeServer;
  const face = (file: string): string => {
    const name = `eqa-documents/${file}`;
    pdfmake.virtualfs.writeFileSync(name, readFileSync(require.resolve(`@eqa/documents/fonts/${file}`)));
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
 * The definition with every string in its composed form (NFC): the fonts apply no mark positioning,
 * so a letter typed as a base and a combining accent (o + U+030B) is set as the one precomposed glyph
 * (ő) the font has.
 */
function composed<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(composed) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, composed(item)])) as T;
  }
  return value;
}

/**
 * Renders a pdfmake document definition to the PDF bytes, in Roboto. The same definition (with its
 * `info.creationDate`) renders to the same bytes.
 */
export async function renderPdf(input: PdfDocumentDefinition): Promise<Buffer> {
  const definition = composed(input);
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
