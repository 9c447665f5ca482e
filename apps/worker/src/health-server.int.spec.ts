import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'vitest';
import { silentLogger } from '@eqa/jobs';
import { startHealthServer, startWorkerHealthServer, type HealthServer } from './health-server';

const started: HealthServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function start(options: Partial<Parameters<typeof startHealthServer>[0]> = {}): Promise<HealthServer> {
  const server = await startHealthServer({ port: 0, host: '127.0.0.1', logger: silentLogger, ...options });
  started.push(server);
  return server;
}

const url = (server: HealthServer, path: string) => `http://127.0.0.1:${server.port}${path}`;

describe('startHealthServer', () => {
  it('answers GET /healthz with 200 {"status":"ok"} on a random port', async () => {
    const server = await start();
    assert.ok(server.port > 0);

    const response = await fetch(url(server, '/healthz'));

    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(await response.json(), { status: 'ok' });
    const head = await fetch(url(server, '/healthz?probe=1'), { method: 'HEAD' });
    assert.equal(head.status, 200);
  });

  it('answers 404 to any other path or method', async () => {
    const server = await start();
    assert.equal((await fetch(url(server, '/'))).status, 404);
    assert.equal((await fetch(url(server, '/readyz'))).status, 404);
    assert.equal((await fetch(url(server, '/healthz/x'))).status, 404);
    assert.equal((await fetch(url(server, '/healthz'), { method: 'POST', body: 'x' })).status, 404);
  });

  it('answers 503 when the check says no, throws or takes too long', async () => {
    let alive = false;
    const flipping = await start({ check: () => alive });
    assert.equal((await fetch(url(flipping, '/healthz'))).status, 503);
    alive = true;
    assert.equal((await fetch(url(flipping, '/healthz'))).status, 200);

    const throwing = await start({
      check: async () => {
        throw new Error('boom');
      },
    });
    const failed = await fetch(url(throwing, '/healthz'));
    assert.equal(failed.status, 503);
    assert.deepEqual(await failed.json(), { status: 'unavailable' });

    const hanging = await start({ check: () => new Promise<boolean>(() => {}), checkTimeoutMs: 50 });
    assert.equal((await fetch(url(hanging, '/healthz'))).status, 503);
  });

  it('closes cleanly: the port is released and close() may be called twice', async () => {
    const server = await startHealthServer({ port: 0, host: '127.0.0.1', logger: silentLogger });
    assert.equal((await fetch(url(server, '/healthz'))).status, 200);

    await server.close();
    await server.close();

    await assert.rejects(fetch(url(server, '/healthz')));
    // the same port can be bound again
    const again = await startHealthServer({ port: server.port, host: '127.0.0.1', logger: silentLogger });
    assert.equal(again.port, server.port);
    await again.close();
  });

  it('rejects when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      await assert.rejects(startHealthServer({ port, host: '127.0.0.1', logger: silentLogger }), /EADDRINUSE/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('startWorkerHealthServer', () => {
  it('starts nothing for port 0 (WORKER_HEALTH_PORT=0)', async () => {
    const health = await startWorkerHealthServer({ port: 0, logger: silentLogger });
    assert.equal('port' in health, false);
    await health.close();
  });

  it('logs a port it cannot bind and carries on', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    const errors: string[] = [];
    try {
      const health = await startWorkerHealthServer({
        port,
        host: '127.0.0.1',
        logger: { ...silentLogger, error: (message) => errors.push(message) },
      });
      await health.close();
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    assert.deepEqual(errors, ['worker health server failed to start']);
  });
});

describe('WORKER_HEALTH_PORT', () => {
  // env.ts parses process.env when imported: give it the two required values first.
  process.env.DATABASE_URL ||= 'postgres://unused/eqa';
  process.env.REDIS_URL ||= 'redis://unused:6379';
  const required = { DATABASE_URL: 'postgres://db/eqa', REDIS_URL: 'redis://cache:6379' };

  it('defaults to 3001, treats empty as unset, takes 0 (off) and refuses other values', async () => {
    const { parseEnv } = await import('./env');
    assert.equal(parseEnv(required).WORKER_HEALTH_PORT, 3001);
    assert.equal(parseEnv({ ...required, WORKER_HEALTH_PORT: '' }).WORKER_HEALTH_PORT, 3001);
    assert.equal(parseEnv({ ...required, WORKER_HEALTH_PORT: '0' }).WORKER_HEALTH_PORT, 0);
    assert.equal(parseEnv({ ...required, WORKER_HEALTH_PORT: '9101' }).WORKER_HEALTH_PORT, 9101);
    assert.throws(() => parseEnv({ ...required, WORKER_HEALTH_PORT: 'http' }), /WORKER_HEALTH_PORT/);
    assert.throws(() => parseEnv({ ...required, WORKER_HEALTH_PORT: '70000' }), /WORKER_HEALTH_PORT/);
  });
});

describe('QUEUE_PREFIX', () => {
  process.env.DATABASE_URL ||= 'postgres://unused/eqa';
  process.env.REDIS_URL ||= 'redis://unused:6379';
  const required = { DATABASE_URL: 'postgres://db/eqa', REDIS_URL: 'redis://cache:6379' };

  it('defaults to the servers’ default prefix, treats empty as unset and refuses a Redis key separator', async () => {
    const { parseEnv } = await import('./env');
    assert.equal(parseEnv(required).QUEUE_PREFIX, 'eqa');
    assert.equal(parseEnv({ ...required, QUEUE_PREFIX: '' }).QUEUE_PREFIX, 'eqa');
    assert.equal(parseEnv({ ...required, QUEUE_PREFIX: 'eqa_staging' }).QUEUE_PREFIX, 'eqa_staging');
    assert.throws(() => parseEnv({ ...required, QUEUE_PREFIX: 'eqa:staging' }), /QUEUE_PREFIX/);
  });
});
