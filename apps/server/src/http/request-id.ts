import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const ACCEPTED = /^[\w.:-]{1,128}$/;

/** Keeps a sane incoming x-request-id or makes one; echoes it on the response. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && ACCEPTED.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  next();
}
