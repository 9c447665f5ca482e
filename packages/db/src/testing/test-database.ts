import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client';
import { migrateToLatest } from '../migrator';
import { DEFAULT_DEMO_DATE } from '@eqa/core';
import { seedDemoData, type SeedSummary } from '../seed/index';
import { copyDatabase, databaseUrl, ensureTemplateDatabase, migrationsFingerprint, seedFingerprint, templateComment, waitForNoSessions } from './template-database';

/**
 * A fresh, migrated PostgreSQL database for one test file, on the real server named by
 * DATABASE_URL (default: the machine's local server, database `test`). Dropped by `drop()`.
 */
export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop(): Promise<void>;
}

export function adminDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** The migrated template of this checkout's migrations (`eqa_tpl_<hash of the migration files>`), built once per server. */
let migratedTemplate: Promise<string> | undefined;

export function migratedTemplateDatabase(): Promise<string> {
  migratedTemplate ??= (async () => {
    const name = `eqa_tpl_${migrationsFingerprint()}`;
    await ensureTemplateDatabase(adminDatabaseUrl(), name, async (url) => {
      const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
    });
    return name;
  })();
  // a failed build is tried again by the next caller, not remembered
  migratedTemplate.catch(() => {
    migratedTemplate = undefined;
  });
  return migratedTemplate;
}

/** The demo data's template and what its seed wrote. */
export interface SeededTemplate {
  name: string;
  summary: SeedSummary;
}

let seededTemplate: Promise<SeededTemplate> | undefined;

/**
 * The migrated template with the demo data seeded at the default demo date (seedDemoData, no
 * evaluations or documents: what a first server start commits before it completes the demo),
 * `eqa_tpl_seed_<hash of the migrations and the seed's sources>`, built once per server; the seed's
 * summary is kept as the template's comment. The seed takes 20–40 s; a copy well under a second.
 */
export function seededTemplateDatabase(): Promise<SeededTemplate> {
  seededTemplate ??= (async () => {
    const name = `eqa_tpl_seed_${seedFingerprint()}`;
    const adminUrl = adminDatabaseUrl();
    await ensureTemplateDatabase(
      adminUrl,
      name,
      async (url) => {
        const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
        try {
          return JSON.stringify(await seedDemoData(handle.db, { now: new Date(DEFAULT_DEMO_DATE) }));
        } finally {
          await handle.close();
        }
      },
      { from: await migratedTemplateDatabase() },
    );
    const comment = await templateComment(adminUrl, name);
    if (!comment) throw new Error(`the seeded template ${name} has no seed summary`);
    return { name, summary: JSON.parse(comment) as SeedSummary };
  })();
  seededTemplate.catch(() => {
    seededTemplate = undefined;
  });
  return seededTemplate;
}

/**
 * A new database: a copy of the seeded template (seededTemplateDatabase), with what its seed wrote.
 * For the specs of the demo data, which read it or complete it.
 */
export async function createSeededTestDatabase(): Promise<TestDatabase & { seed: SeedSummary }> {
  const template = await seededTemplateDatabase();
  return { ...(await copyOf(template.name)), seed: template.summary };
}

/**
 * A new database `eqa_t_<pid>_<random>`: a copy of the migrated template, or empty with
 * `migrate: false` (for the tests of the migrations and the bootstrap themselves).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  return copyOf(options.migrate === false ? undefined : await migratedTemplateDatabase());
}

async function copyOf(template: string | undefined): Promise<TestDatabase> {
  const adminUrl = adminDatabaseUrl();
  const name = `eqa_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (template) await copyDatabase(admin, template, name);
    else await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 30 });
  return {
    ...handle,
    url,
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // no forced drop while a connection of the closed pool is still closing
        await waitForNoSessions(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
