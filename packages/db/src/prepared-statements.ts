import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { asUnavailable, databaseUnavailable } from './connection-errors';

/**
 * Named prepared statements for the node-postgres pool.
 *
 * PostgreSQL plans an unnamed extended-protocol statement again on every execution; for the short,
 * parameterised statements of this app planning costs more than running (a result save measured
 * 0.3–0.5 ms to plan against 0.1 ms to run). A named statement is parsed once per connection and,
 * after five executions, PostgreSQL may keep a generic plan for it (`plan_cache_mode` = auto), so
 * the same text on the same connection is neither parsed nor planned again.
 *
 * - Only statements with parameters are named. Parameterless ones (begin/commit, DDL, `set …`,
 *   multi-statement migration SQL) stay on the simple protocol: multi-statement text cannot be
 *   prepared, and a statement without parameters is rarely repeated hot.
 * - The name is derived from the text (`eqa_` + sha1, base64url), so the same text always has the
 *   same name and two texts never share one.
 * - pg itself remembers which names it has parsed on a connection, and only after the server
 *   answered ParseComplete: a statement whose Parse failed (syntax error, unknown column) is parsed
 *   again the next time. The set kept here only counts names for the bound below.
 * - PostgreSQL re-plans a prepared statement by itself when a table it uses changes. It refuses
 *   ("cached plan must not change result type") when the columns a statement answers changed under
 *   it, so migrations run inside `withoutPreparedStatements` (see migrator.ts): nothing they send
 *   is kept on the connection they used, and the app's statements are only prepared afterwards.
 *   DDL at run time on a pool that already serves the app would need the same care.
 */

/**
 * At most this many named statements per connection; further new texts run unnamed. No eviction
 * (no DEALLOCATE): the hot texts are the fixed ones every request sends, and they come first; the
 * texts that keep coming new are those built from lists (an `in (…)` list or a multi-row insert
 * makes a new text for each length), which are the least worth keeping, so once the budget is
 * spent keeping the first ones is right and simple. Each statement holds its parse tree and plan in
 * the server process of its connection (typically kilobytes to tens of kilobytes).
 *
 * A query that failed after its Parse succeeded (a constraint violation, a value its Bind refused)
 * leaves a statement on the server that this count forgot until its text next succeeds, so the
 * bound can be passed by such leftovers; they are rare and the same texts as successful ones.
 */
export const MAX_PREPARED_STATEMENTS_PER_CONNECTION = 256;

/** Names of the texts seen lately (hashing every query's text costs more than looking it up). */
const names = new Map<string, string>();
const NAMES_KEPT = 2_000;

/** The statement name of a text: same text, same name. 4 + 27 characters, under NAMEDATALEN (64). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `eqa_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= NAMES_KEPT) names.clear();
    names.set(text, name);
  }
  return name;
}

/** While above zero, every query runs unnamed (see withoutPreparedStatements). */
let unpreparedDepth = 0;

/**
 * Runs `work` (e.g. the migrations) with queries unnamed. Process-wide rather than per async
 * context: an AsyncLocalStorage would put a hook on every promise of the process for good, and
 * running other queries unnamed for the moment is harmless (they are only not kept).
 */
export async function withoutPreparedStatements<T>(work: () => Promise<T>): Promise<T> {
  unpreparedDepth += 1;
  try {
    return await work();
  } finally {
    unpreparedDepth -= 1;
  }
}

/** What Kysely's PostgresDialect calls on a pooled connection, naming parameterised queries. */
class PreparingClient implements PostgresPoolClient {
  /** Names this connection has prepared (or is preparing, while the query runs). */
  private readonly names = new Set<string>();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly limit: number,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): never;
  async query<R>(sql: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    // No cursor is configured on the dialect, so Kysely never streams through here.
    if (typeof sql !== 'string') throw new TypeError('streaming queries are not supported by this pool');
    let result: pg.QueryResult;
    try {
      result = await this.send(sql, [...(parameters ?? [])]);
    } catch (error) {
      // a connection that died under the query is a 503, not a failed statement
      throw asUnavailable(error);
    }
    return {
      // Kysely only reads the command to tell whether rowCount counts affected rows.
      command: result.command as PostgresQueryResult<R>['command'],
      rowCount: result.rowCount ?? 0,
      rows: result.rows as R[],
    };
  }

  private async send(text: string, values: unknown[]): Promise<pg.QueryResult> {
    if (values.length === 0 || unpreparedDepth > 0) return this.client.query(text, values);
    const name = statementName(text);
    const isNew = !this.names.has(name);
    if (isNew && this.names.size >= this.limit) return this.client.query(text, values);
    // Reserve a new name before sending (a concurrent query of the same text on this connection
    // then reuses it), and forget it if this query fails: its Parse may have failed, in which case
    // the statement does not exist. A success (re)confirms the name.
    this.names.add(name);
    try {
      const result = await this.client.query({ name, text, values });
      this.names.add(name);
      return result;
    } catch (error) {
      if (isNew) this.names.delete(name);
      throw error;
    }
  }

  release(): void {
    this.client.release();
  }
}

/**
 * A pg.Pool for Kysely's PostgresDialect whose connections run parameterised queries as named
 * prepared statements (at most `limit` per connection; 0 sends every query unnamed). A connection
 * that cannot be had (the server is down, refuses sessions, or none came free within the pool's
 * connectionTimeoutMillis) and a connection that dies under a query fail with the 503 AppError of
 * connection-errors.ts.
 */
export class PreparingPool implements PostgresPool {
  private readonly clients = new WeakMap<pg.PoolClient, PreparingClient>();

  constructor(
    readonly pool: pg.Pool,
    private readonly limit = MAX_PREPARED_STATEMENTS_PER_CONNECTION,
  ) {}

  async connect(): Promise<PreparingClient> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw databaseUnavailable(error);
    }
    let preparing = this.clients.get(client);
    if (!preparing) {
      preparing = new PreparingClient(client, this.limit);
      this.clients.set(client, preparing);
    }
    return preparing;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}
