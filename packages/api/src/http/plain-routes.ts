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
      if (!options.public && ctx.session?.accessBlocked) throw AppError.accessBlocked();
      return ctx;
    },
    fail(req: Request, res: Response, error: unknown): void {
      logApiError(logger, error, { path: req.path, requestId: requestIdOf(req), transport: 'rest' });
      const wire = toWireError(error);
      res.status(wire.httpStatus).set(errorHeaders(wire.httpStatus)).json(toRestErrorBody(wire));
    },
  };
}

/**
 * A `locale` query value of the downloads: a language (`hu`) or a language tag (`hu-HU`, `en_GB`),
 * read as its primary language in lower case.
 */
export const ZLanguageTag = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/)
  .transform((tag) => (tag.split(/[-_]/)[0] as string).toLowerCase());
