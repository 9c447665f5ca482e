import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client';
import { migrateToLatest } from '../migrator';

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

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = adminDatabaseUrl();
  const name = `eqa_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 30 });
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // pg's pool.end() resolves before its sockets are gone: wait until the server sees no session
        // of this database, so the forced drop never terminates a connection that is still closing.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
