import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_DATE } from '@eqa/core';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { createSeededTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { silentLogger } from '@eqa/jobs';
import { seedDemo } from './seed-demo';

/** The demo data as `npm start` makes it: every document a visitor can open is a real PDF of the product's renderer. */
describe('seedDemo', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    // a first instance that committed the seed and died before its evaluations and documents (a copy of
    // the seeded template: seedDemoData at the default demo date)…
    const seeded = await createSeededTestDatabase();
    t = seeded;
    expect(seeded.seed.seeded).toBe(true);
    const now = new Date(DEFAULT_DEMO_DATE);
    // …then two instances starting at once: they finish its work, once
    await Promise.all([seedDemo(t.db, now, silentLogger), seedDemo(t.db, now, silentLogger)]);
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
    const proformasWithout = await t.db
      .selectFrom('invoices as i')
      .select('i.id')
      .where('i.proforma', '=', true)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('invoiceDocuments as d').select('d.id').whereRef('d.invoiceId', '=', 'i.id').where('d.name', 'is', null))))
      .execute();
    expect(proformasWithout).toEqual([]);
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

  it('completes the evaluations and documents a dead first instance left, without doubles', async () => {
    const runs = await t.db.selectFrom('evaluationRuns').select(['surveyId', 'kind']).where('status', '=', 'succeeded').execute();
    expect(runs.length).toBeGreaterThan(0);
    expect(new Set(runs.map((r) => `${r.surveyId}:${r.kind}`)).size).toBe(runs.length);
    const perInvoice = await t.db.selectFrom('invoiceDocuments').select(['invoiceId', (eb) => eb.fn.countAll<number>().as('n')]).where('name', 'is', null).groupBy('invoiceId').execute();
    expect(perInvoice.every((r) => Number(r.n) === 1)).toBe(true);
    const perContract = await t.db.selectFrom('contractDocuments').select(['contractId', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('contractId').execute();
    expect(perContract.every((r) => Number(r.n) === 1)).toBe(true);
    const participation = await t.db.selectFrom('surveyDocuments').select(['surveyId', 'labId', (eb) => eb.fn.countAll<number>().as('n')]).where('labId', 'is not', null).groupBy(['surveyId', 'labId']).execute();
    expect(participation.length).toBeGreaterThan(100);
    expect(participation.every((r) => Number(r.n) === 1)).toBe(true);
  });

  it('publishes the legal and help documents as real PDFs in both languages', async () => {
    const documents = await t.db.selectFrom('orgDocuments as d').innerJoin('files as f', 'f.id', 'd.fileId').select(['d.kind', 'd.localeId', 'f.content']).execute();
    expect(documents).toHaveLength(18);
    const guide = documents.find((d) => d.kind === 'guide' && d.localeId === 'hu');
    expect(await extractPdfText(guide!.content)).toContain('Résztvevői útmutató');
  });
});
