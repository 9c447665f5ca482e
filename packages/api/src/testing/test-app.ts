import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { Clock, Jobs } from '@eqa/core';
import type { DB } from '@eqa/db';
import { createJobs, silentLogger } from '@eqa/jobs';
import { createCaches, type Caches } from '../caches';
import type { ApiDeps } from '../context';
import { createContractRoutes } from '../http/contract-routes';
import { createDocumentRoutes } from '../http/document-routes';
import { listenExpress } from '../http/express-server';
import { createInvoiceRoutes } from '../http/invoice-routes';
import { createCertificateRoutes } from '../http/certificate-routes';
import { createReportRoutes } from '../http/report-routes';
import { createUploadRoutes } from '../http/upload-routes';
import { createLisRoutes } from '../http/lis-routes';
import { createRestHandler } from '../rest/rest-handler';
import type { AppRouter } from '../root';
import { defaultApiSettings, type ApiSettings } from '../settings';
import { createTrpcHandler } from '../trpc-handler';

/**
 * The API mounted the way apps/server mounts it (tRPC at /trpc; at /api/v1 the binary upload
 * routes, then express.json() and the REST handler), on an ephemeral port, with the real jobs
 * package inline. For the API's own integration tests; the server's composition root has its own.
 */
export interface TestApp {
  url: string;
  jobs: Jobs;
  close(): Promise<void>;
}

export async function startTestApp(
  db: Kysely<DB>,
  options: {
    settings?: Partial<ApiSettings>;
    wallClock?: Clock;
    trpcHandler?: (deps: ApiDeps) => RequestHandler;
    caches?: Caches;
    /** The jobs the API starts jobs through (e.g. BullMQ on a Redis of the test's own); default the inline runner. Closed with the app. */
    jobs?: Jobs;
  } = {},
): Promise<TestApp> {
  const mailDir = await mkdtemp(join(tmpdir(), 'eqa-api-mail-'));
  const jobs = options.jobs ?? (await createJobs({ db, processInline: true, mail: { from: 'EQA Test <noreply@test.example.org>', mailDir }, logger: silentLogger, sweepIntervalMs: 0 }));
  const deps: ApiDeps = { db, jobs, settings: defaultApiSettings(options.settings), caches: options.caches ?? createCaches(), ...(options.wallClock ? { wallClock: options.wallClock } : {}) };
  const app = express();
  app.use('/trpc', (options.trpcHandler ?? createTrpcHandler)(deps));
  app.use('/api/v1', createUploadRoutes(deps));
  app.use('/api/v1', createReportRoutes(deps));
  app.use('/api/v1', createDocumentRoutes(deps));
  app.use('/api/v1', createContractRoutes(deps));
  app.use('/api/v1', createInvoiceRoutes(deps));
  app.use('/api/v1', createLisRoutes(deps));
  app.use('/api/v1', createCertificateRoutes(deps));
  app.use('/api/v1', express.json({ limit: '1mb' }), createRestHandler(deps));
  const server: Server = await listenExpress(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    jobs,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await jobs.close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

export interface RestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A call to the REST API under /api/v1 (JSON unless `raw` is given). */
export async function rest<T = unknown>(
  app: Pick<TestApp, 'url'>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: { content: Uint8Array; type: string }; headers?: Record<string, string> } = {},
): Promise<RestResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Uint8Array | string | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.type;
    body = options.raw.content;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${app.url}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const type = response.headers.get('content-type') ?? '';
  const text = type.includes('application/json') ? await response.text() : null;
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** Signs in over REST; the session token. */
export async function signIn(app: Pick<TestApp, 'url'>, subject: string, password: string): Promise<string> {
  const response = await rest<{ token: string }>(app, 'POST', '/auth/tokens', { body: { subject, password } });
  if (response.status !== 200) throw new Error(`sign-in of ${subject} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** The typed tRPC client the web app uses (httpBatchLink + superjson). */
export function trpcClient(app: Pick<TestApp, 'url'>, options: { token?: string; demoDate?: string; headers?: Record<string, string> } = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${app.url}/trpc`,
        transformer: superjson,
        headers: () => ({
          ...options.headers,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.demoDate ? { 'x-demo-date': options.demoDate } : {}),
        }),
      }),
    ],
  });
}

/** GET of a binary route under /api/v1: status, headers and the raw bytes (json() for an error answer). */
export async function download(app: Pick<TestApp, 'url'>, path: string, token?: string) {
  const response = await fetch(`${app.url}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as { error: { message: string; type: string; code?: string; param?: string } },
  };
}
