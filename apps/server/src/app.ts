import express, { type Express } from 'express';
import type { Kysely } from 'kysely';
import { createCertificateRoutes, createContractRoutes, createDocumentRoutes, createInvoiceRoutes, createLisRoutes, createReportRoutes, createRestHandler, createTrpcHandler, createUploadRoutes, errorHeaders, silentLogger, type ApiSettings, type Caches, type Logger } from '@eqa/api';
import type { Clock } from '@eqa/core';
import type { DB, ReadinessCheck } from '@eqa/db';
import type { Jobs } from '@eqa/core';
import { apiNotFound, errorHandler } from './http/error-handler';
import compression from 'compression';
import { requestId } from './http/request-id';
import { noStore, securityHeaders } from './http/security-headers';
import { staticSpa } from './http/static-spa';

/** How long /readyz waits for the database. */
export const READY_TIMEOUT_MS = 2_000;
/**
 * Answers smaller than this go out as they are: they reach the client in the connection's first
 * flight either way (an initial congestion window is 10 segments, about 14 KB; RFC 6928), and a
 * compressor set up per answer costs the server more than a small body takes to send
 * (docs/decisions/http-hardening.md).
 */
export const COMPRESSION_THRESHOLD_BYTES = 8 * 1024;

export interface AppOptions {
  db: Kysely<DB>;
  /** /readyz's check: the database handle's own connection (DatabaseHandle.checkReady), not the request pool. */
  checkReady: ReadinessCheck;
  jobs: Jobs;
  settings: ApiSettings;
  /** The process's caches (createCaches from @eqa/api), made by the composition root. */
  caches: Caches;
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
 * The express app: /healthz (liveness), /readyz (readiness: the database answers), /trpc (tRPC + superjson), /api/v1 (REST through trpc-to-openapi, with
 * /api/v1/openapi.json), and the SPA with an index.html fallback for every other page GET.
 */
export function createApp(options: AppOptions): Express {
  const logger = options.logger ?? silentLogger;
  const deps = {
    db: options.db,
    jobs: options.jobs,
    settings: options.settings,
    caches: options.caches,
    logger,
    ...(options.wallClock ? { wallClock: options.wallClock } : {}),
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.use(requestId);
  app.use(securityHeaders(options.settings.publicUrl));
  // gzip or brotli for JSON, HTML and the bundle (binary downloads such as PDFs are left as they are)
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  app.use(['/api', '/trpc'], noStore);

  // liveness: the process answers; never waits on the database pool (a restart would not help)
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', jobs: options.jobs.mode });
  });
  // readiness: the database answers within READY_TIMEOUT_MS (a load balancer sends no traffic
  // before), asked on a connection of its own: a request pool busy waiting on a lock is no reason
  // to take this instance (and every other) out of the balancer
  app.get('/readyz', async (_req, res) => {
    const ready = await options.checkReady(READY_TIMEOUT_MS);
    if (ready === true) {
      res.json({ status: 'ok', jobs: options.jobs.mode });
      return;
    }
    logger.warn('readiness check failed', { error: ready });
    res.status(503).set(errorHeaders(503)).json({ status: 'unavailable' });
  });

  app.use('/trpc', createTrpcHandler(deps));
  // binary routes (result document uploads/downloads) read the raw body: before the JSON parser
  app.use('/api/v1', createUploadRoutes(deps));
  // CSV exports of the evaluation reports (plain downloads the OpenAPI adapter cannot serve)
  app.use('/api/v1', createReportRoutes(deps));
  // document downloads and the survey preview PDF
  app.use('/api/v1', createDocumentRoutes(deps));
  // contract document and legal document downloads
  app.use('/api/v1', createContractRoutes(deps));
  // invoice document upload (PDF) and downloads
  app.use('/api/v1', createInvoiceRoutes(deps));
  // results from the lab's information system: the template download and the raw-file import
  app.use('/api/v1', createLisRoutes(deps));
  app.use('/api/v1', createCertificateRoutes(deps));
  app.use('/api/v1', express.json({ limit: options.jsonLimit ?? '1mb' }), createRestHandler(deps));
  app.use('/api', apiNotFound);
  app.use(staticSpa(options.webDistDir));
  app.use(errorHandler(logger));
  return app;
}
