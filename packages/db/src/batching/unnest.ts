import { sql, type RawBuilder } from 'kysely';

/**
 * A column of rows sent as one PostgreSQL array: its SQL name, its element type (a constant of the
 * code, never user input) and how a row gives its value. jsonb columns take any value (sent as one
 * JSON array of all rows' values); `null`/`undefined` and non-finite numbers are SQL NULL.
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
 * several times faster than letting the driver quote every element. A jsonb column is sent as the
 * JSON text of an array of its values (one JSON.stringify instead of quoting each value's JSON
 * into an array literal), which PostgreSQL turns into the jsonb[] (JSON null → SQL NULL).
 */
export function unnestRows<Row>(columns: ReadonlyArray<UnnestColumn<Row>>, rows: readonly Row[]): RawBuilder<unknown> {
  const parameters = new Array<string>(columns.length);
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as UnnestColumn<Row>;
    parameters[i] = column.type === 'jsonb' ? jsonArray(rows, column) : arrayLiteral(rows, column);
  }
  // the text depends on the columns only: its fragments are made once per column list
  return sql<unknown>(unnestTemplate(columns), ...parameters);
}

/** The fragments of unnestRows' statement around its parameters (one per column), by column list. */
const unnestTemplates = new WeakMap<ReadonlyArray<UnnestColumn<never>>, TemplateStringsArray>();

function unnestTemplate<Row>(columns: ReadonlyArray<UnnestColumn<Row>>): TemplateStringsArray {
  const known = unnestTemplates.get(columns);
  if (known) return known;
  const names = columns.map((column) => `"${checked(column.name)}"`).join(', ');
  const fragments = ['select * from unnest('];
  columns.forEach((column, index) => {
    const separator = index === 0 ? '' : ', ';
    const last = fragments.length - 1;
    if (column.type === 'jsonb') {
      fragments[last] += `${separator}array(select nullif(j.value, 'null'::jsonb) from jsonb_array_elements(cast(`;
      fragments.push(` as jsonb)) with ordinality as j(value, i) order by j.i)`);
    } else {
      fragments[last] += `${separator}cast(`;
      fragments.push(` as ${column.type}[])`);
    }
  });
  fragments[fragments.length - 1] += `) as rows(${names})`;
  // what a tagged template hands `sql` (it reads the fragments only)
  const template = Object.freeze(Object.assign(fragments, { raw: [...fragments] })) as unknown as TemplateStringsArray;
  unnestTemplates.set(columns, template);
  return template;
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
  if (!value.includes('"') && !value.includes('\\')) return `"${value}"`;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return quoteElement(value.toISOString());
  return quoteElement(String(value));
}

/** The PostgreSQL array literal of one column of the rows: '{1,NULL,2.5}'. */
function arrayLiteral<Row>(rows: readonly Row[], column: UnnestColumn<Row>): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) parts[i] = element(column.value(rows[i] as Row));
  return `{${parts.join(',')}}`;
}

/** The JSON text of one jsonb column of the rows: '[{…},null,…]' (undefined as null). */
function jsonArray<Row>(rows: readonly Row[], column: UnnestColumn<Row>): string {
  const values = new Array<unknown>(rows.length);
  for (let i = 0; i < rows.length; i++) values[i] = column.value(rows[i] as Row) ?? null;
  return JSON.stringify(values);
}
