import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { reusableQuery } from './reusable-query';

describe('reusableQuery', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    const currency = (id: string, en: string) => ({ id, name: { en, hu: en }, symbol: id, decimals: 2 });
    await t.db.deleteFrom('currencies').execute();
    await t.db.insertInto('currencies').values([currency('EUR', 'Euro'), currency('HUF', 'Forint'), currency('USD', 'Dollar')]).execute();
  });
  afterAll(async () => {
    await t.drop();
  });

  const currencies = reusableQuery((db, ids: string[], limit: number) =>
    db.selectFrom('currencies').select(['id', 'symbol']).where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${ids}::text[]`))).orderBy('id').limit(limit),
  );

  it('answers each call with its own arguments, as the built query would, with the instance\'s plugins', async () => {
    expect(await currencies(t.db, ['HUF', 'EUR'], 10)).toEqual([
      { id: 'EUR', symbol: 'EUR' },
      { id: 'HUF', symbol: 'HUF' },
    ]);
    expect(await currencies(t.db, ['USD', 'EUR', 'XXX'], 1)).toEqual([{ id: 'EUR', symbol: 'EUR' }]);
    expect(await currencies(t.db, [], 5)).toEqual([]);
    // camel case comes from the plugin: a snake_case column reads as camelCase
    const withColumn = reusableQuery((db, ids: string[]) => db.selectFrom('currencies').select(sql<string>`id`.as('currency_id')).where('id', '=', sql<string>`any(${ids}::text[])`));
    expect(await withColumn(t.db, ['EUR'])).toEqual([{ currencyId: 'EUR' }]);
  });

  it('refuses a query that does not take each argument as exactly one parameter', async () => {
    const twice = reusableQuery((db, ids: string[]) => db.selectFrom('currencies').select('id').where('id', '=', sql<string>`any(${ids})`).where('symbol', '=', sql<string>`any(${ids})`));
    await expect(twice(t.db, ['EUR'])).rejects.toThrow(/exactly one parameter/);
  });
});
