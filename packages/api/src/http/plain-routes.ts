import type { Request, Response } from 'express';
import { z } from 'zod';
import { AppError } from '@eqa/core';
import { createContextFactory, requestIdOf, type ApiDeps, type Context } from '../context';
import { errorHeaders, toRestErrorBody, toWireError } from '../errors/error-mapping';
import { logApiError } from '../errors/log-error';
import { silentLogger } from '../logger';

/**
 * What the plain express routes under /api/v1 (binary uploads and downloads, CSV reports) share with
 * the JSON routes: the request's context, with a blocked lab refused as protectedProcedure refuses
 * it (403 access_blocked_error; not on public routes), and errors answered with the REST body of the
 * one mapping, logged.
 */
export function plainRouteKit(deps: ApiDeps) {
  const createContext = createContextFactory(deps);
  const logger = deps.logger ?? silentLogger;
  return {
    async context(req: Request, res: Response, options: { public?: boolean } = {}): Promise<Context> {
      const ctx = await createContext({ req, res }, 'rest');
      if (!options.public && ctx.authError) throw ctx.authError;
      if (!options.public && ctx.session?.accessBlocked) throw AppError.accessBlocked();
      return ctx;
    },
    fail(req: Request, res: Response, error: unknown): void {
      logApiError(logger, error, { path: req.path, requestId: requestIdOf(req), transport: 'rest' });
      const wire = toWireError(error);
      res.status(wire.httpStatus).set(errorHeaders(wire.httpStatus, wire.params)).json(toRestErrorBody(wire));
    },
  };
}

/** The first non-empty string of a query or header value. */
export function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** 'report%201.pdf' → 'report 1.pdf' (headers carry percent-encoded names). */
export function decodeName(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Reads the body up to `limit` bytes; a larger body is drained (not kept) and its size reported. */
export async function readBody(req: Request, limit: number): Promise<{ content: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  return { content: size <= limit ? Buffer.concat(chunks) : Buffer.alloc(0), size };
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Answers a file download: its type, its name as an attachment, not sniffed, not cached unless told. */
export function sendFile(res: Response, file: { mediaType: string; name: string; content: Uint8Array }, cacheControl = 'private, no-store'): void {
  res.setHeader('Content-Type', file.mediaType);
  res.setHeader('Content-Disposition', contentDisposition(file.name));
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(file.content);
}

/**
 * A `locale` query value of the downloads: a language (`hu`) or a language tag (`hu-HU`, `en_GB`),
 * read as its primary language in lower case.
 */
export const ZLanguageTag = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/)
  .transform((tag) => (tag.split(/[-_]/)[0] as string).toLowerCase());
