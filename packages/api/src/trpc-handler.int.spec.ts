import { connect } from 'node:net';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from './testing/fixtures';
import { signIn, startTestApp, type TestApp } from './testing/test-app';
import { createStandardTrpcHandler, plainCall, TRPC_MAX_BODY_BYTES } from './trpc-handler';

interface Sent {
  method: 'GET' | 'POST' | 'HEAD';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  token?: boolean;
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the tRPC endpoint', () => {
  let t: TestDatabase;
  let fixture: ApiFixture;
  let direct: TestApp;
  let standard: TestApp;

  beforeAll(async () => {
    t = await createTestDatabase();
    fixture = await createApiFixture(t.db);
    direct = await startTestApp(t.db);
    standard = await startTestApp(t.db, { trpcHandler: createStandardTrpcHandler });
  });
  afterAll(async () => {
    await direct.close();
    await standard.close();
    await t.drop();
  });

  const send = async (app: TestApp, request: Sent) => {
    const headers: Record<string, string> = { ...request.headers };
    // a request may sign its session out: each gets a session of its own
    if (request.token) headers.authorization = `Bearer ${await signIn(app, fixture.users.lab.username, FIXTURE_PASSWORD)}`;
    if (request.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${app.url}/trpc/${request.path}`, { method: request.method, headers, ...(request.body !== undefined ? { body: request.body } : {}) });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), body: text === '' ? null : (JSON.parse(text) as unknown) };
  };

  const requests: Array<[string, Sent]> = [
    ['a query', { method: 'GET', path: `platform.echo?input=${input({ json: { message: 'hello' } })}` }],
    ['a batch of queries', { method: 'GET', path: `platform.echo,platform.config?batch=1&input=${input({ 0: { json: { message: 'a' } } })}` }],
    ['a batch whose calls answer differently (207)', { method: 'GET', path: `platform.echo,auth.profile?batch=1&input=${input({ 0: { json: { message: 'a' } } })}` }],
    ['a query without the session it needs (401)', { method: 'GET', path: 'auth.profile' }],
    ['a query with its session', { method: 'GET', path: 'auth.profile', token: true }],
    ['a query whose input fails validation (422 with issues)', { method: 'GET', path: `platform.echo?input=${input({ json: { message: 42 } })}` }],
    ['input superjson must revive', { method: 'GET', path: `platform.echo?input=${input({ json: { message: 'x' }, meta: { values: { message: ['undefined'] } } })}` }],
    ['a batch of mutations', { method: 'POST', path: 'auth.markLatestResultsHintSeen,auth.logout?batch=1', body: JSON.stringify({}), token: true }],
    ['a mutation whose input fails validation', { method: 'POST', path: 'results.saveValues?batch=1', body: JSON.stringify({ 0: { json: { labId: 'x' } } }), token: true }],
    ['a mutation without a session', { method: 'POST', path: 'results.saveValues', body: JSON.stringify({ json: { labId: 1 } }) }],
    ['an unknown procedure (404)', { method: 'GET', path: 'nope.nothing' }],
    ['a query sent as POST (405)', { method: 'POST', path: 'platform.echo', body: JSON.stringify({ json: { message: 'a' } }) }],
    ['a mutation sent as GET (405)', { method: 'GET', path: 'auth.logout' }],
    ['input that is not JSON', { method: 'GET', path: 'platform.echo?input=%7Bnope' }],
    ['input given twice', { method: 'GET', path: `platform.echo?input=${input({ json: { message: 'a' } })}&input=${input({ json: { message: 'b' } })}` }],
    ['a body that is not JSON', { method: 'POST', path: 'auth.logout', body: '{nope' }],
    ['a body over the limit (413)', { method: 'POST', path: 'auth.login', body: JSON.stringify({ json: 'x'.repeat(TRPC_MAX_BODY_BYTES) }) }],
    ['a batch over the limit (413)', { method: 'POST', path: 'auth.login,auth.login?batch=1', body: JSON.stringify({ 0: { json: 'x'.repeat(TRPC_MAX_BODY_BYTES) } }) }],
    ['a form body', { method: 'POST', path: 'auth.logout', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ];

  it.each(requests)('answers %s exactly as tRPC’s own adapter does', async (_name, request) => {
    // the session is signed out by one of the requests: each app gets a fresh one
    const [mine, theirs] = [await send(direct, request), await send(standard, request)];
    expect(mine).toEqual(theirs);
    if (!request.path.includes('logout')) return;
  });

  it('lets a client go away in the middle of its body and goes on serving', async () => {
    const { hostname, port } = new URL(direct.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write('POST /trpc/auth.login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"json":');
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });
    expect(await send(direct, { method: 'GET', path: `platform.echo?input=${input({ json: { message: 'still here' } })}` })).toMatchObject({
      status: 200,
      body: { result: { data: { json: { message: 'still here' } } } },
    });
  });

  it('serves plain JSON calls itself and leaves the rest to the adapter', () => {
    const req = (method: string, path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      ({ method, path, query, headers }) as unknown as Request;
    expect(plainCall(req('GET', '/platform.echo'))).toMatchObject({ batch: false, calls: [{ path: 'platform.echo' }] });
    expect(plainCall(req('GET', '/platform.echo,platform.config', { batch: '1' }))?.calls.map((c) => c.path)).toEqual(['platform.echo', 'platform.config']);
    expect(plainCall(req('POST', '/results.saveValues', { batch: '1' }, { 'content-type': 'application/json' }))).not.toBeNull();
    expect(plainCall(req('POST', '/results.saveValues', {}, {}))).not.toBeNull();
    for (const other of [
      req('GET', '/nope'),
      req('GET', '/auth.logout'),
      req('POST', '/platform.echo'),
      req('HEAD', '/platform.echo'),
      req('GET', '/platform.echo', { batch: 'yes' }),
      req('GET', '/platform.echo,nope', { batch: '1' }),
      req('GET', '/platform.echo', {}, { 'trpc-accept': 'application/jsonl' }),
      req('POST', '/auth.logout', {}, { 'content-type': 'multipart/form-data' }),
      req('GET', '/%E0%A4%A'),
      req('GET', '/'),
      req('GET', '/toString'),
    ]) {
      expect(plainCall(other)).toBeNull();
    }
  });
});
