import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Template databases for tests: a database is built once (migrated, or whatever `build` does) under
 * a name that says what it holds, and every test database is a copy of it (`CREATE DATABASE x
 * TEMPLATE t`, a file copy of a few MB instead of running every migration again: ~0.1 s instead of
 * 1.1–1.5 s per test file).
 *
 * Concurrent processes (vitest's workers, the packages turbo runs side by side, another engineer's
 * run on the same server) build a template once: the build holds a session advisory lock (see
 * lockSession), and the template appears under its final name only when complete (it is built under a
 * `_wip` name and renamed). A build that was killed midway leaves the `_wip` database, which the next
 * build drops. The template allows no connections, so nothing can keep it busy for the copies
 * (PostgreSQL refuses to copy a database that has sessions).
 */

/** The advisory lock (one bigint key) held while a template is built. */
const TEMPLATE_LOCK_KEY = 0x65_71_61_74_70_6c; // "eqatpl"

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A short hash of everything that shapes the migrated schema: the migration files, the column helpers
 * they import, and the migrator. Any change to them names a new template.
 */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const migrations = join(here, '..', 'migrations');
  const files = [
    ...readdirSync(migrations)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .sort()
      .map((file) => join(migrations, file)),
    join(here, '..', 'tables', 'columns.ts'),
    join(here, '..', 'migrator.ts'),
  ];
  for (const file of files) {
    hash.update(file.slice(migrations.length));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The TypeScript sources under `folder` (no specs, no test helpers), in a stable order. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
    });
}

/**
 * A short hash of the migrations and of every source the demo seed runs: the db package (the seed, its
 * data, the event store and the projections it writes through), core (the rules it applies) and the
 * documents and texts of the PDFs it renders. A change to any of them names a new seeded template.
 */
export function seedFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(migrationsFingerprint());
  const packages = join(here, '..', '..', '..');
  const folders = [join(here, '..'), ...['core', 'documents', 'i18n'].map((name) => join(packages, name, 'src'))];
  for (const file of folders.flatMap(sourceFiles)) {
    hash.update(file.slice(packages.length));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function databaseUrl(adminUrl: string, name: string): string {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Waits (at most ~10 s) until the server sees no session of `name`, and says whether it got there:
 * pg's pool.end() resolves before its sockets are gone.
 */
export async function waitForNoSessions(admin: pg.Client, name: string): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if ((rows[0]?.n ?? 0) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

async function exists(admin: pg.Client, name: string): Promise<boolean> {
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rows.length > 0;
}

async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  if (!(await exists(admin, name))) return;
  await admin.query(`ALTER DATABASE ${quoteIdentifier(name)} WITH IS_TEMPLATE false ALLOW_CONNECTIONS true`);
  await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
}

/**
 * The session that holds the build lock: in the server's maintenance database `postgres`, so runs with
 * different admin databases on one server (a developer's `test`, CI's `eqa_ci`) share it (advisory locks
 * are per database), else in the admin database. Waits at most `LOCK_WAIT` for another build to end.
 */
const LOCK_WAIT = '300s';

async function lockSession(adminUrl: string): Promise<pg.Client> {
  for (const url of [databaseUrl(adminUrl, 'postgres'), adminUrl]) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query(`SET lock_timeout = '${LOCK_WAIT}'`);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (url === adminUrl) throw error;
    }
  }
  throw new Error('unreachable');
}

export interface TemplateBuildOptions {
  /** The template the new one starts as a copy of (default: an empty database). */
  from?: string;
}

/**
 * Makes sure the template `name` exists on the server of `adminUrl`: when it does not, creates it
 * (empty, or a copy of `from`), runs `build(url)` on it (which must close its connections before it
 * returns) and marks it a template. What `build` returns, when a string, is kept as the template's
 * comment (templateComment reads it). Safe to call from many processes at once.
 */
export async function ensureTemplateDatabase(
  adminUrl: string,
  name: string,
  build: (url: string) => Promise<string | void>,
  options: TemplateBuildOptions = {},
): Promise<void> {
  const admin = await lockSession(adminUrl);
  try {
    // the common case, without waiting for a build of another template to end
    if (await exists(admin, name)) return;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await exists(admin, name)) return;
      const wip = `${name}_wip`;
      await dropDatabase(admin, wip);
      await admin.query(`CREATE DATABASE ${quoteIdentifier(wip)}${options.from ? ` TEMPLATE ${quoteIdentifier(options.from)}` : ''}`);
      try {
        const comment = await build(databaseUrl(adminUrl, wip));
        if (typeof comment === 'string') await admin.query(`COMMENT ON DATABASE ${quoteIdentifier(wip)} IS ${admin.escapeLiteral(comment)}`);
      } catch (error) {
        await waitForNoSessions(admin, wip);
        await dropDatabase(admin, wip);
        throw error;
      }
      if (!(await waitForNoSessions(admin, wip))) throw new Error(`the build of ${name} left sessions open`);
      await admin.query(`ALTER DATABASE ${quoteIdentifier(wip)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await admin.query(`ALTER DATABASE ${quoteIdentifier(wip)} RENAME TO ${quoteIdentifier(name)}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
}

/** Creates the database `name` as a copy of `template` (on the server of `adminUrl`). */
export async function copyDatabase(admin: pg.Client, template: string, name: string): Promise<void> {
  await admin.query(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`);
}

/** The comment the build of the template `name` left (ensureTemplateDatabase); a copy does not carry it. */
export async function templateComment(adminUrl: string, name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>("SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1", [name]);
    return rows[0]?.comment ?? null;
  } finally {
    await admin.end();
  }
}
