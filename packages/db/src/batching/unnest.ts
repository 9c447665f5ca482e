import { sql, type RawBuilder } from 'kysely';

/**
 * A column of rows sent as one PostgreSQL array: its SQL name, its element type (a constant of the
 * code, never user input) and how a row gives its value. jsonb columns take any value (sent as
 * JSON text); `null`/`undefined` and non-finite numbers are SQL NULL.
 */
export interface UnnestColumn<Row> {
  name: string;
  type: 'int' | 'bigint' | 'text' | 'jsonb' | 'numeric' | 'boolean' | 'timestamptz' | 'double precision';
  value(row: Row): unknown;
}

const SQL_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * `select * from unnest($1::t1[], $2::t2[], …) as rows(c1, c2, …)`: many rows as one parameter per
 * column. Unlike a multi-row VALUES list, the statement text is the same whatever the number of
 * rows, so PostgreSQL plans (and a connection prepares) it once, and 10,000 rows stay far under the
 * 65,535 parameters. Each array is sent as its literal ('{1,NULL,"a"}'), built with one join:
 * several times faster than letting the driver quote every element.
 */
export function unnestRows<Row>(columns: ReadonlyArray<UnnestColumn<Row>>, rows: readonly Row[]): RawBuilder<unknown> {
  const arrays = columns.map((column) => sql`cast(${arrayLiteral(rows, column)} as ${sql.raw(column.type)}[])`);
  return sql`select * from unnest(${sql.join(arrays)}) as rows(${sql.join(columns.map((column) => sql.id(checked(column.name))))})`;
}

/** The SQL column list of `columns`: `(c1, c2, …)` for `insert into t (…) select … from unnestRows(…)`. */
export function columnList<Row>(columns: ReadonlyArray<UnnestColumn<Row>>): RawBuilder<unknown> {
  return sql`(${sql.join(columns.map((column) => sql.id(checked(column.name))))})`;
}

function checked(name: string): string {
  if (!SQL_IDENTIFIER.test(name)) throw new TypeError(`unnestRows: not a plain SQL identifier: ${name}`);
  return name;
}

/** Quotes a text element of an array literal (backslashes and double quotes escaped). */
function quoteElement(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function element(value: unknown, type: UnnestColumn<unknown>['type']): string {
  if (value === null || value === undefined) return 'NULL';
  if (type === 'jsonb') return quoteElement(JSON.stringify(value));
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return quoteElement(value.toISOString());
  return quoteElement(String(value));
}

/** The PostgreSQL array literal of one column of the rows: '{1,NULL,2.5}'. */
function arrayLiteral<Row>(rows: readonly Row[], column: UnnestColumn<Row>): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) parts[i] = element(column.value(rows[i] as Row), column.type);
  return `{${parts.join(',')}}`;
}
