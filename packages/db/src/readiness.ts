import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { isConnectionError } from './connection-errors';
import type { DB } from './schema';

/** Answers true when the database answers `select 1` within `timeoutMs`, else why not. Never throws. */
export type ReadinessCheck = (timeoutMs: number) => Promise<true | string>;

/** The application_name of the readiness connection (pg_stat_activity shows it apart from the pool's). */
export const READINESS_APPLICATION_NAME = 'eqa-readiness';

interface ReadinessLogger {
  warn(message: string, meta?: Record<string, unknown>): void;
}

/**
 * Readiness of a PostgreSQL server on a connection of its own, never one of the request pool: a
 * pool whose every connection waits on a lock one table holds (or serves long requests) says
 * nothing about whether the database answers, and a load balancer that read it so would take
 * every instance out at once. One client, opened on the first check (connect timeout: the
 * check's), `select 1` under the check's statement_timeout; a connection that was lost, failed
 * or did not answer in time is dropped and the next check opens a new one. A check that meets a
 * connection the server ended meanwhile (a restart, an idle timeout) tries once more on a new one
 * within the same time.
 */
export function readinessConnection(url: string, logger?: ReadinessLogger): { check: ReadinessCheck; close(): Promise<void> } {
  let current: Promise<pg.Client> | null = null;
  let closed = false;

  const drop = (client: Promise<pg.Client>) => {
    if (current === client) current = null;
    void client.then((c) => c.end()).catch(() => undefined);
  };
  const connect = (timeoutMs: number): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
      keepAlive: true,
      application_name: READINESS_APPLICATION_NAME,
    });
    const connected = client.connect().then(() => client);
    // an idle connection the server ends emits 'error' (the process's end without a listener)
    client.on('error', (error) => {
      logger?.warn('readiness connection lost', { error: error.message, code: (error as { code?: unknown }).code });
      drop(connected);
    });
    return connected;
  };
  const ping = async (timeoutMs: number): Promise<true> => {
    for (let attempt = 0; ; attempt++) {
      const using = (current ??= connect(timeoutMs));
      try {
        await (await using).query('select 1');
        return true;
      } catch (error) {
        drop(using);
        if (attempt > 0 || !isConnectionError(error)) throw error;
      }
    }
  };

  return {
    async check(timeoutMs) {
      if (closed) return 'closed';
      const answer = await withinTime(ping(timeoutMs), timeoutMs);
      // a connection that did not answer in time is not kept: the next check opens a new one
      if (answer !== true && current) drop(current);
      return answer;
    },
    async close() {
      closed = true;
      const client = current;
      current = null;
      await client?.then((c) => c.end()).catch(() => undefined);
    },
  };
}

/** Readiness through `db` itself: the embedded database, whose one connection is all there is. */
export function queryReadiness(db: Kysely<DB>): ReadinessCheck {
  return (timeoutMs) => withinTime(sql`select 1`.execute(db).then(() => true as const), timeoutMs);
}

/** true when `work` succeeds within `timeoutMs`, else why not (its error, or the time it took). */
async function withinTime(work: Promise<true>, timeoutMs: number): Promise<true | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([work.catch((error: unknown) => (error instanceof Error ? error.message : String(error))), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
