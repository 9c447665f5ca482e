import type { NextFunction, Request, Response } from 'express';
import superjson from 'superjson';
import { MAX_TRPC_BATCH_SIZE, UNBATCHABLE_PROCEDURES } from '@eqa/core';
import type { AppErrorData } from './trpc';

const unbatchable = new Set(UNBATCHABLE_PROCEDURES);

/** Why a tRPC request is refused before any of its calls runs, or null. */
export function batchRefusal(paths: readonly string[]): { type: string; message: string } | null {
  if (paths.length > MAX_TRPC_BATCH_SIZE) return { type: 'batch_too_large', message: `A batch holds at most ${MAX_TRPC_BATCH_SIZE} calls` };
  const solo = paths.find((path) => unbatchable.has(path));
  if (solo && paths.length > 1) return { type: 'batch_not_allowed', message: `${solo} checks a password or a secret and cannot be batched` };
  return null;
}

/**
 * Refuses, with 400 and before anything runs, a tRPC batch that is too large or holds a procedure
 * that checks a password or a secret token (core's UNBATCHABLE_PROCEDURES): one request must not
 * carry hundreds of guesses. The body is tRPC's batch error envelope (one error per call, superjson),
 * so a tRPC client reads it as an error of each call.
 */
export function trpcBatchGuard(req: Request, res: Response, next: NextFunction): void {
  const query = req.url.indexOf('?');
  if (query < 0 || new URLSearchParams(req.url.slice(query + 1)).get('batch') !== '1') {
    next();
    return;
  }
  // the procedures as tRPC reads them: the last path segment, percent-decoded, split at commas
  let joined: string;
  try {
    joined = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
  } catch {
    next(); // tRPC answers the undecodable path itself
    return;
  }
  const paths = joined.split(',');
  const refusal = batchRefusal(paths);
  if (!refusal) {
    next();
    return;
  }
  const appError: AppErrorData = { code: 'CONSTRAINT', message: refusal.message, param: null, type: refusal.type, params: null };
  const envelope = paths.map((path) => ({
    error: superjson.serialize({ message: refusal.message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, path, appError, zodIssues: null } }),
  }));
  res.status(400).json(envelope);
}
