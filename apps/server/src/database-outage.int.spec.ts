import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiFixture } from '@eqa/api/testing/fixtures';
import { seedResultSavesScenario, type ResultSavesLab, type ResultSavesScenario } from '@eqa/api/testing/result-saves-scenario';
import { adminDatabaseUrl, createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { SOURCE_ENTRY, startServerProcess, type ServerProcess } from './testing/server-process';

/**
 * The server, as its own process on a real PostgreSQL, while the database drops every connection
 * and refuses new ones for a while (what a restart or a failover looks like from the server): it
 * stays up, answers 503 service_unavailable with Retry-After meanwhile (never 500, never a hang),
 * and serves every request again once the database accepts connections.
 */

const CLIENTS = 20;
/** No answer may take longer than this (a hang). */
const HANG_MS = 10_000;
const OUTAGE_MS = 3_000;
const OUTAGE_MAX_MS = 20_000;
/** Every request that starts this long after the database is back must succeed (the bound is 10 s). */
const RECOVERY_MS = 5_000;

interface Call {
  client: number;
  kind: 'save' | 'form' | 'version';
  startedAt: number;
  endedAt: number;
  status: number;
  type?: string;
  retryAfter?: string | null;
}

let database: TestDatabase;
let scenario: ResultSavesScenario;
let server: ServerProcess;
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const fixture = await createApiFixture(database.db);
  scenario = await seedResultSavesScenario(database.db, fixture, { labs: CLIENTS, historyPerLab: 4 });
  // the test's own handle must not hold connections the outage would end
  await database.close();
  scratch = await mkdtemp(join(tmpdir(), 'eqa-outage-'));
  server = await startServerProcess(SOURCE_ENTRY, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    DEMO_MODE: 'false',
    MAIL_DIR: scratch,
    WEB_DIST_DIR: scratch,
    LOG_LEVEL: 'info',
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** One lab's autosaving user: saves a value, reads the form, and reloads its version after a failure. */
async function autosave(lab: ResultSavesLab, client: number, until: () => boolean, calls: Call[]): Promise<void> {
  let version: number | null = lab.streamVersion;
  let n = 0;
  const headers = { authorization: `Bearer ${lab.token}`, 'content-type': 'application/json' };
  const call = async (kind: Call['kind'], path: string, init: RequestInit = {}): Promise<unknown> => {
    const startedAt = Date.now();
    let status: number;
    let body: unknown = null;
    let retryAfter: string | null = null;
    try {
      const response = await fetch(`${server.url}/api/v1${path}`, { ...init, headers, signal: AbortSignal.timeout(HANG_MS) });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      body = await response.json();
    } catch {
      status = 0; // no answer within HANG_MS, or the connection was refused
    }
    const type = (body as { error?: { type?: string } } | null)?.error?.type;
    calls.push({ client, kind, startedAt, endedAt: Date.now(), status, ...(type ? { type } : {}), retryAfter });
    return status === 200 ? body : null;
  };
  const base = `/labs/${lab.labId}/surveys/${scenario.surveyId}`;
  while (!until()) {
    if (version === null) {
      const survey = (await call('version', base)) as { streamVersion: number } | null;
      version = survey?.streamVersion ?? null;
      if (version === null) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
    }
    n += 1;
    const saved = (await call('save', `${base}/parameters/${scenario.parameterId}/result_groups/${lab.resultGroupId}/values`, {
      method: 'PUT',
      body: JSON.stringify({
        expectedVersion: version,
        sampleId: scenario.samples[n % 2],
        values: [{ dimensionId: scenario.dimensionId, type: 'numeric', value: (4 + (n % 90) / 10).toFixed(1), unitId: scenario.unitId }],
      }),
    })) as { streamVersion: number } | null;
    // after a failure the save may or may not have landed: read the version again, as the web does
    version = saved ? saved.streamVersion : null;
    await call('form', `${base}/form`);
  }
}

async function terminateBackends(admin: pg.Client, name: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows[0]?.n ?? 0;
}

describe('the server while PostgreSQL drops every connection', () => {
  it('stays up, answers 503 with Retry-After during the outage (no 500, no hang) and serves every request again within 10 s', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    const calls: Call[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    let outageAt = 0;
    let backAt = 0;
    let terminated = 0;
    const healthDuringOutage: number[] = [];
    try {
      const clients = scenario.labs.map((lab, index) => autosave(lab, index, () => Date.now() >= stopAt, calls));
      // load first: every request succeeds, until every client has gone round once (a save and a form read)
      await vi.waitFor(
        () => {
          for (const kind of ['save', 'form'] as const) {
            expect(new Set(calls.filter((c) => c.kind === kind && c.status === 200).map((c) => c.client)).size, kind).toBe(CLIENTS);
          }
        },
        { timeout: 30_000, interval: 50 },
      );
      outageAt = Date.now();
      await admin.query(`alter database ${name} allow_connections false`);
      // the outage lasts at least OUTAGE_MS and until the clients have met it more often than there are
      // clients (at most OUTAGE_MAX_MS): every session the server opens meanwhile is ended
      const metOutage = () => calls.filter((c) => c.startedAt >= outageAt && c.status === 503).length > CLIENTS;
      while ((Date.now() - outageAt < OUTAGE_MS || !metOutage()) && Date.now() - outageAt < OUTAGE_MAX_MS) {
        terminated += await terminateBackends(admin, name);
        healthDuringOutage.push((await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(HANG_MS) })).status);
        // a poll interval, so the loop does not take the cores from the server it watches
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`alter database ${name} allow_connections true`);
      backAt = Date.now();
      stopAt = backAt + RECOVERY_MS + 3_000;
      await Promise.all(clients);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
      await admin.end();
    }

    // the server process lived through it
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toContain('Unhandled');
    expect(terminated).toBeGreaterThan(0);
    expect(healthDuringOutage.every((status) => status === 200)).toBe(true);

    const before = calls.filter((c) => c.endedAt < outageAt);
    const during = calls.filter((c) => c.startedAt >= outageAt && c.startedAt < backAt);
    const after = calls.filter((c) => c.startedAt >= backAt + RECOVERY_MS);
    expect(before.length).toBeGreaterThan(CLIENTS);
    expect(before.filter((c) => c.status !== 200)).toEqual([]);

    // never a 500, never a hang (status 0: no answer within 10 s), nothing but 200 and 503
    expect(calls.filter((c) => c.status !== 200 && c.status !== 503)).toEqual([]);
    expect(Math.max(...calls.map((c) => c.endedAt - c.startedAt))).toBeLessThan(HANG_MS);
    // the outage was met with 503 service_unavailable and a retry hint
    const unavailable = calls.filter((c) => c.status === 503);
    expect(during.filter((c) => c.status === 503).length).toBeGreaterThan(CLIENTS);
    expect(unavailable.every((c) => c.type === 'service_unavailable' && c.retryAfter === '2')).toBe(true);

    // back: every request of every client succeeds, saves and form reads alike
    expect(after.filter((c) => c.status !== 200)).toEqual([]);
    for (let client = 0; client < CLIENTS; client += 1) {
      expect(after.filter((c) => c.client === client && c.kind === 'save').length).toBeGreaterThan(0);
      expect(after.filter((c) => c.client === client && c.kind === 'form').length).toBeGreaterThan(0);
    }
  }, 90_000);
});
