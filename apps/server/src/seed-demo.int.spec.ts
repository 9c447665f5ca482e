import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_DATE } from '@eqa/core';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { silentLogger } from '@eqa/jobs';
import { seedDemo } from './seed-demo';

/** The demo data as `npm start` makes it: every document a visitor can open is a real PDF of the product's renderer. */
describe('seedDemo', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemo(t.db, new Date(DEFAULT_DEMO_DATE), silentLogger);
  }, 600_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('gives every invoice and every accepted contract its PDF, with the Hungarian accents intact', async () => {
    const invoicesWithout = await t.db
      .selectFrom('invoices as i')
      .select('i.id')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('invoiceDocuments as d').select('d.id').whereRef('d.invoiceId', '=', 'i.id'))))
      .execute();
    expect(invoicesWithout).toEqual([]);
    const contractsWithout = await t.db
      .selectFrom('contracts as c')
      .select('c.id')
      .where('c.acceptedAt', 'is not', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('contractDocuments as d').select('d.id').whereRef('d.contractId', '=', 'c.id'))))
      .execute();
    expect(contractsWithout).toEqual([]);

    // a Hungarian lab's proforma and contract, read back from the stored bytes
    const proforma = await t.db
      .selectFrom('invoiceDocuments as d')
      .innerJoin('invoices as i', 'i.id', 'd.invoiceId')
      .innerJoin('labs as l', 'l.id', 'i.labId')
      .innerJoin('files as f', 'f.id', 'd.fileId')
      .select(['f.content', 'l.name'])
      .where('l.countryId', '=', 'HU')
      .where('l.name', '~', '[őűáéíóöúü]')
      .where('d.type', '=', 'proforma')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await extractPdfText(proforma.content)).replace(/\s+/g, ' ')).toContain(proforma.name.split(',')[0]);
    const contract = await t.db
      .selectFrom('contractDocuments as d')
      .innerJoin('contracts as c', 'c.id', 'd.contractId')
      .innerJoin('files as f', 'f.id', 'd.fileId')
      .select(['f.content', 'c.laboratoryHeadFullName'])
      .where('c.laboratoryHeadFullName', '~', '[őűáéíóöúü]')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await extractPdfText(contract.content)).replace(/\s+/g, ' ')).toContain(contract.laboratoryHeadFullName);
  });

  it('publishes the legal and help documents as real PDFs in both languages', async () => {
    const documents = await t.db.selectFrom('orgDocuments as d').innerJoin('files as f', 'f.id', 'd.fileId').select(['d.kind', 'd.localeId', 'f.content']).execute();
    expect(documents).toHaveLength(18);
    const guide = documents.find((d) => d.kind === 'guide' && d.localeId === 'hu');
    expect(await extractPdfText(guide!.content)).toContain('Résztvevői útmutató');
  });
});
