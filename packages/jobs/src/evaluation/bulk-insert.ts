import { sql } from 'kysely';
import { columnList, unnestRows, type Executor, type UnnestColumn } from '@eqa/db';

/** Rows per statement; each statement sends one array per column, so this bounds memory, not parameters. */
export const BULK_INSERT_CHUNK = 10_000;

const SQL_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Inserts many rows as `insert into t (…) select * from unnest(…)` (@eqa/db unnestRows), in chunks
 * of 10,000 rows. The next chunk's arrays are built while the database inserts the previous one
 * (the query is on the wire before the build starts), so client and server work overlap on
 * separate cores.
 */
export async function bulkInsert<R>(
  db: Executor,
  table: string,
  columns: ReadonlyArray<UnnestColumn<R>>,
  rows: readonly R[],
  chunkSize = BULK_INSERT_CHUNK,
): Promise<void> {
  if (!SQL_IDENTIFIER.test(table)) throw new TypeError(`bulkInsert: not a plain SQL identifier: ${table}`);
  let pending: Promise<unknown> | null = null;
  try {
    for (let start = 0; start < rows.length; start += chunkSize) {
      const statement = sql`insert into ${sql.raw(table)} ${columnList(columns)} ${unnestRows(columns, rows.slice(start, start + chunkSize))}`;
      if (pending) await pending;
      pending = statement.execute(db);
    }
    if (pending) await pending;
  } catch (error) {
    // A failed build must not leave a statement running unobserved.
    await pending?.catch(() => undefined);
    throw error;
  }
}
