import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { executeSnakeCase } from './snake-case-statement';
import { unnestRows } from './unnest';
import { withStatement } from './with-statement';

describe('executeSnakeCase', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  const columns = [
    { name: 'currency_id', type: 'text' as const, value: (r: { id: string }) => r.id },
    { name: 'decimal_places', type: 'int' as const, value: () => 2 },
  ];
  const statement = () =>
    withStatement(
      [{ name: 'given', statement: sql`select * from (${unnestRows(columns, [{ id: 'EUR' }, { id: 'HUF' }])}) r` }],
      sql`select ${sql.id('currency_id')}, decimal_places from given order by 1`,
    );

  it('sends what the instance with its camel-case plugin would compile, and camel-cases the rows', async () => {
    const seen: string[] = [];
    const observed = t.db.withPlugin({
      transformQuery: (args) => {
        seen.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    // snake_case identifiers: the camel-case plugin's walk changes nothing
    expect(statement().compile(t.db.withoutPlugins()).sql).toBe(statement().compile(t.db).sql);
    const rows = (await executeSnakeCase(observed, statement())).rows;
    expect(rows).toEqual([
      { currencyId: 'EUR', decimalPlaces: 2 },
      { currencyId: 'HUF', decimalPlaces: 2 },
    ]);
    // the instance's other plugins still see the statement
    expect(seen).toEqual(['RawNode']);
  });
});
