import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { createCaches, defaultApiSettings, listenExpress, type ApiSettings, type AppRouter } from '@eqa/api';
import type { Clock, Jobs } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createJobs, silentLogger } from '@eqa/jobs';
import { createApp } from '../app';

/** A clock the test moves by hand (session expiry, rate-limit windows). */
export interface MutableClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function mutableClock(start: Date | string = new Date()): MutableClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestServer {
  url: string;
  db: TestDatabase['db'];
  checkReady: TestDatabase['checkReady'];
  jobs: Jobs;
  mailDir: string;
  webDistDir: string;
  close(): Promise<void>;
}

/**
 * The real app on an ephemeral port: a fresh migrated PostgreSQL database, the real jobs package in
 * inline mode (mail written as .eml files into a temp folder), optional controllable wall clock.
 */
export async function startTestServer(
  options: {
    settings?: Partial<ApiSettings>;
    wallClock?: Clock;
    webDistDir?: string;
    database?: TestDatabase;
    /** The handle the API (not the jobs) uses, e.g. the database's with a plugin that records its statements. */
    apiDb?: TestDatabase['db'];
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const mailDir = await mkdtemp(join(tmpdir(), 'eqa-mail-'));
  const jobs = await createJobs({
    db: database.db,
    processInline: true,
    mail: { from: 'EQA Test <noreply@test.example.org>', mailDir },
    logger: silentLogger,
    sweepIntervalMs: 0,
  });
  const webDistDir = options.webDistDir ?? join(mailDir, 'no-web-dist');
  const app = createApp({
    db: options.apiDb ?? database.db,
    checkReady: database.checkReady,
    jobs,
    settings: defaultApiSettings(options.settings),
    caches: createCaches(),
    webDistDir,
    ...(options.wallClock ? { wallClock: options.wallClock } : {}),
  });
  const server: Server = await listenExpress(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    checkReady: database.checkReady,
    jobs,
    mailDir,
    webDistDir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await jobs.close();
      if (!options.database) await database.drop();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

export interface RestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A JSON call to the REST API under /api/v1. */
export async function rest<T = unknown>(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<RestResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** Signs in over REST and returns the token (fails the test on anything but 200). */
export async function signIn(server: Pick<TestServer, 'url'>, subject: string, password: string, ip?: string): Promise<string> {
  const response = await rest<{ token: string }>(server, 'POST', '/auth/tokens', { body: { subject, password }, ...(ip ? { ip } : {}) });
  if (response.status !== 200) throw new Error(`sign-in of ${subject} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** The typed tRPC client the web app uses (httpBatchLink + superjson). */
export function trpcClient(server: Pick<TestServer, 'url'>, options: { token?: string; demoDate?: string; ip?: string } = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${server.url}/trpc`,
        transformer: superjson,
        headers: () => ({
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.demoDate ? { 'x-demo-date': options.demoDate } : {}),
          ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        }),
      }),
    ],
  });
}
