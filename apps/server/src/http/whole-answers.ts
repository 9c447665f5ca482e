import type { NextFunction, Request, Response } from 'express';

type WriteCallback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Sends each answer whole, with its Content-Length. tRPC's express adapter writes every answer
 * through `res.write` (piped from a web stream), so the compression middleware never sees how long
 * it is and compressed even a 50-byte answer, at the cost of a compressor set up per answer
 * (COMPRESSION_THRESHOLD_BYTES). Here the chunks are kept until `end`, which gets them as one body:
 * compression then applies its threshold as to every other answer. Only for routes that stream
 * nothing: the web's tRPC links (httpLink, httpBatchLink) wait for the whole answer anyway.
 * Mounted after compression, so that compression's `end` receives the body.
 */
export function wholeAnswers(_req: Request, res: Response, next: NextFunction): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (body: Buffer, callback?: () => void) => Response;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as WriteCallback);
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const done = [chunk, encoding, callback].find((f) => typeof f === 'function') as (() => void) | undefined;
    const body = Buffer.concat(chunks);
    if (!res.headersSent) res.setHeader('Content-Length', body.length);
    return end(body, done);
  }) as Response['end'];
  next();
}
