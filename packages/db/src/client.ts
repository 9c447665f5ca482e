import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { MAX_PREPARED_STATEMENTS_PER_CONNECTION, PreparingPool } from './prepared-statements';
import { queryReadiness, readinessConnection, type ReadinessCheck } from './readiness';
import type { DB } from './schema';

/**
 * Where the database lives: a real PostgreSQL server (node-postgres) or the embedded PGlite in a
 * data folder (`dataDir`, or in memory when dataDir is 'memory://').
 *
 * `postgres`: `poolSize` connections (default 10). `preparedStatements` (default true) runs every
 * query with parameters as a named prepared statement of its connection, so PostgreSQL parses and
 * plans each text once per connection instead of on every execution (see prepared-statements.ts;
 * at most MAX_PREPARED_STATEMENTS_PER_CONNECTION per connection, queries without parameters stay
 * unnamed); false sends every query unnamed, as plain node-postgres does.
 *
 * `acquireTimeoutMs`: how long a query or transaction waits for a connection before it fails with
 * 503 (AppError UNAVAILABLE): default 5 s on PostgreSQL (a pool with none free, a server that does
 * not answer), 30 s on PGlite (its one connection held by a long job; see pglite-dialect.ts).
 *
 * `statementTimeoutMs` / `lockTimeoutMs` (PostgreSQL only): the sessions' statement_timeout and
 * lock_timeout, unset (no limit) by default. The server sets them (its env): a statement that runs
 * too long fails with 57014, one that waits too long for a lock with 55P03 (lock_not_available),
 * which the API answers with 503 and Retry-After (docs/decisions/faults.md). Migrations, the
 * projection rebuild and the worker's jobs open the database without them.
 */
export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      preparedStatements?: boolean;
      acquireTimeoutMs?: number;
      statementTimeoutMs?: number;
      lockTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir: string; acquireTimeoutMs?: number };

export const DEFAULT_POSTGRES_ACQUIRE_TIMEOUT_MS = 5_000;
export const DEFAULT_PGLITE_ACQUIRE_TIMEOUT_MS = 30_000;

/** Where the database layer reports connection trouble it recovers from by itself. */
export interface DatabaseLogger {
  warn(message: string, meta?: Record<string, unknown>): void;
}

export interface OpenDatabaseOptions {
  logger?: DatabaseLogger;
}

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  /**
   * Whether the database answers (a server's /readyz): on PostgreSQL over a connection of its own,
   * never one of the pool's (readiness.ts); on the embedded database through its one connection.
   */
  checkReady: ReadinessCheck;
  close(): Promise<void>;
}

// int8 (count(*), bigserial) and numeric come back as strings from pg; the schema types them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// date (not timestamptz) stays 'YYYY-MM-DD': a JS Date at local midnight shifts with the time zone.
pg.types.setTypeParser(1082, (v) => v);

/** Camel-case in TypeScript, snake_case in SQL (Kysely's plugin). JSON contents (multilingual objects, event data) are left alone. */
const camelCase = new CamelCasePlugin({ maintainNestedObjectKeys: true });

/**
 * Opens the database. On PostgreSQL the pool outlives its connections: a connection the server
 * ends (pg_terminate_backend, a restart, a failover, an idle timeout) is logged and dropped, never
 * an unhandled 'error' event that ends the process; the calls that meet the outage fail with 503
 * (connection-errors.ts) and the next ones open new connections once the server is back.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  let dialect: Dialect;
  let closeExtra: () => Promise<void> = async () => {};
  let checkReady: ReadinessCheck | null = null;
  if (target.kind === 'postgres') {
    const readiness = readinessConnection(target.url, options.logger);
    checkReady = readiness.check;
    closeExtra = readiness.close;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: target.acquireTimeoutMs ?? DEFAULT_POSTGRES_ACQUIRE_TIMEOUT_MS,
      // a peer that vanished without closing (failover, network cut) is noticed by TCP keepalive
      keepAlive: true,
      ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
      ...(target.lockTimeoutMs ? { lock_timeout: target.lockTimeoutMs } : {}),
    });
    const log = (where: string) => (error: Error) =>
      options.logger?.warn('database connection lost', { where, error: error.message, code: (error as { code?: unknown }).code });
    // an idle connection that dies: the pool drops it and emits 'error' (the process's end without a listener)
    pool.on('error', log('idle'));
    // a connection that dies while checked out between queries (in a transaction, or waiting for the
    // next statement) emits 'error' on itself; its next query fails and the pool drops it on release
    pool.on('connect', (client) => client.on('error', log('checked out')));
    const limit = target.preparedStatements === false ? 0 : MAX_PREPARED_STATEMENTS_PER_CONNECTION;
    dialect = new PostgresDialect({ pool: new PreparingPool(pool, limit) });
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { guardedPgliteDialect } = await import('./pglite-dialect');
    const dataDir = target.dataDir === 'memory://' ? undefined : target.dataDir;
    const lite = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v), 1082: (v: string) => v },
    });
    await lite.waitReady;
    dialect = guardedPgliteDialect(lite, target.acquireTimeoutMs ?? DEFAULT_PGLITE_ACQUIRE_TIMEOUT_MS);
    closeExtra = async () => {
      if (!lite.closed) await lite.close();
    };
  }
  const db = new Kysely<DB>({ dialect, plugins: [camelCase] });
  return {
    db,
    target,
    checkReady: checkReady ?? queryReadiness(db),
    async close() {
      await db.destroy();
      await closeExtra();
    },
  };
}
