import { describe, expect, it } from 'vitest';
import { pdfFile, simplePdf } from './pdf';

describe('simplePdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = simplePdf(['Számla 2017/12', 'Total: 12 500 HUF (paid)']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`));
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    // accents are dropped and parentheses escaped, so the content stream stays valid
    expect(text).toContain('(Szamla 2017/12) Tj');
    expect(text).toContain('\\(paid\\)');
  });

  it('describes the file for the files table', () => {
    const file = pdfFile('a.pdf', ['x'], new Date('2017-01-01T00:00:00Z'));
    expect(file).toMatchObject({ name: 'a.pdf', mediaType: 'application/pdf', size: file.content.length });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
