import { spawn } from 'node:child_process';

/**
 * The text of a PDF as poppler's `pdftotext` reads it (UTF-8, reading order, pages separated by a form
 * feed): an independent reader beside pdf.js, the tool an operator would check a document with.
 * Needs poppler-utils (`apt-get install -y poppler-utils`; `.ci/run` installs it).
 */
export function pdftotext(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pdftotext exited with ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(Buffer.from(pdf));
  });
}
