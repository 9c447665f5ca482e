import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { buildServerBundle, serverDir, startServerProcess } from './testing/server-process';

let outDir: string;
let database: TestDatabase;
let scratch: string;

beforeAll(async () => {
  ({ outDir } = await buildServerBundle(`test-${process.pid}`));
  database = await createTestDatabase();
  scratch = await mkdtemp(join(tmpdir(), 'eqa-bundle-'));
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
  await database?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the production bundle (tsup → dist/main.js)', () => {
  it('inlines @eqa packages and leaves only dependencies of apps/server external', async () => {
    const code = await readFile(join(outDir, 'main.js'), 'utf8');
    expect(code).not.toMatch(/from ["']@eqa\//);
    const specifiers = new Set([...code.matchAll(/(?:from |import\()["']([^"'.][^"']*)["']/g)].map((m) => m[1] ?? ''));
    const builtins = new Set(builtinModules);
    const missing = [...specifiers]
      .filter((s) => !s.startsWith('node:') && !builtins.has(s))
      .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : (s.split('/')[0] ?? s)))
      .filter((pkg) => !existsSync(join(serverDir, 'node_modules', pkg, 'package.json')));
    expect(missing).toEqual([]);
  });

  it('starts on PostgreSQL, migrates, serves /healthz and /api/v1/config, and stops on SIGTERM', async () => {
    const server = await startServerProcess([join(outDir, 'main.js')], {
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      MAIL_DIR: scratch,
      WEB_DIST_DIR: scratch,
      GIT_HASH: 'bundle1',
      LOG_LEVEL: 'info',
    });
    const port = new URL(server.url).port;
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', jobs: 'inline' });
      const config = await fetch(`http://127.0.0.1:${port}/api/v1/config`);
      expect(await config.json()).toMatchObject({ version: '4.5.0', hash: 'bundle1', demoMode: false, demoDate: null });
      const tables = await database.db.selectFrom('users').select('id').execute();
      expect(tables).toEqual([]);
    } finally {
      await server.stop();
    }
    expect(await server.exited).toBe(0);
  });
});
