import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateToLatest } from './migrator';
import { MAX_PREPARED_STATEMENTS_PER_CONNECTION, statementName } from './prepared-statements';
import type { DB } from './schema';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

interface Prepared {
  name: string;
  statement: string;
  fromSql: boolean;
  executions: number;
}

/** The named statements of the connection that runs this query (one connection: poolSize 1). */
async function prepared(db: Kysely<DB>): Promise<Prepared[]> {
  const { rows } = await sql<Prepared>`
    select name, statement, from_sql, (generic_plans + custom_plans)::int as executions
    from pg_prepared_statements order by prepare_time, name`.execute(db);
  return rows;
}

/** The probe query of these tests, by id; its text is the same for every id. */
function labelOf(id: number) {
  return sql<{ label: string }>`select label from prepared_probe where id = ${id}`;
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

describe('named prepared statements on the PostgreSQL pool', () => {
  let t: TestDatabase;
  /** One connection, so every query of a test runs on the connection it inspects. */
  let single: DatabaseHandle;
  const probeText = 'select label from prepared_probe where id = $1';
  const probeName = statementName(probeText);

  beforeAll(async () => {
    t = await createTestDatabase();
    await sql`create table prepared_probe (id int primary key, label text not null)`.execute(t.db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two'), (3, 'three')`.execute(t.db);
    single = await openDatabase({ kind: 'postgres', url: t.url, poolSize: 1 });
  });
  afterAll(async () => {
    await single.close();
    await t.drop();
  });

  it('names a parameterised query after its text and reuses the statement on the connection', async () => {
    expect(labelOf(1).compile(single.db).sql).toBe(probeText);
    expect(probeName).toMatch(/^eqa_[A-Za-z0-9_-]{27}$/);
    const labels: string[] = [];
    for (const id of [1, 2, 3, 1, 2, 3, 1]) {
      const { rows } = await labelOf(id).execute(single.db);
      labels.push(rows[0]?.label ?? '');
    }
    expect(labels).toEqual(['one', 'two', 'three', 'one', 'two', 'three', 'one']);
    const statements = await prepared(single.db);
    // parsed once, executed seven times; the pg_prepared_statements query itself has no parameter
    expect(statements).toEqual([{ name: probeName, statement: probeText, fromSql: false, executions: 7 }]);
  });

  it('prepares Kysely builder queries (camel-case plugin and all) the same way', async () => {
    await single.db
      .insertInto('locales')
      .values({ id: 'en', ordinal: 0, languageTag: 'en-GB', name: 'English', flag: 'gb', phrases: null })
      .execute();
    const locale = (id: string) => single.db.selectFrom('locales').select(['id', 'languageTag']).where('id', '=', id);
    expect(await locale('en').executeTakeFirst()).toEqual({ id: 'en', languageTag: 'en-GB' });
    await locale('hu').execute();
    const text = locale('x').compile().sql;
    expect(text).toBe('select "id", "language_tag" from "locales" where "id" = $1');
    const statement = (await prepared(single.db)).find((s) => s.name === statementName(text));
    expect(statement).toMatchObject({ statement: text, executions: 2 });
  });

  it('leaves queries without parameters unnamed: begin/commit, DDL, multi-statement text', async () => {
    const before = await prepared(single.db);
    await sql`create temporary table probe_temp (n int)`.execute(single.db);
    await sql.raw('insert into probe_temp values (1); insert into probe_temp values (2)').execute(single.db);
    const committed = await single.db.transaction().execute(async (trx) => {
      await sql`insert into probe_temp values (3)`.execute(trx);
      return (await sql<{ n: number }>`select count(*)::int as n from probe_temp`.execute(trx)).rows[0]?.n;
    });
    expect(committed).toBe(3);
    await expect(
      single.db.transaction().execute(async (trx) => {
        await sql`insert into probe_temp values (4)`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from probe_temp`.execute(single.db);
    expect(rows[0]?.n).toBe(3);
    expect(await prepared(single.db)).toEqual(before);
    await sql`drop table probe_temp`.execute(single.db);
  });

  it('answers the error of a statement that cannot be prepared, and prepares its text once it can', async () => {
    const later = (id: number) => sql<{ label: string }>`select label from prepared_later where id = ${id}`;
    const laterName = statementName(later(1).compile(single.db).sql);
    for (let i = 0; i < 2; i++) {
      // the same error each time (not "prepared statement … does not exist"): the failed Parse was not remembered
      const failure: unknown = await later(1).execute(single.db).catch((e: unknown) => e);
      expect(errorCode(failure)).toBe('42P01');
    }
    expect((await prepared(single.db)).map((s) => s.name)).not.toContain(laterName);

    await sql`create table prepared_later (id int primary key, label text not null)`.execute(single.db);
    await sql`insert into prepared_later values (1, 'later')`.execute(single.db);
    expect((await later(1).execute(single.db)).rows).toEqual([{ label: 'later' }]);
    expect((await later(1).execute(single.db)).rows).toEqual([{ label: 'later' }]);
    expect((await prepared(single.db)).find((s) => s.name === laterName)).toMatchObject({ executions: 2 });

    const syntax: unknown = await sql`select label from prepared_later where id = ${1} and`.execute(single.db).catch((e: unknown) => e);
    expect(errorCode(syntax)).toBe('42601');
    expect((await later(1).execute(single.db)).rows).toEqual([{ label: 'later' }]);
  });

  it('keeps a prepared statement whose execution failed, and runs it again', async () => {
    const add = (id: number, label: string) => sql`insert into prepared_probe (id, label) values (${id}, ${label})`;
    const addName = statementName(add(0, '').compile(single.db).sql);
    await add(10, 'ten').execute(single.db);
    const duplicate: unknown = await add(10, 'again').execute(single.db).catch((e: unknown) => e);
    expect(errorCode(duplicate)).toBe('23505');
    const badValue: unknown = await sql`select label from prepared_probe where id = ${'not a number'}`
      .execute(single.db)
      .catch((e: unknown) => e);
    expect(errorCode(badValue)).toBe('22P02');
    await add(11, 'eleven').execute(single.db);
    expect((await labelOf(11).execute(single.db)).rows).toEqual([{ label: 'eleven' }]);
    const statements = await prepared(single.db);
    expect(statements.filter((s) => s.name === addName)).toHaveLength(1);
    // the probe text is still the one statement, now also run with a value its Bind refused
    expect(statements.find((s) => s.name === probeName)).toMatchObject({ executions: 8 });
  });

  it('keeps statements first prepared in a transaction that rolled back, and after an aborted one', async () => {
    const count = (min: number) => sql<{ n: number }>`select count(*)::int as n from prepared_probe where id >= ${min}`;
    const countName = statementName(count(0).compile(single.db).sql);
    await expect(
      single.db.transaction().execute(async (trx) => {
        expect((await count(0).execute(trx)).rows).toEqual([{ n: 5 }]);
        await sql`insert into prepared_probe values (${99}, ${'gone'})`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await count(0).execute(single.db)).rows).toEqual([{ n: 5 }]);
    await expect(
      single.db.transaction().execute(async (trx) => {
        await sql`select 1 / ${0}::int`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await count(3).execute(single.db)).rows).toEqual([{ n: 3 }]);
    expect((await prepared(single.db)).find((s) => s.name === countName)).toMatchObject({ executions: 3 });
  });

  it('shares one statement between concurrent queries of a new text on one connection', async () => {
    const max = (below: number) => sql<{ m: number }>`select max(id) as m from prepared_probe where id < ${below}`;
    const results = await single.db.transaction().execute((trx) =>
      Promise.all([2, 3, 4, 11, 12].map(async (below) => (await max(below).execute(trx)).rows[0]?.m)),
    );
    expect(results).toEqual([1, 2, 3, 10, 11]);
    const statement = (await prepared(single.db)).find((s) => s.name === statementName(max(0).compile(single.db).sql));
    expect(statement).toMatchObject({ executions: 5 });
  });

  it(`prepares at most ${MAX_PREPARED_STATEMENTS_PER_CONNECTION} statements per connection; further texts still run`, async () => {
    const fresh = await openDatabase({ kind: 'postgres', url: t.url, poolSize: 1 });
    try {
      const texts = MAX_PREPARED_STATEMENTS_PER_CONNECTION + 20;
      await fresh.db.transaction().execute(async (trx) => {
        for (let i = 0; i < texts; i++) {
          const { rows } = await sql<{ n: number }>`select ${sql.lit(i)}::int + ${1}::int as n`.execute(trx);
          expect(rows[0]?.n).toBe(i + 1);
        }
      });
      // the first texts keep their statements; the ones past the bound ran unnamed and still run
      await sql`select ${sql.lit(0)}::int + ${1}::int as n`.execute(fresh.db);
      await sql`select ${sql.lit(texts - 1)}::int + ${1}::int as n`.execute(fresh.db);
      const statements = await prepared(fresh.db);
      expect(statements).toHaveLength(MAX_PREPARED_STATEMENTS_PER_CONNECTION);
      expect(statements[0]).toMatchObject({ statement: 'select 0::int + $1::int as n', executions: 2 });
      expect(statements.map((s) => s.statement)).not.toContain(`select ${texts - 1}::int + $1::int as n`);
    } finally {
      await fresh.close();
    }
  });

  it('prepares nothing with preparedStatements: false', async () => {
    const plain = await openDatabase({ kind: 'postgres', url: t.url, poolSize: 1, preparedStatements: false });
    try {
      for (const id of [1, 2, 1]) await labelOf(id).execute(plain.db);
      await plain.db.selectFrom('locales').select('id').where('id', '=', 'en').execute();
      expect(await prepared(plain.db)).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('runs migrations without preparing their statements', async () => {
    const empty = await createTestDatabase({ migrate: false });
    const migrating = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 1 });
    try {
      expect((await migrateToLatest(migrating.db)).length).toBeGreaterThan(0);
      expect(await prepared(migrating.db)).toEqual([]);
      // and the app's queries afterwards are prepared as usual
      await migrating.db.selectFrom('locales').select('id').where('id', '=', 'en').execute();
      expect(await prepared(migrating.db)).toHaveLength(1);
    } finally {
      await migrating.close();
      await empty.drop();
    }
  });
});
