import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations';
import { copyDatabase, databaseUrl, ensureTemplateDatabase, migrationsFingerprint } from './template-database';
import { adminDatabaseUrl, createTestDatabase, migratedTemplateDatabase } from './test-database';

const admin = adminDatabaseUrl();
const created: string[] = [];

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const name of created) {
    await query(admin, `ALTER DATABASE ${name} WITH IS_TEMPLATE false ALLOW_CONNECTIONS true`).catch(() => undefined);
    await query(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});

describe('template databases', () => {
  it('concurrent callers build a template once; it takes no connections and copies hold what the build wrote', async () => {
    const name = `eqa_t_tpl_${randomBytes(4).toString('hex')}`;
    created.push(name);
    let builds = 0;
    const build = async (url: string) => {
      builds += 1;
      await query(url, 'CREATE TABLE built (n int); INSERT INTO built VALUES (42)');
    };
    await Promise.all([ensureTemplateDatabase(admin, name, build), ensureTemplateDatabase(admin, name, build), ensureTemplateDatabase(admin, name, build)]);
    expect(builds).toBe(1);
    await ensureTemplateDatabase(admin, name, build);
    expect(builds).toBe(1);

    const [flags] = await query<{ datistemplate: boolean; datallowconn: boolean }>(admin, 'SELECT datistemplate, datallowconn FROM pg_database WHERE datname = $1', [name]);
    expect(flags).toEqual({ datistemplate: true, datallowconn: false });
    await expect(query(databaseUrl(admin, name), 'SELECT 1')).rejects.toThrow(/not currently accepting connections/);

    const copy = `${name}_copy`;
    created.push(copy);
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await copyDatabase(client, name, copy);
    } finally {
      await client.end();
    }
    expect(await query(databaseUrl(admin, copy), 'SELECT n FROM built')).toEqual([{ n: 42 }]);
  });

  it('a build that failed leaves no template, and the next caller builds it', async () => {
    const name = `eqa_t_tpl_${randomBytes(4).toString('hex')}`;
    created.push(name);
    await expect(
      ensureTemplateDatabase(admin, name, async (url) => {
        await query(url, 'CREATE TABLE half (n int)');
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(await query(admin, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).toEqual([]);

    await ensureTemplateDatabase(admin, name, async (url) => {
      await query(url, 'CREATE TABLE whole (n int)');
    });
    const copy = `${name}_copy`;
    created.push(copy);
    await query(admin, `CREATE DATABASE ${copy} TEMPLATE ${name}`);
    // the half-built database of the failed build was dropped, not reused
    expect(await query(databaseUrl(admin, copy), "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1")).toEqual([{ table_name: 'whole' }]);
  });

  it('createTestDatabase copies the template of these migrations: every migration applied; migrate: false is empty', async () => {
    const template = await migratedTemplateDatabase();
    expect(template).toBe(`eqa_tpl_${migrationsFingerprint()}`);
    const migrated = await createTestDatabase();
    const empty = await createTestDatabase({ migrate: false });
    try {
      const applied = await query<{ name: string }>(migrated.url, 'SELECT name FROM kysely_migration ORDER BY name');
      expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      expect(await query(empty.url, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")).toEqual([]);
    } finally {
      await migrated.drop();
      await empty.drop();
    }
  });
});
