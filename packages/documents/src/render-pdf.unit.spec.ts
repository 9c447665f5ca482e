import { describe, expect, it } from 'vitest';
import { renderPdf } from './render-pdf';
import { extractPdfText } from './testing/extract-pdf-text';

const info = { title: 'Accents', creationDate: new Date('2017-06-15T00:00:00Z') };

describe('renderPdf', () => {
  it.each([
    ['precomposed', 'Kőszegi Ügyfél – ő ű Ő Ű', 'Kőszegi Ügyfél – ő ű Ő Ű'],
    // a base letter and a combining accent (NFD): set as the one precomposed glyph, read back composed
    ['decomposed', 'Ko\u030Bszegi U\u0308gyfe\u0301l – o\u030B u\u030B', 'Kőszegi Ügyfél – ő ű'],
  ])('keeps the Hungarian letters of %s text', async (_kind, text, expected) => {
    const pdf = await renderPdf({ info, content: [{ text }, { text: 'HUF 12,500', bold: true }] });
    const read = (await extractPdfText(pdf)).replace(/\s+/g, ' ');
    expect(read).toContain(expected);
    expect(read).toContain('HUF 12,500');
  });

  it('renders the same definition to the same bytes', async () => {
    const definition = { info, content: [{ text: 'Részvételi igazolás' }] };
    expect(Buffer.compare(await renderPdf(definition), await renderPdf(definition))).toBe(0);
  });
});
