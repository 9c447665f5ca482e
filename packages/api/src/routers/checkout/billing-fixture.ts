import type { Kysely } from 'kysely';
import { DEFAULT_DEMO_DATE } from '@eqa/core';
import type { DB } from '@eqa/db';
import { createApiFixture, insertSurvey, type ApiFixture } from '../../testing/fixtures';
import { insertAcceptedContract } from '../../testing/survey-fixtures';

/**
 * Test data of the checkout and invoice tests: the API fixture (org with labs and users, validation
 * password 4321 everywhere), the demo date as "now" (2017-06-15), a survey product of 2017 with two
 * rounds (an in-progress survey and a later one), a certificate product, accepted 2017 contracts for
 * the plain, core and small labs (the satellite has none), the plain lab's with invoice data.
 */
export const BILLING_NOW = new Date(DEFAULT_DEMO_DATE);
export const YEAR = 2017;
const DAY_MS = 86_400_000;

export interface BillingFixture {
  f: ApiFixture;
  year: number;
  survey: { productId: number; rounds: Array<{ roundId: number; surveyId: number }> };
  certificate: { productId: number; roundId: number };
}

export async function createBillingFixture(db: Kysely<DB>): Promise<BillingFixture> {
  const f = await createApiFixture(db);
  const acceptedAt = new Date(Date.UTC(YEAR - 1, 10, 1));
  for (const lab of [f.labs.core, f.labs.small]) await insertAcceptedContract(db, { labId: lab.id, orgId: f.org.id, year: YEAR, acceptedAt });
  await db
    .insertInto('contracts')
    .values({
      labId: f.labs.plain.id,
      orgId: f.org.id,
      year: YEAR,
      name: 'St. Stephen Hospital',
      laboratoryHeadFullName: 'Dr. Head',
      address: { city: 'Budapest', address: '1 Hospital Street', zipCode: '1111', countryId: 'HU' },
      contact: { phone: '+36 1 000 0000', emails: ['lab@example.org'] },
      contactName: null,
      contactResponsibleFullName: null,
      contactAddress: null,
      furtherContact: null,
      deliveryName: null,
      deliveryResponsibleFullName: null,
      deliveryAddress: null,
      deliveryContact: null,
      invoiceName: 'St. Stephen Hospital Finance',
      invoiceAddress: { city: 'Budapest', address: '2 Finance Street', zipCode: '1112', countryId: 'HU' },
      invoiceContact: null,
      bankAccountNumber: null,
      vatNumber: '12345678-2-42',
      groupIdentificationNumber: null,
      currencyId: 'HUF',
      acceptedAt,
      createdBy: null,
    })
    .execute();

  const group = await db.insertInto('productGroups').values({ orgId: f.org.id, name: { en: 'Chemistry', hu: 'Kémia' }, description: null }).returning('id').executeTakeFirstOrThrow();
  const at = (days: number) => new Date(BILLING_NOW.getTime() + days * DAY_MS);
  const running = await insertSurvey(db, { orgId: f.org.id, labIds: [], startsAt: at(-5), endsAt: at(20), year: YEAR });
  const later = await insertSurvey(db, { orgId: f.org.id, labIds: [], startsAt: at(60), endsAt: at(90), year: YEAR });
  const product = await db
    .insertInto('products')
    .values({ orgId: f.org.id, productGroupId: group.id, type: 'survey', shortName: `CHEM${f.org.id}`, name: { en: 'Clinical chemistry', hu: 'Klinikai kémia' }, description: null, minRounds: null, localeId: null, year: YEAR, copiedFromProductId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('productRounds').values([running, later].map((s) => ({ productId: product.id, roundId: s.roundId, customDeadline: null }))).execute();
  await db.insertInto('productSurveys').values([running, later].map((s) => ({ productId: product.id, surveyId: s.surveyId }))).execute();

  const certificateRound = await db.insertInto('rounds').values({ orgId: f.org.id, name: `${YEAR}/C${f.org.id}`, year: YEAR, ordinal: 90, deadline: null }).returning('id').executeTakeFirstOrThrow();
  const certificate = await db
    .insertInto('products')
    .values({ orgId: f.org.id, productGroupId: group.id, type: 'certificate', shortName: `CERT${f.org.id}`, name: { en: 'Certificate', hu: 'Tanúsítvány' }, description: null, minRounds: null, localeId: 'en', year: YEAR, copiedFromProductId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('productRounds').values({ productId: certificate.id, roundId: certificateRound.id, customDeadline: null }).execute();

  return {
    f,
    year: YEAR,
    survey: { productId: product.id, rounds: [running, later].map((s) => ({ roundId: s.roundId, surveyId: s.surveyId })) },
    certificate: { productId: certificate.id, roundId: certificateRound.id },
  };
}

/**
 * A lab's order as the order screen leaves it before checkout (new: dirty, never confirmed), or —
 * with `confirmed` — as checkout left it (clean, confirmed quantities and amount).
 */
export async function placeOrder(
  db: Kysely<DB>,
  input: {
    labId: number;
    orgId: number;
    productId: number;
    rounds: Array<{ roundId: number; sampleSets: number; extra?: number }>;
    amount: number;
    confirmed?: Date;
    year?: number;
    currencyId?: string;
  },
): Promise<number> {
  const confirmedAt = input.confirmed ?? null;
  const order = await db
    .insertInto('orders')
    .values({
      labId: input.labId,
      orgId: input.orgId,
      year: input.year ?? YEAR,
      productId: input.productId,
      variantId: null,
      paper: false,
      comment: null,
      active: true,
      dirty: confirmedAt === null,
      amount: input.amount,
      confirmedAmount: confirmedAt ? input.amount : null,
      currencyId: input.currencyId ?? 'HUF',
      confirmedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('roundOrders')
    .values(
      input.rounds.map((r) => ({
        orderId: order.id,
        roundId: r.roundId,
        sampleSetQuantity: r.sampleSets,
        extraEvaluationQuantity: r.extra ?? 0,
        variantId: null,
        paper: false,
        active: true,
        dirty: confirmedAt === null,
        confirmedSampleSetQuantity: confirmedAt ? r.sampleSets : null,
        confirmedExtraEvaluationQuantity: confirmedAt ? (r.extra ?? 0) : null,
      })),
    )
    .execute();
  return order.id;
}

/** Changes a round of an order the way the order screen would (dirty until checkout). */
export async function changeRound(db: Kysely<DB>, orderId: number, roundId: number, sampleSets: number, amount: number): Promise<void> {
  await db.updateTable('roundOrders').set({ sampleSetQuantity: sampleSets, extraEvaluationQuantity: 0, dirty: true }).where('orderId', '=', orderId).where('roundId', '=', roundId).execute();
  await db.updateTable('orders').set({ amount, dirty: true }).where('id', '=', orderId).execute();
}

/** A small valid PDF (what the invoices.document job renders is checked elsewhere). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
