import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { unnestRows, type UnnestColumn } from './unnest';

interface Row {
  id: number;
  name: string | null;
  at: Date | null;
  flag: boolean | undefined;
  amount: number;
  details: unknown;
}

const columns: ReadonlyArray<UnnestColumn<Row>> = [
  { name: 'id', type: 'int', value: (r) => r.id },
  { name: 'name', type: 'text', value: (r) => r.name },
  { name: 'at', type: 'timestamptz', value: (r) => r.at },
  { name: 'flag', type: 'boolean', value: (r) => r.flag },
  { name: 'amount', type: 'double precision', value: (r) => r.amount },
  { name: 'details', type: 'jsonb', value: (r) => r.details },
];

describe('unnestRows', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('sends any number of rows as one array per column, values and NULLs as they were', async () => {
    const rows: Row[] = [
      { id: 1, name: 'plain', at: new Date('2030-01-02T03:04:05.678Z'), flag: true, amount: 1.5, details: { a: [1, 'x'], quote: 'say "hi"', back: 'c:\\dir' } },
      { id: 2, name: 'say "hi" c:\\dir {a,b} NULL', at: null, flag: false, amount: Number.NaN, details: null },
      { id: 3, name: null, at: null, flag: undefined, amount: -0.25, details: 'a JSON string, with "quotes"' },
      { id: 4, name: 'árvíztűrő tükörfúrógép', at: null, flag: true, amount: 1e-7, details: [null, { nested: { deep: true } }] },
      { id: 5, name: '', at: null, flag: false, amount: 12345678.9, details: undefined },
    ];
    const result = await sql<{ id: number; name: string | null; at: Date | null; flag: boolean | null; amount: number | null; details: unknown }>`
      select * from (${unnestRows(columns, rows)}) r order by id`.execute(t.db);
    expect(result.rows).toEqual([
      { id: 1, name: 'plain', at: new Date('2030-01-02T03:04:05.678Z'), flag: true, amount: 1.5, details: { a: [1, 'x'], quote: 'say "hi"', back: 'c:\\dir' } },
      { id: 2, name: 'say "hi" c:\\dir {a,b} NULL', at: null, flag: false, amount: null, details: null },
      { id: 3, name: null, at: null, flag: null, amount: -0.25, details: 'a JSON string, with "quotes"' },
      { id: 4, name: 'árvíztűrő tükörfúrógép', at: null, flag: true, amount: 1e-7, details: [null, { nested: { deep: true } }] },
      { id: 5, name: '', at: null, flag: false, amount: 12345678.9, details: null },
    ]);
    const nothing = await sql`select * from (${unnestRows(columns, [])}) r`.execute(t.db);
    expect(nothing.rows).toEqual([]);
  });

  it('has one statement text per column list, whatever the rows (one prepared statement)', () => {
    const one = unnestRows(columns, [{ id: 1, name: 'a', at: null, flag: true, amount: 1, details: null }]).compile(t.db);
    const three = unnestRows(columns, [1, 2, 3].map((id) => ({ id, name: null, at: null, flag: false, amount: id, details: { id } }))).compile(t.db);
    expect(one.sql).toBe(
      'select * from unnest(cast($1 as int[]), cast($2 as text[]), cast($3 as timestamptz[]), cast($4 as boolean[]), cast($5 as double precision[]), ' +
        "array(select nullif(j.value, 'null'::jsonb) from jsonb_array_elements(cast($6 as jsonb)) with ordinality as j(value, i) order by j.i)) " +
        'as rows("id", "name", "at", "flag", "amount", "details")',
    );
    expect(three.sql).toBe(one.sql);
    expect(three.parameters).toEqual(['{1,2,3}', '{NULL,NULL,NULL}', '{NULL,NULL,NULL}', '{f,f,f}', '{1,2,3}', '[{"id":1},{"id":2},{"id":3}]']);
  });

  it('rejects a column name that is not a plain identifier', () => {
    expect(() => unnestRows([{ name: 'x; drop table y', type: 'int', value: () => 1 }], [])).toThrow(/identifier/);
  });
});
