import express, { type Express } from 'express';
import { sql, type Kysely } from 'kysely';
import { createDocumentRoutes, createReportRoutes, createRestHandler, createTrpcHandler, createUploadRoutes, silentLogger, type ApiSettings, type Logger } from '@eqa/api';
import type { Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Jobs } from '@eqa/jobs';
import { apiNotFound, errorHandler } from './http/error-handler';
import { requestId } from './http/request-id';
import { staticSpa } from './http/static-spa';

export interface AppOptions {
  db: Kysely<DB>;
  jobs: Jobs;
  settings: ApiSettings;
  /** Folder of the built web app. */
  webDistDir: string;
  /** express "trust proxy" setting (see env TRUST_PROXY). */
  trustProxy?: string | boolean;
  logger?: Logger;
  /** Real time source (tests pass a controllable one). */
  wallClock?: Clock;
  /** JSON body limit of the REST API. */
  jsonLimit?: string;
}

/**
 * The express app: /healthz, /trpc (tRPC + superjson), /api/v1 (REST through trpc-to-openapi, with
 * /api/v1/openapi.json), and the SPA with an index.html fallback for every other page GET.
 */
export function createApp(options: AppOptions): Express {
  const logger = options.logger ?? silentLogger;
  const deps = {
    db: options.db,
    jobs: options.jobs,
    settings: options.settings,
    logger,
    ...(options.wallClock ? { wallClock: options.wallClock } : {}),
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback, linklocal, uniquelocal');
  app.use(requestId);

  app.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(options.db);
      res.json({ status: 'ok', jobs: options.jobs.mode });
    } catch (error) {
      logger.error('health check failed', { error: error instanceof Error ? error.message : String(error) });
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use('/trpc', createTrpcHandler(deps));
  // binary routes (result document uploads/downloads) read the raw body: before the JSON parser
  app.use('/api/v1', createUploadRoutes(deps));
  // CSV exports of the evaluation reports (plain downloads the OpenAPI adapter cannot serve)
  app.use('/api/v1', createReportRoutes(deps));
  // document downloads and the survey preview PDF
  app.use('/api/v1', createDocumentRoutes(deps));
  app.use('/api/v1', express.json({ limit: options.jsonLimit ?? '1mb' }), createRestHandler(deps));
  app.use('/api', apiNotFound);
  app.use(staticSpa(options.webDistDir));
  app.use(errorHandler(logger));
  return app;
}
