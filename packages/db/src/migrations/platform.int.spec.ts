import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { json } from '../tables/columns';

describe('platform tables', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('stores and reads a lab and a user through the camelCase schema', async () => {
    const { db } = t;
    await db.insertInto('locales').values([
      { id: 'en', ordinal: 0, languageTag: 'en-GB', name: 'English', flag: 'gb', phrases: null },
      { id: 'hu', ordinal: 1, languageTag: 'hu-HU', name: 'Magyar', flag: 'hu', phrases: { title: 'Körvizsgálat' } },
    ]).execute();
    await db.insertInto('currencies').values({ id: 'HUF', name: { en: 'Forint', hu: 'Forint' }, symbol: 'Ft', decimals: 0 }).execute();
    await db.insertInto('countries').values({ id: 'HU', name: { en: 'Hungary', hu: 'Magyarország' }, currencyId: 'HUF', euMember: true }).execute();
    const org = await db
      .insertInto('orgs')
      .values({ name: 'Demo Org', shortName: 'demo', validationPasswordHash: null })
      .returning(['id', 'orderingDisabled', 'createdAt'])
      .executeTakeFirstOrThrow();
    expect(org.orderingDisabled).toBe(false);
    expect(org.createdAt).toBeInstanceOf(Date);
    // the org's settings (20261202040000_org_settings): every field may be empty, the accreditations a jsonb list
    const accreditation = { body: 'NAH', number: 'NAH-9-0001/2024', scope: 'ISO/IEC 17043:2023', validUntil: null };
    const settings = await db
      .insertInto('orgSettings')
      .values({ orgId: org.id, website: 'https://example.org', phone: '+36 1 000 0000', accreditations: json([accreditation]) })
      .returning(['legalName', 'address', 'iban', 'website', 'accreditations', 'paymentTermDays'])
      .executeTakeFirstOrThrow();
    expect(settings).toEqual({ legalName: null, address: null, iban: null, website: 'https://example.org', accreditations: [accreditation], paymentTermDays: 15 });

    const lab = await db
      .insertInto('labs')
      .values({ shortName: '1042', name: 'Central Lab', city: 'Budapest', address: 'Fő utca 1.', zipCode: '1011', countryId: 'HU', satelliteConnection: 'parent_lab', parentLabId: null, validationPasswordHash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('orgLabs').values({ orgId: org.id, labId: lab.id }).execute();
    const user = await db
      .insertInto('users')
      .values({ username: 'Lab', fullName: 'Lab Admin', email: 'lab@example.org', passwordHash: 'x', roleId: 'lab_admin', orgId: org.id, labId: lab.id, localeId: 'hu' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const row = await db
      .selectFrom('users')
      .innerJoin('labs', 'labs.id', 'users.labId')
      .innerJoin('orgLabs', (j) => j.onRef('orgLabs.labId', '=', 'labs.id').onRef('orgLabs.orgId', '=', 'users.orgId'))
      .select(['users.id', 'users.fullName', 'users.seenLatestResultsFilter', 'labs.shortName', 'labs.accessBlocked', 'orgLabs.proformaInvoiceDisabled'])
      .where('users.id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: user.id, fullName: 'Lab Admin', seenLatestResultsFilter: false, shortName: '1042', accessBlocked: false, proformaInvoiceDisabled: false });

    // usernames are unique case-insensitively
    await expect(
      db.insertInto('users').values({ username: 'LAB', fullName: null, email: null, passwordHash: 'x', roleId: 'lab_admin', orgId: org.id, labId: lab.id, localeId: null }).execute(),
    ).rejects.toThrow(/users_username_lower_key/);
    // a lab admin needs a lab
    await expect(
      db.insertInto('users').values({ username: 'nolab', fullName: null, email: null, passwordHash: 'x', roleId: 'lab_admin', orgId: org.id, labId: null, localeId: null }).execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('round-trips text[] and jsonb arrays, dates and enums', async () => {
    const { db } = t;
    const mail = await db
      .insertInto('emailOutbox')
      .values({ kind: 'support', toAddresses: ['a@example.org', 'b@example.org'], subject: 'Hi', textBody: 'Body', htmlBody: null, lastError: null, sentAt: null })
      .returning(['id', 'toAddresses', 'replyTo', 'status', 'attempts'])
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ toAddresses: ['a@example.org', 'b@example.org'], replyTo: [], status: 'pending', attempts: 0 });

    const job = await db
      .insertInto('jobRuns')
      .values({ kind: 'products-copy', key: 'products-copy:org1:2018', status: 'queued', payload: { orgId: 1, year: 2018 }, result: null, error: null, createdBy: null, startedAt: null, finishedAt: null })
      .returning(['id', 'progress', 'payload'])
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ progress: 0, payload: { orgId: 1, year: 2018 } });
    await expect(db.updateTable('jobRuns').set({ status: 'bogus' as 'failed' }).where('id', '=', job.id).execute()).rejects.toThrow(/check constraint/);

    const { rows } = await (await import('kysely')).sql<{ v: string[]; d: string }>`select ${json(['x', 'y'])} as v, date '2017-06-15' as d`.execute(db);
    expect(rows[0]).toEqual({ v: ['x', 'y'], d: '2017-06-15' });
  });
});
