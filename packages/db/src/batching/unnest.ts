import { sql, type RawBuilder } from 'kysely';

/**
 * A column of rows sent as one PostgreSQL array: its SQL name, its element type (a constant of the
 * code, never user input) and how a row gives its value. jsonb columns take any value (sent as
 * JSON text); `null`/`undefined` is SQL NULL.
 */
export interface UnnestColumn<Row> {
  name: string;
  type: 'int' | 'bigint' | 'text' | 'jsonb' | 'numeric' | 'boolean' | 'timestamptz' | 'double precision';
  value(row: Row): unknown;
}

/**
 * `select * from unnest($1::t1[], $2::t2[], …) as rows(c1, c2, …)`: many rows as one parameter per
 * column. Unlike a multi-row VALUES list, the statement text is the same whatever the number of
 * rows, so PostgreSQL plans (and a connection prepares) it once.
 */
export function unnestRows<Row>(columns: ReadonlyArray<UnnestColumn<Row>>, rows: readonly Row[]): RawBuilder<unknown> {
  const arrays = columns.map((column) => {
    const values = rows.map((row) => {
      const value = column.value(row);
      if (value === null || value === undefined) return null;
      return column.type === 'jsonb' ? JSON.stringify(value) : value;
    });
    return sql`${values}::${sql.raw(column.type)}[]`;
  });
  const names = columns.map((column) => sql.id(column.name));
  return sql`select * from unnest(${sql.join(arrays)}) as rows(${sql.join(names)})`;
}

/** The SQL column list of `columns`: `(c1, c2, …)` for `insert into t (…) select … from unnestRows(…)`. */
export function columnList<Row>(columns: ReadonlyArray<UnnestColumn<Row>>): RawBuilder<unknown> {
  return sql`(${sql.join(columns.map((column) => sql.id(column.name)))})`;
}
