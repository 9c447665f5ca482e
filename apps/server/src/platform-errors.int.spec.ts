import type { Jobs } from '@eqa/core';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaches, defaultApiSettings, type AppRouter } from '@eqa/api';
import { FIXTURE_PASSWORD, createApiFixture, type ApiFixture } from '@eqa/api/testing/fixtures';
import { openDatabase, type DatabaseHandle } from '@eqa/db';
import { adminDatabaseUrl, createTestDatabase } from '@eqa/db/testing/test-database';
import { createJobs, silentLogger } from '@eqa/jobs';
import { createApp } from './app';
import { rest, signIn, startTestServer, trpcClient, type TestServer } from './testing/test-server';

let server: TestServer;
let fx: ApiFixture;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'eqa-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>EQA</title><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  server = await startTestServer({ settings: { demoMode: true, gitHash: 'abc1234' }, webDistDir: webDist });
  fx = await createApiFixture(server.db);
});
afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('GET /config and platform.echo', () => {
  it('answers the runtime settings, locales from the database and the org contact', async () => {
    const response = await rest(server, 'GET', '/config');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      version: '4.5.0',
      build: 1690,
      hash: 'abc1234',
      demoMode: true,
      demoDate: '2017-06-15T05:00:00.000Z',
      defaultLocale: 'en',
      locales: [
        { id: 'en', ordinal: 1, languageTag: 'en-GB', name: 'English', flag: 'gb' },
        { id: 'hu', ordinal: 2, languageTag: 'hu-HU', name: 'Magyar', flag: 'hu' },
      ],
      pageSize: 20,
      extendedPageSize: 50,
      searchDebounceMs: 500,
      autocompleteThreshold: 10,
      supportEnabled: true,
      // the organisation's settings, nothing else (issue 33): no name, address or accreditation it was not told
      about: { name: null, shortName: null, address: null, companyRegistrationNumber: null, web: 'https://org.example.org', mail: expect.stringMatching(/^support-/), phones: ['+36 1 111 1111'], accreditations: [] },
    });
  });

  it('answers as of the demo date the client sends (x-demo-date over tRPC, ?demo= over REST) at 05:00', async () => {
    const viaTrpc = await trpcClient(server, { demoDate: '2018-03-01' }).platform.config.query();
    expect(viaTrpc.demoDate).toBe('2018-03-01T05:00:00.000Z');
    const viaRest = await rest<{ demoDate: string }>(server, 'GET', '/config?demo=2019-01-02');
    expect(viaRest.body.demoDate).toBe('2019-01-02T05:00:00.000Z');
    const unreadable = await rest<{ demoDate: string }>(server, 'GET', '/config', { headers: { 'x-demo-date': 'soon' } });
    expect(unreadable.body.demoDate).toBe('2017-06-15T05:00:00.000Z');
  });

  it('echoes over tRPC only', async () => {
    expect(await trpcClient(server).platform.echo.query({ message: 'hello' })).toEqual({ message: 'hello' });
    expect((await rest(server, 'GET', '/echo?message=x')).status).toBe(404);
  });
});

describe('error bodies over REST', () => {
  it('401 without a token', async () => {
    const response = await rest(server, 'GET', `/labs/${fx.labs.plain.id}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { message: 'Authentication required', type: 'authentication_error' } });
  });

  it('403 with its type when a lab user reads another lab', async () => {
    const token = await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD);
    const response = await rest(server, 'GET', `/labs/${fx.labs.core.id}`, { token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { message: 'You may not access this laboratory', type: 'authorization_error' } });
  });

  it('422 with param for a wrong password, a bad input and malformed JSON', async () => {
    const wrong = await rest(server, 'POST', '/auth/tokens', { body: { subject: fx.users.lab.username, password: 'nope' }, ip: '10.9.0.1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: { message: 'Wrong password', param: 'password', type: 'authentication_error' } });
    const missing = await rest(server, 'POST', '/auth/tokens', { body: { subject: 'x' } });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error: { param: 'password', type: 'constraint_violation_error' } });
    const malformed = await fetch(`${server.url}/api/v1/auth/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"subject":' });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toEqual({ error: { message: 'The request body is not valid JSON', param: 'body', type: 'invalid_request_error' } });
    const notJson = await fetch(`${server.url}/api/v1/auth/tokens`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toMatchObject({ error: { type: 'unsupported_media_type_error' } });
  });

  it('429 when rate limited', async () => {
    for (let i = 0; i < 5; i += 1) {
      await rest(server, 'POST', '/auth/tokens', { body: { subject: fx.users.noEmail.username, password: 'bad' }, ip: '10.9.1.1' });
    }
    const response = await rest(server, 'POST', '/auth/tokens', { body: { subject: fx.users.noEmail.username, password: 'bad' }, ip: '10.9.1.1' });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: { message: 'Too many attempts, try again later', type: 'rate_limit_error', params: { retryAfterSeconds: expect.any(Number) } } });
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('404 for an unknown path, under /api/v1 and elsewhere under /api', async () => {
    const v1 = await rest(server, 'GET', '/no/such/thing');
    expect(v1.status).toBe(404);
    expect(v1.body).toEqual({ error: { message: 'Not found', type: 'not_found_error' } });
    const other = await fetch(`${server.url}/api/v2/labs`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { message: 'API endpoint not found', type: 'not_found_error' } });
  });

  it('405 with an Allow header and the REST error body for a wrong method on an existing path, never 404 or 500', async () => {
    const cases: Array<{ method: string; path: string; allow: string; body?: unknown }> = [
      // a procedure's path (GET only), with and without a body
      { method: 'DELETE', path: '/config', allow: 'GET, HEAD' },
      { method: 'POST', path: '/config', allow: 'GET, HEAD', body: {} },
      // a procedure's path with three methods
      { method: 'PUT', path: '/units/1', allow: 'GET, HEAD, PATCH, DELETE' },
      // a binary route's path (the express routes in front let other methods through)
      { method: 'POST', path: '/labs/1/surveys/2/files/3', allow: 'GET, HEAD' },
      // the document itself
      { method: 'PUT', path: '/openapi.json', allow: 'GET, HEAD' },
    ];
    for (const { method, path, allow, body } of cases) {
      const response = await rest(server, method, path, body === undefined ? {} : { body });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(response.body, `${method} ${path}`).toEqual({ error: { message: `${method} is not allowed here; use ${allow}`, type: 'method_not_allowed_error', params: { allow } } });
    }
    // HEAD is GET without a body, on procedures as on the binary routes; an unknown path stays 404
    const head = await fetch(`${server.url}/api/v1/config`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await rest(server, 'DELETE', '/no/such/thing')).status).toBe(404);
  });

  it('503 service_unavailable with Retry-After while the database cannot be reached; liveness stays up, readiness does not', async () => {
    const url = new URL(adminDatabaseUrl());
    url.pathname = '/eqa_database_that_does_not_exist';
    const gone: DatabaseHandle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    const jobs: Jobs = await createJobs({ db: gone.db, processInline: true, mail: { from: 'x <x@example.org>', mailDir: tmpdir() }, logger: silentLogger, sweepIntervalMs: 0, jobRunSweepMs: 0 });
    const app = createApp({ db: gone.db, checkReady: gone.checkReady, jobs, settings: defaultApiSettings(), caches: createCaches(), webDistDir: webDist, logger: silentLogger });
    const httpServer: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = { url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };
      const response = await fetch(`${base.url}/api/v1/config`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toEqual({ error: { message: 'The database is temporarily unavailable, try again shortly', type: 'service_unavailable' } });

      const viaTrpc = await trpcClient(base).platform.config.query().catch((e: unknown) => e);
      expect(viaTrpc).toBeInstanceOf(TRPCClientError);
      expect((viaTrpc as TRPCClientError<AppRouter>).data).toMatchObject({ httpStatus: 503, appError: { code: 'UNAVAILABLE', type: 'service_unavailable' } });

      expect((await fetch(`${base.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('2');
    } finally {
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeAllConnections();
      await jobs.close();
      await gone.close();
    }
  });

  it('500 with a generic message when something unexpected breaks (a database without its tables)', async () => {
    const broken = await createTestDatabase({ migrate: false });
    const jobs: Jobs = await createJobs({ db: broken.db, processInline: true, mail: { from: 'x <x@example.org>', mailDir: tmpdir() }, logger: silentLogger, sweepIntervalMs: 0, jobRunSweepMs: 0 });
    const errors: Record<string, unknown>[] = [];
    const logger = { info: () => {}, warn: () => {}, error: (_m: string, fields?: Record<string, unknown>) => void errors.push(fields ?? {}) };
    const app = createApp({ db: broken.db, checkReady: broken.checkReady, jobs, settings: defaultApiSettings(), caches: createCaches(), webDistDir: webDist, logger });
    const httpServer: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = { url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };
      const response = await rest(base, 'GET', '/config');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ error: { message: 'An unexpected error occurred', type: 'api_error' } });
      expect(JSON.stringify(response.body)).not.toContain('does not exist');
      // logged loudly, with the real cause
      expect(errors).toHaveLength(1);
      expect(String(errors[0]?.error)).toContain('does not exist');

      const viaTrpc = await trpcClient(base).platform.config.query().catch((e: unknown) => e);
      expect(viaTrpc).toBeInstanceOf(TRPCClientError);
      expect((viaTrpc as TRPCClientError<AppRouter>).message).toBe('An unexpected error occurred');

      expect((await fetch(`${base.url}/readyz`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeAllConnections();
      await jobs.close();
      await broken.drop();
    }
  });
});

describe('errors over tRPC', () => {
  it('carry data.appError (code, message, param, type) and the zod issues', async () => {
    const failed = await trpcClient(server)
      .auth.login.mutate({ subject: 'x', password: 1 as unknown as string })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(TRPCClientError);
    const error = failed as TRPCClientError<AppRouter>;
    expect(error.data?.httpStatus).toBe(422);
    expect(error.data?.appError).toEqual({ code: 'CONSTRAINT', message: expect.any(String), param: 'password', type: 'constraint_violation_error', params: null });
    expect(error.data?.zodIssues?.[0]).toMatchObject({ path: ['password'] });

    const token = await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD);
    const forbidden = await trpcClient(server, { token })
      .labs.list.query({})
      .catch((e: unknown) => e as TRPCClientError<AppRouter>);
    expect(forbidden).toBeInstanceOf(TRPCClientError);
    expect((forbidden as TRPCClientError<AppRouter>).data).toMatchObject({
      code: 'FORBIDDEN',
      httpStatus: 403,
      appError: { code: 'FORBIDDEN', param: null, type: 'authorization_error' },
    });
  });
});

describe('OpenAPI document', () => {
  it('lists the /v1 paths with our error body', async () => {
    const response = await rest<{
      info: { title: string; version: string };
      servers: { url: string }[];
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    }>(
      server,
      'GET',
      '/openapi.json',
    );
    expect(response.status).toBe(200);
    expect(response.body.info).toMatchObject({ title: 'EQA portal API', version: '4.5.0' });
    // the configured public URL's API (the tests' default), never the request's origin (issue 30)
    expect(response.body.servers[0]?.url).toBe(`${defaultApiSettings().publicUrl}/api/v1`);
    const paths = response.body.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/config',
        '/auth/tokens',
        '/auth/tokens/current',
        '/auth/profile',
        '/auth/profile/user',
        '/auth/profile/seen_latest_results_filter',
        '/auth/change_password',
        '/labs',
        '/labs/{labId}',
        '/labs/{labId}/stats',
        '/labs/{labId}/change_password',
        '/labs/{labId}/forgot_validation_password',
        '/labs/{labId}/set_new_password',
        '/orgs',
        '/orgs/{orgId}',
        '/orgs/{orgId}/change_password',
        '/labs/{labId}/orgs/{orgId}/support',
      ]),
    );
    expect(Object.keys(paths).some((p) => p.includes('echo'))).toBe(false);
    expect(Object.keys(paths['/auth/tokens/current'] ?? {})).toEqual(['delete']);
    expect(JSON.stringify(paths['/auth/profile']?.get?.responses['401'])).toContain('#/components/schemas/ErrorBody');
    expect(JSON.stringify(response.body.components.schemas.ErrorBody)).toContain('"param"');
  });
});

describe('HTTP shell', () => {
  it('answers /healthz and /readyz and echoes the request id', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', jobs: 'inline' });
    const response = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'req-42' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', jobs: 'inline' });
    expect(response.headers.get('x-request-id')).toBe('req-42');
  });

  it('serves the SPA: assets, and index.html for client-side routes but not for API paths', async () => {
    const page = await fetch(`${server.url}/labs/12/surveys`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${server.url}/assets/app-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/trpc/nope`)).headers.get('content-type')).toContain('application/json');
  });
});
