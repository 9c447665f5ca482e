import type { Kysely } from 'kysely';
import type { Localized } from '@eqa/core';
import type { DB, ProductType } from '@eqa/db';
import type { ApiFixture } from '../../testing/fixtures';
import { insertAcceptedContract } from '../../testing/survey-fixtures';

/**
 * The ordering data of the orders tests (on top of createApiFixture), as of TEST_NOW (2030-06-15):
 * rounds of 2029–2031 with surveys (their starts are the round starts), two schemes, and the
 * catalogues of 2029, 2030 and 2031 of the org.
 *
 * 2030 rounds: r1 started 2030-03-01 (closed for everyone), r2 starts 2030-09-01 with the round
 * deadline 2030-06-01 (closed for lab users, open for org users), r3 starts 2030-11-01 with the
 * deadline 2030-10-01 (open for everyone).
 *
 * 2030 products: chem (survey, scheme A, r1–r3, minRounds 2, extra evaluations, HUF 1000 / discount
 * 900 / extra 300, no paper row: 10 % surcharge), chemPlus (survey, scheme A too: excludes chem),
 * haem (survey, scheme B, r2–r3, variants v1 v2, HUF rows per variant, a paper row for v1),
 * cert (certificate, HU only, r2 with a product deadline 2030-08-01 and r3, two options, HUF 500),
 * external (external_survey, r2–r3, EUR prices only), hidden (hidden), german (offered in DE only).
 *
 * 2031 products (copied from 2030's: copiedFromProductId): chem (r1–r2 of 2031, HUF 1100 /
 * discount 1000), cert (2031 r1–r2), external (EUR only). haem has no 2031 product.
 */
export interface OrdersFixture {
  year: number;
  rounds: Record<2029 | 2030 | 2031, number[]>;
  products: {
    chem: number;
    chemPlus: number;
    haem: number;
    cert: number;
    external: number;
    hidden: number;
    german: number;
    chem2029: number;
    chem2031: number;
    cert2031: number;
    external2031: number;
  };
  variants: { v1: number; v2: number };
  options: { o1: number; o2: number };
  schemes: { a: number; b: number };
}

let counter = 0;

const at = (iso: string) => new Date(iso);

export async function createOrdersFixture(db: Kysely<DB>, f: ApiFixture): Promise<OrdersFixture> {
  counter += 1;
  const p = `o${process.pid % 10000}_${counter}`;
  const orgId = f.org.id;

  const scheme = async (shortName: string) => {
    const row = await db.insertInto('schemes').values({ orgId, shortName: `${shortName}${p}`, name: { en: `Scheme ${shortName}` } }).returning('id').executeTakeFirstOrThrow();
    const version = await db.insertInto('schemeVersions').values({ schemeId: row.id, name: { en: 'v1' } }).returning('id').executeTakeFirstOrThrow();
    return { id: row.id, versionId: version.id };
  };
  const a = await scheme('A');
  const b = await scheme('B');

  const roundDates: Record<2029 | 2030 | 2031, Array<{ startsAt: string; deadline: string }>> = {
    2029: [
      { startsAt: '2029-03-01T08:00:00Z', deadline: '2029-02-01T22:59:59Z' },
      { startsAt: '2029-09-01T08:00:00Z', deadline: '2029-08-01T21:59:59Z' },
    ],
    2030: [
      { startsAt: '2030-03-01T08:00:00Z', deadline: '2030-02-01T22:59:59Z' },
      { startsAt: '2030-09-01T08:00:00Z', deadline: '2030-06-01T21:59:59Z' },
      { startsAt: '2030-11-01T08:00:00Z', deadline: '2030-10-01T21:59:59Z' },
    ],
    2031: [
      { startsAt: '2031-03-01T08:00:00Z', deadline: '2031-02-01T22:59:59Z' },
      { startsAt: '2031-09-01T08:00:00Z', deadline: '2031-08-01T21:59:59Z' },
    ],
  };
  const rounds = { 2029: [] as number[], 2030: [] as number[], 2031: [] as number[] };
  /** surveys[year][scheme][round index] */
  const surveys = new Map<string, number>();
  for (const year of [2029, 2030, 2031] as const) {
    for (const [index, dates] of roundDates[year].entries()) {
      const round = await db
        .insertInto('rounds')
        .values({ orgId, name: `${year}/${index + 1}`, year, ordinal: index + 1, deadline: at(dates.deadline) })
        .returning('id')
        .executeTakeFirstOrThrow();
      rounds[year].push(round.id);
      for (const [key, s] of [['a', a], ['b', b]] as const) {
        const survey = await db
          .insertInto('surveys')
          .values({ orgId, schemeVersionId: s.versionId, roundId: round.id, startsAt: at(dates.startsAt), endsAt: new Date(at(dates.startsAt).getTime() + 30 * 86_400_000), deadline: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        surveys.set(`${year}:${key}:${index}`, survey.id);
      }
    }
  }

  const group = async (name: string, ordinal: number) =>
    (await db.insertInto('productGroups').values({ orgId, name: { en: name, hu: name }, description: null, ordinal }).returning('id').executeTakeFirstOrThrow()).id;
  const chemistry = await group('Chemistry', 1);
  const other = await group('Other', 2);

  let ordinal = 0;
  const product = async (input: {
    year: number;
    type: ProductType;
    shortName: string;
    groupId: number;
    minRounds?: number | null;
    extra?: boolean;
    hidden?: boolean;
    copiedFrom?: number | null;
    countries?: string[];
    surveys?: string[];
    rounds?: Array<{ id: number; customDeadline?: string }>;
    prices: Array<{ currencyId: string; value: number; discountValue?: number; extraEvaluationValue?: number; paper?: boolean; variant?: number }>;
    variants?: string[];
    options?: string[];
  }) => {
    ordinal += 1;
    const name: Localized = { en: `${input.shortName} product`, hu: `${input.shortName} termék` };
    const row = await db
      .insertInto('products')
      .values({
        orgId,
        productGroupId: input.groupId,
        type: input.type,
        shortName: `${input.shortName}${p}`,
        ordinal,
        localeId: null,
        name,
        description: { en: `About ${input.shortName}` },
        minRounds: input.minRounds ?? null,
        extraEvaluationAvailable: input.extra ?? false,
        hidden: input.hidden ?? false,
        year: input.year,
        copiedFromProductId: input.copiedFrom ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.countries) await db.insertInto('productCountries').values(input.countries.map((countryId) => ({ productId: row.id, countryId }))).execute();
    if (input.surveys?.length) await db.insertInto('productSurveys').values(input.surveys.map((key) => ({ productId: row.id, surveyId: surveys.get(key) ?? 0 }))).execute();
    if (input.rounds?.length) {
      await db
        .insertInto('productRounds')
        .values(input.rounds.map((r) => ({ productId: row.id, roundId: r.id, customDeadline: r.customDeadline ? at(r.customDeadline) : null })))
        .execute();
    }
    const variantIds: number[] = [];
    for (const [index, variant] of (input.variants ?? []).entries()) {
      variantIds.push((await db.insertInto('productVariants').values({ productId: row.id, name: { en: variant }, ordinal: index + 1 }).returning('id').executeTakeFirstOrThrow()).id);
    }
    const optionIds: number[] = [];
    for (const [index, option] of (input.options ?? []).entries()) {
      optionIds.push((await db.insertInto('productOptions').values({ productId: row.id, name: { en: option }, ordinal: index + 1 }).returning('id').executeTakeFirstOrThrow()).id);
    }
    await db
      .insertInto('productPrices')
      .values(
        input.prices.map((price) => ({
          productId: row.id,
          type: input.type,
          currencyId: price.currencyId,
          paper: price.paper ?? false,
          variantId: price.variant === undefined ? null : (variantIds[price.variant] ?? null),
          value: price.value,
          discountValue: price.discountValue ?? 0,
          extraEvaluationValue: price.extraEvaluationValue ?? 0,
          minRounds: null,
        })),
      )
      .execute();
    return { id: row.id, variantIds, optionIds };
  };

  const chem2029 = await product({
    year: 2029,
    type: 'survey',
    shortName: 'CHEM29',
    groupId: chemistry,
    minRounds: 2,
    extra: true,
    surveys: ['2029:a:0', '2029:a:1'],
    prices: [{ currencyId: 'HUF', value: 900, discountValue: 800, extraEvaluationValue: 250 }],
  });
  const chem = await product({
    year: 2030,
    type: 'survey',
    shortName: 'CHEM',
    groupId: chemistry,
    minRounds: 2,
    extra: true,
    copiedFrom: chem2029.id,
    surveys: ['2030:a:0', '2030:a:1', '2030:a:2'],
    prices: [
      { currencyId: 'HUF', value: 1000, discountValue: 900, extraEvaluationValue: 300 },
      { currencyId: 'EUR', value: 10, discountValue: 9, extraEvaluationValue: 3 },
    ],
  });
  const chemPlus = await product({
    year: 2030,
    type: 'survey',
    shortName: 'CHEMPLUS',
    groupId: chemistry,
    surveys: ['2030:a:1', '2030:a:2'],
    prices: [{ currencyId: 'HUF', value: 1500 }],
  });
  const haem = await product({
    year: 2030,
    type: 'survey',
    shortName: 'HAEM',
    groupId: chemistry,
    surveys: ['2030:b:1', '2030:b:2'],
    variants: ['3-part', '5-part'],
    prices: [
      { currencyId: 'HUF', value: 2000, variant: 0 },
      { currencyId: 'HUF', value: 2100, variant: 0, paper: true },
      { currencyId: 'HUF', value: 2300, variant: 1 },
    ],
  });
  const cert = await product({
    year: 2030,
    type: 'certificate',
    shortName: 'CERT',
    groupId: other,
    countries: ['HU'],
    rounds: [{ id: rounds[2030][1]!, customDeadline: '2030-08-01T21:59:59Z' }, { id: rounds[2030][2]! }],
    options: ['Printed', 'Framed'],
    prices: [{ currencyId: 'HUF', value: 500 }],
  });
  const external = await product({
    year: 2030,
    type: 'external_survey',
    shortName: 'EXT',
    groupId: other,
    rounds: [{ id: rounds[2030][1]! }, { id: rounds[2030][2]! }],
    prices: [{ currencyId: 'EUR', value: 20 }],
  });
  const hidden = await product({ year: 2030, type: 'external_survey', shortName: 'HIDDEN', groupId: other, hidden: true, rounds: [{ id: rounds[2030][2]! }], prices: [{ currencyId: 'HUF', value: 1 }] });
  const german = await product({ year: 2030, type: 'external_survey', shortName: 'GERMAN', groupId: other, countries: ['DE'], rounds: [{ id: rounds[2030][2]! }], prices: [{ currencyId: 'HUF', value: 1 }] });
  const chem2031 = await product({
    year: 2031,
    type: 'survey',
    shortName: 'CHEM',
    groupId: chemistry,
    minRounds: 2,
    extra: true,
    copiedFrom: chem.id,
    surveys: ['2031:a:0', '2031:a:1'],
    prices: [{ currencyId: 'HUF', value: 1100, discountValue: 1000, extraEvaluationValue: 330 }],
  });
  const cert2031 = await product({
    year: 2031,
    type: 'certificate',
    shortName: 'CERT',
    groupId: other,
    copiedFrom: cert.id,
    rounds: [{ id: rounds[2031][0]! }, { id: rounds[2031][1]! }],
    prices: [{ currencyId: 'HUF', value: 550 }],
  });
  const external2031 = await product({
    year: 2031,
    type: 'external_survey',
    shortName: 'EXT',
    groupId: other,
    copiedFrom: external.id,
    rounds: [{ id: rounds[2031][0]! }, { id: rounds[2031][1]! }],
    prices: [{ currencyId: 'EUR', value: 22 }],
  });

  // contracts: the plain, core and satellite labs for 2029–2031; the small lab has none
  for (const labId of [f.labs.plain.id, f.labs.core.id, f.labs.satellite.id]) {
    for (const year of [2029, 2030, 2031]) await insertAcceptedContract(db, { labId, orgId, year, acceptedAt: new Date('2029-01-10T10:00:00Z') });
  }

  return {
    year: 2030,
    rounds,
    products: {
      chem: chem.id,
      chemPlus: chemPlus.id,
      haem: haem.id,
      cert: cert.id,
      external: external.id,
      hidden: hidden.id,
      german: german.id,
      chem2029: chem2029.id,
      chem2031: chem2031.id,
      cert2031: cert2031.id,
      external2031: external2031.id,
    },
    variants: { v1: haem.variantIds[0]!, v2: haem.variantIds[1]! },
    options: { o1: cert.optionIds[0]!, o2: cert.optionIds[1]! },
    schemes: { a: a.id, b: b.id },
  };
}

/** An order written straight into the tables (checked out when confirmedAt is given: confirmed values = the quantities). */
export async function insertOrder(
  db: Kysely<DB>,
  input: {
    labId: number;
    orgId: number;
    year: number;
    productId: number;
    amount: number;
    rounds: Array<{ roundId: number; quantity: number; extra?: number }>;
    variantId?: number | null;
    paper?: boolean;
    active?: boolean;
    currencyId?: string;
    confirmedAt?: Date | null;
  },
): Promise<number> {
  const confirmedAt = input.confirmedAt ?? null;
  const order = await db
    .insertInto('orders')
    .values({
      labId: input.labId,
      orgId: input.orgId,
      year: input.year,
      productId: input.productId,
      variantId: input.variantId ?? null,
      paper: input.paper ?? false,
      comment: null,
      active: input.active ?? true,
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
        sampleSetQuantity: r.quantity,
        extraEvaluationQuantity: r.extra ?? 0,
        variantId: input.variantId ?? null,
        paper: input.paper ?? false,
        active: input.active ?? true,
        dirty: confirmedAt === null,
        confirmedSampleSetQuantity: confirmedAt ? r.quantity : null,
        confirmedExtraEvaluationQuantity: confirmedAt ? (r.extra ?? 0) : null,
      })),
    )
    .execute();
  return order.id;
}
