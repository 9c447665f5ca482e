import { sql } from 'kysely';
import type { Executor } from '@eqa/db';

/** PostgreSQL element types the bulk insert casts its arrays to. */
export type BulkColumnType = 'int4' | 'int8' | 'numeric' | 'float8' | 'bool' | 'text' | 'timestamptz';

export interface BulkColumn<R> {
  /** The SQL (snake_case) column name. */
  column: string;
  type: BulkColumnType;
  value(row: R): number | string | boolean | null;
}

/** Rows per statement; each statement sends one array per column, so this bounds memory, not parameters. */
export const BULK_INSERT_CHUNK = 10_000;

const SQL_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Inserts many rows with `insert into t (…) select * from unnest($1::type[], $2::type[], …)`: one
 * parameter per column instead of one per value, so a chunk of 10 000 rows is a single short
 * statement (a VALUES list would need chunks of ~3 000 rows to stay under 65 535 parameters and
 * costs far more to parse). Non-finite numbers are written as NULL.
 */
export async function bulkInsert<R>(
  db: Executor,
  table: string,
  columns: ReadonlyArray<BulkColumn<R>>,
  rows: readonly R[],
  chunkSize = BULK_INSERT_CHUNK,
): Promise<void> {
  for (const name of [table, ...columns.map((c) => c.column)]) {
    if (!SQL_IDENTIFIER.test(name)) throw new TypeError(`bulkInsert: not a plain SQL identifier: ${name}`);
  }
  const columnList = sql.raw(columns.map((c) => c.column).join(', '));
  // The next chunk's literals are built while the database inserts the previous one (the query is
  // on the wire before the build starts), so client and server work overlap on separate cores.
  let pending: Promise<unknown> | null = null;
  try {
    for (let start = 0; start < rows.length; start += chunkSize) {
      const chunk = rows.slice(start, start + chunkSize);
      const arrays = columns.map((c) => sql`cast(${arrayLiteral(chunk, c)} as ${sql.raw(c.type)}[])`);
      if (pending) await pending;
      pending = sql`insert into ${sql.raw(table)} (${columnList}) select * from unnest(${sql.join(arrays)})`.execute(db);
    }
    if (pending) await pending;
  } catch (error) {
    // A failed build must not leave a statement running unobserved.
    await pending?.catch(() => undefined);
    throw error;
  }
}

/** Quotes a text element of an array literal (backslashes and double quotes escaped). */
function quoteElement(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The PostgreSQL array literal of one column of a chunk: '{1,NULL,2.5}'. Built here with one join
 * (numbers and booleans need no quoting), which is several times faster than letting the driver
 * quote every element.
 */
function arrayLiteral<R>(rows: readonly R[], column: BulkColumn<R>): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const v = column.value(rows[i]!);
    if (v === null) parts[i] = 'NULL';
    else if (typeof v === 'number') parts[i] = Number.isFinite(v) ? String(v) : 'NULL';
    else if (typeof v === 'boolean') parts[i] = v ? 't' : 'f';
    else parts[i] = quoteElement(v);
  }
  return `{${parts.join(',')}}`;
}
