// pdfmake ships no types: the reference brings our declaration into every program that compiles this
// file (apps/server too), which an import of a .d.ts cannot do
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pdfmake.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake, { type PdfDocumentDefinition, type PdfFontFaces } from 'pdfmake';

let configured = false;

/**
 * pdfmake's bundled Roboto (covers Hungarian ő/ű), read once into pdfmake's in-memory file system;
 * documents may open no URL and no local file.
 */
function configure(): void {
  if (configured) return;
  const require = createRequire(import.meta.url);
  const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const font = (file: string) => {
    const name = `eqa-fonts/${file}`;
    pdfmake.virtualfs.writeFileSync(name, readFileSync(join(fontDir, file)));
    return name;
  };
  const roboto: PdfFontFaces = {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  };
  pdfmake.setFonts({ Roboto: roboto });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

/** Renders a pdfmake document definition (font Roboto) to the PDF bytes. */
export async function renderPdf(definition: PdfDocumentDefinition): Promise<Buffer> {
  configure();
  return pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Roboto', fontSize: 10, ...definition.defaultStyle } }).getBuffer();
}
