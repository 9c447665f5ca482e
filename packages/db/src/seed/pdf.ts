import { createHash } from 'node:crypto';

/** Keeps PDF text to printable ASCII (the standard Helvetica font has no Hungarian accents in WinAnsi). */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

/** A minimal valid one-page PDF with some lines of text; demo documents need real, openable files. */
export function simplePdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 12 Tf',
    '14 TL',
    '56 780 Td',
    ...lines.map((line, index) => (index === 0 ? `(${pdfText(line)}) Tj` : `T* (${pdfText(line)}) Tj`)),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A files row for a generated PDF. */
export function pdfFile(name: string, lines: readonly string[], createdAt: Date): {
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  content: Buffer;
  createdAt: Date;
  createdBy: null;
} {
  const content = simplePdf(lines);
  return { name, mediaType: 'application/pdf', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdAt, createdBy: null };
}
