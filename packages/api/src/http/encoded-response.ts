import type { Request, Response } from 'express';
import type { ContentCoding, EncodedJson } from '../encoded-json';

/**
 * The coding of a pre-encoded answer for an Accept-Encoding header: brotli, else gzip, else none
 * (identity). A coding counts when the header lists it, or `*`, with a q-value above 0.
 */
export function pickContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** The strong ETag of one coding of a version: the codings are different representations (RFC 9110 §8.8.3). */
export function codingEtag(version: string, coding: ContentCoding): string {
  return coding === 'identity' ? `"${version}"` : `"${version}-${coding}"`;
}

/** Whether an If-None-Match header names the ETag (or is `*`); weak comparison, as RFC 9110 §13.1.2 asks. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/**
 * Answers a JSON document kept in every coding (encoded-json.ts): the coding the client accepts
 * best, with Content-Encoding (so the server's compression middleware leaves it alone), Vary:
 * Accept-Encoding, a strong ETag of the version and coding, and `Cache-Control: private, no-cache`:
 * a browser may keep it but asks again every time (the caller checked access on this request), and
 * gets 304 without the body when its copy is current.
 */
export function sendEncodedJson(req: Request, res: Response, document: { version: string; body: EncodedJson }): void {
  const coding = pickContentCoding(req.headers['accept-encoding']);
  const etag = codingEtag(document.version, coding);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'private, no-cache');
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  const bytes = document.body[coding];
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', String(bytes.length));
  res.end(bytes);
}
