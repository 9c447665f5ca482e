import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { CamelCase } from './camel-case-plugin';
import { PreparingPool } from './prepared-statements';
import type { DB } from './schema';
import { timestamptzParser } from './timestamptz';

/**
 * Where the database lives: a real PostgreSQL server (node-postgres) or the embedded PGlite in a
 * data folder (`dataDir`, or in memory when dataDir is 'memory://').
 *
 * `postgres`: `poolSize` connections (default 10). `preparedStatements` (default true) runs every
 * query with parameters as a named prepared statement of its connection, so PostgreSQL parses and
 * plans each text once per connection instead of on every execution (see prepared-statements.ts;
 * at most MAX_PREPARED_STATEMENTS_PER_CONNECTION per connection, queries without parameters stay
 * unnamed); false sends every query unnamed, as plain node-postgres does.
 */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; preparedStatements?: boolean }
  | { kind: 'pglite'; dataDir: string };

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  close(): Promise<void>;
}

// int8 (count(*), bigserial) and numeric come back as strings from pg; the schema types them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// date (not timestamptz) stays 'YYYY-MM-DD': a JS Date at local midnight shifts with the time zone.
pg.types.setTypeParser(1082, (v) => v);
// timestamptz: read by position (pg's own parser for what that cannot read)
pg.types.setTypeParser(1184, timestamptzParser(pg.types.getTypeParser(1184)));

/** Camel-case in TypeScript, snake_case in SQL. JSON contents (multilingual objects, event data) are left alone. */
const camelCase = new CamelCase();

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  let dialect: Dialect;
  let closeExtra: () => Promise<void> = async () => {};
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    dialect = new PostgresDialect({ pool: target.preparedStatements === false ? pool : new PreparingPool(pool) });
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGliteDialect } = await import('kysely-pglite-dialect');
    const dataDir = target.dataDir === 'memory://' ? undefined : target.dataDir;
    const lite = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v), 1082: (v: string) => v },
    });
    await lite.waitReady;
    dialect = new PGliteDialect(lite);
    closeExtra = async () => {
      if (!lite.closed) await lite.close();
    };
  }
  const db = new Kysely<DB>({ dialect, plugins: [camelCase] });
  return {
    db,
    target,
    async close() {
      await db.destroy();
      await closeExtra();
    },
  };
}
