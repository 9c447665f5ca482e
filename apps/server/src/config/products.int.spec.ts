import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, expect409InUse, expect422, insertCatalog, ok, startConfigKit, type ConfigKit } from './config-test-kit';

interface Group {
  id: number;
  name: Record<string, string>;
  ordinal: number;
  deletable: boolean;
  productCount: number;
}
interface Product {
  id: number;
  year: number;
  type: string;
  shortName: string;
  ordinal: number;
  name: Record<string, string>;
  localeId: string | null;
  minRounds: number | null;
  countries: string[];
  productGroup: { id: number };
  rounds: Array<{ id: number; customDeadline: string | null }>;
  surveys: Array<{ id: number; scheme: { shortName: string } }>;
  variants: Array<{ id: number; ordinal: number; name: Record<string, string> }>;
  options: Array<{ id: number; ordinal: number }>;
  prices: Array<{ currencyId: string; paper: boolean; variantId: number | null; value: number; discountValue: number; extraEvaluationValue: number; type: string; minRounds: number | null }>;
  schemes: Array<{ shortName: string }>;
  copiedFromProductId: number | null;
  deletable: boolean;
}
interface CopyStatus {
  year: number;
  state: string;
  productCount: number;
  jobRun: { status: string; result: Record<string, unknown> | null } | null;
}

let kit: ConfigKit;
let base: string;
let chemistry: Group;
let certificates: Group;
let glu2017: { schemeVersionId: number; roundId: number; surveyId: number };
let glu2018Survey: number;
let round2017b: number;

beforeAll(async () => {
  kit = await startConfigKit({ demoDate: TEST_NOW });
  base = `/orgs/${kit.fx.org.id}/products`;
  const db = kit.server.db;
  const catalog = await insertCatalog(kit, { shortName: 'GLU', year: 2017, ordinal: 1 });
  const survey = await db.insertInto('surveys').values({ orgId: kit.fx.org.id, schemeVersionId: catalog.schemeVersionId, roundId: catalog.roundId }).returning('id').executeTakeFirstOrThrow();
  glu2017 = { ...catalog, surveyId: survey.id };
  round2017b = (await db.insertInto('rounds').values({ orgId: kit.fx.org.id, name: '2017/2', year: 2017, ordinal: 2 }).returning('id').executeTakeFirstOrThrow()).id;
  const round2018 = await db.insertInto('rounds').values({ orgId: kit.fx.org.id, name: '2018/1', year: 2018, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
  glu2018Survey = (await db.insertInto('surveys').values({ orgId: kit.fx.org.id, schemeVersionId: catalog.schemeVersionId, roundId: round2018.id }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await kit?.server.close();
});

describe('product groups (spec 3 §7 Products)', () => {
  it('creates (a name in some locale), lists, edits (unique ordinals) and deletes groups', async () => {
    const missing = await kit.call<{ error: { message: string } }>('POST', `${base}/groups`, { name: {} });
    expect422(missing, 'name');
    expect(missing.body.error).toMatchObject({ type: 'requiredField', message: 'This field is required' });
    const blank = await kit.call<{ error: { message: string; type: string } }>('POST', `${base}/groups`, { name: { en: '', hu: ' ' } });
    expect422(blank, 'name');
    expect(blank.body.error.type).toBe('missingLocaleError');
    chemistry = ok(await kit.call<Group>('POST', `${base}/groups`, { name: { en: 'Chemistry', hu: 'Kémia' }, description: { en: 'Clinical chemistry' } }));
    expect(chemistry).toMatchObject({ ordinal: 1, deletable: true, productCount: 0 });
    certificates = ok(await kit.call<Group>('POST', `${base}/groups`, { name: { en: 'Certificates' }, ordinal: 5 }));
    expect422(await kit.call('POST', `${base}/groups`, { name: { en: 'Other' }, ordinal: 5 }), 'ordinal');
    const spare = ok(await kit.call<Group>('POST', `${base}/groups`, { name: { en: 'Spare' } }));
    expect(spare.ordinal).toBe(6);
    const updated = ok(await kit.call<Group>('PUT', `${base}/groups/${spare.id}`, { name: { en: 'Spare group' }, ordinal: 7 }));
    expect(updated).toMatchObject({ name: { en: 'Spare group' }, ordinal: 7 });
    expect422(await kit.call('PUT', `${base}/groups/${spare.id}`, { name: { en: 'Spare group' }, ordinal: 1 }), 'ordinal');
    const list = await kit.call<{ items: Group[]; total: number }>('GET', `${base}/groups`);
    expect(list.body.items.map((g) => g.id)).toEqual([chemistry.id, certificates.id, spare.id]);
    expect(list.headers.get('x-total-count')).toBe('3');
    ok(await kit.call('DELETE', `${base}/groups/${spare.id}`));
    expect((await kit.call('DELETE', `${base}/groups/${spare.id}`)).status).toBe(404);
  });
});

describe('products (spec 3 §5 product validity)', () => {
  const valid = () => ({
    type: 'survey',
    productGroupId: chemistry.id,
    shortName: 'GLU-P',
    name: { en: 'Glucose programme', hu: 'Glükóz program' },
    countries: ['HU'],
    minRounds: '2',
    surveys: [{ id: glu2017.surveyId }],
    prices: [
      { currencyId: 'HUF', value: '12 500', discountValue: 10000, extraEvaluationValue: 2000 },
      { currencyId: 'HUF', paper: true, value: 14000, vatRate: '5' },
    ],
  });
  let product: Product;

  it('saves a product with two prices and refuses a duplicate price (currency + paper + variant)', async () => {
    product = ok(await kit.call<Product>('POST', base, valid()));
    expect(product).toMatchObject({ year: 2017, type: 'survey', ordinal: 1, minRounds: 2, countries: ['HU'], surveys: [{ id: glu2017.surveyId }], schemes: [{ shortName: 'GLU' }] });
    expect(product.prices).toEqual([
      // a price's VAT rate defaults to the standard Hungarian 27 %
      expect.objectContaining({ type: 'survey', currencyId: 'HUF', paper: false, value: 12500, discountValue: 10000, extraEvaluationValue: 2000, vatRate: 27 }),
      expect.objectContaining({ currencyId: 'HUF', paper: true, value: 14000, discountValue: 0, vatRate: 5 }),
    ]);
    const duplicate = await kit.call<{ error: { message: string; type: string } }>('POST', base, {
      ...valid(),
      shortName: 'GLU-D',
      prices: [{ currencyId: 'HUF', value: 1 }, { currencyId: 'HUF', value: 2 }],
    });
    expect422(duplicate, 'prices.1');
    expect(duplicate.body.error.type).toBe('duplicatePrice');
  });

  it('refuses each broken rule with 422 and the field', async () => {
    const post = (changes: Record<string, unknown>) => kit.call('POST', base, { ...valid(), shortName: 'GLU-X', ...changes });
    expect422(await post({ name: { en: ' ' } }), 'name');
    expect422(await post({ type: undefined }), 'type');
    expect422(await post({ type: 'box' }), 'type');
    expect422(await post({ productGroupId: null }), 'productGroupId');
    expect422(await post({ productGroupId: 999999 }), 'productGroupId', 'config.refusals.unknownProductGroup');
    expect422(await post({ shortName: ' ' }), 'shortName');
    expect422(await post({ shortName: 'GLU-P' }), 'shortName', 'config.refusals.productNameTaken', { shortName: 'GLU-P', year: 2017 });
    expect422(await post({ countries: [] }), 'countries');
    expect422(await post({ countries: ['DE'] }), 'countries.0', 'config.refusals.countryNotOfOrg');
    expect422(await post({ prices: [] }), 'prices');
    // issue 30: amounts beyond the money column, and integers beyond int4
    for (const value of [123456789012345, 1e300, -1e300]) {
      expect422(await post({ prices: [{ currencyId: 'HUF', value }] }), 'prices.0.value', 'value.numberOutOfRange');
      expect422(await post({ prices: [{ currencyId: 'HUF', value: 1, discountValue: value }] }), 'prices.0.discountValue', 'value.numberOutOfRange');
    }
    expect422(await post({ minRounds: 123456789012345 }), 'minRounds', 'value.numberOutOfRange');
    expect422(await post({ prices: [{ currencyId: 'USD' }] }), 'prices.0.currencyId', 'config.refusals.currencyNotOfOrg');
    expect422(await post({ prices: [{ currencyId: 'HUF', value: -1 }] }), 'prices.0.value', 'config.refusals.negativePrice');
    expect422(await post({ prices: [{ currencyId: 'HUF', value: 'abc' }] }), 'prices.0.value');
    // forints have no decimals (docs/decisions/vat.md); a VAT rate is a percentage 0–100 with 2 decimals at most
    expect422(await post({ prices: [{ currencyId: 'HUF', value: '12 500,50' }] }), 'prices.0.value', 'billing.prices.priceDecimals', { currencyId: 'HUF' });
    expect422(await post({ prices: [{ currencyId: 'HUF', value: 100, extraEvaluationValue: 0.5 }] }), 'prices.0.extraEvaluationValue', 'billing.prices.priceDecimals', { currencyId: 'HUF' });
    expect422(await post({ prices: [{ currencyId: 'HUF', value: 100, vatRate: 101 }] }), 'prices.0.vatRate', 'billing.prices.invalidVatRate');
    expect422(await post({ prices: [{ currencyId: 'HUF', value: 100, vatRate: '27,005' }] }), 'prices.0.vatRate');
    expect422(await post({ prices: [{ currencyId: 'HUF', value: 100, vatRate: -1 }] }), 'prices.0.vatRate');
    expect422(await post({ surveys: [] }), 'surveys');
    expect422(await post({ surveys: [{ id: glu2018Survey }] }), 'surveys.0', 'config.refusals.surveyOfOtherYear', { year: 2018, productYear: 2017 });
    expect422(await post({ type: 'external_survey', surveys: [] }), 'rounds');
    expect422(await post({ type: 'certificate', surveys: [], rounds: [{ id: round2017b }] }), 'localeId');
    expect422(await post({ type: 'certificate', surveys: [], rounds: [{ id: round2017b }], localeId: 'hu', prices: [{ currencyId: 'HUF', paper: true }] }), 'prices.0.paper');
    expect422(await post({ variants: [{ name: { en: 'Serum' }, ordinal: 1 }], prices: [{ currencyId: 'HUF', variantId: null }] }), 'prices.0.variantId');
    expect422(await post({ prices: [{ currencyId: 'HUF', variantOrdinal: 1 }] }), 'prices.0.variantId');
    expect422(await post({ variants: [{ name: { en: 'A' }, ordinal: 1 }, { name: { en: 'B' }, ordinal: 1 }] }), 'variants.1.ordinal');
    expect422(await post({ options: [{ name: {}, ordinal: 1 }] }), 'options.0.name');
    expect422(await post({ ordinal: 1 }), 'ordinal');
    expect422(await post({ minRounds: 0 }), 'minRounds', 'config.refusals.atLeast', { min: 1 });
    expect422(await post({ minRounds: 'two' }), 'minRounds');
  });

  it('keeps a minimum number of rounds per price (spec 2 §5), at least 1; blank is the product\'s', async () => {
    const saved = ok(
      await kit.call<Product>('POST', base, {
        ...valid(),
        shortName: 'GLU-M',
        prices: [
          { currencyId: 'HUF', value: 12000, minRounds: '3' },
          { currencyId: 'HUF', paper: true, value: 13200, minRounds: null },
        ],
      }),
    );
    expect(saved.prices.map((price) => [price.paper, price.minRounds])).toEqual([
      [false, 3],
      [true, null],
    ]);
    const edited = ok(
      await kit.call<Product>('PUT', `${base}/${saved.id}`, {
        ...valid(),
        shortName: 'GLU-M',
        prices: [{ currencyId: 'HUF', value: 12000, minRounds: 1 }],
      }),
    );
    expect(edited.prices.map((price) => price.minRounds)).toEqual([1]);
    const post = (minRounds: unknown) => kit.call('POST', base, { ...valid(), shortName: 'GLU-MX', prices: [{ currencyId: 'HUF', value: 1, minRounds }] });
    expect422(await post(0), 'prices.0.minRounds', 'config.refusals.atLeast', { min: 1 });
    expect422(await post('abc'), 'prices.0.minRounds');
    expect422(await post(1.5), 'prices.0.minRounds');
    // the tests after this one count the products of 2017
    expect((await kit.call('DELETE', `${base}/${saved.id}`)).status).toBeLessThan(300);
  });

  it('fills an empty product from its first survey and gives a new price the defaults', async () => {
    const filled = ok(
      await kit.call<Product>('POST', base, {
        type: 'survey',
        productGroupId: chemistry.id,
        countries: ['HU', 'AT'],
        surveys: [{ id: glu2017.surveyId }],
        variants: [
          { name: { en: 'Serum' }, ordinal: 1 },
          { name: { en: 'Plasma' }, ordinal: 2 },
        ],
        options: [{ name: { en: 'Express delivery' }, ordinal: 1 }],
        prices: [{}, { variantOrdinal: 2, currencyId: 'HUF', value: 5 }],
      }),
    );
    expect(filled).toMatchObject({ shortName: 'GLU', name: { en: 'GLU version', hu: 'GLU változat' }, ordinal: 2 });
    // the first currency of the org's countries (AT: EUR, HU: HUF), no paper, the first variant, zero values
    expect(filled.prices[0]).toMatchObject({ currencyId: 'EUR', paper: false, variantId: filled.variants[0]!.id, value: 0, discountValue: 0, extraEvaluationValue: 0 });
    expect(filled.prices[1]).toMatchObject({ currencyId: 'HUF', variantId: filled.variants[1]!.id, value: 5 });

    // PUT keeps the type, the variant and option ids
    const typeChange = await kit.call('PUT', `${base}/${filled.id}`, {
      type: 'external_survey',
      productGroupId: chemistry.id,
      shortName: 'GLU',
      name: filled.name,
      countries: ['HU'],
      rounds: [{ id: round2017b }],
      prices: [{ currencyId: 'HUF' }],
    });
    expect422(typeChange, 'type');
    const updated = ok(
      await kit.call<Product>('PUT', `${base}/${filled.id}`, {
        type: 'survey',
        productGroupId: chemistry.id,
        shortName: 'GLU-2',
        name: { en: 'Glucose 2' },
        countries: ['HU'],
        surveys: [{ id: glu2017.surveyId }],
        variants: [{ id: filled.variants[1]!.id, name: { en: 'Plasma (EDTA)' }, ordinal: 1 }],
        options: [{ id: filled.options[0]!.id, name: { en: 'Express' }, ordinal: 1 }],
        prices: [{ currencyId: 'HUF', variantId: filled.variants[1]!.id, value: 7 }],
      }),
    );
    expect(updated.variants).toEqual([{ id: filled.variants[1]!.id, name: { en: 'Plasma (EDTA)' }, ordinal: 1 }]);
    expect(updated.options.map((o) => o.id)).toEqual([filled.options[0]!.id]);
    expect(updated.prices).toEqual([expect.objectContaining({ currencyId: 'HUF', variantId: filled.variants[1]!.id, value: 7 })]);
    expect422(
      await kit.call('PUT', `${base}/${filled.id}`, { ...valid(), shortName: 'GLU-2', variants: [{ id: 999999, name: { en: 'x' }, ordinal: 1 }] }),
      'variants.0.id',
      'config.refusals.unknownProductVariant',
    );
  });

  it('saves an external survey and a certificate (rounds with custom deadline; locale)', async () => {
    const external = ok(
      await kit.call<Product>('POST', base, {
        type: 'external_survey',
        productGroupId: chemistry.id,
        shortName: 'EXT',
        name: { en: 'External' },
        countries: ['AT'],
        rounds: [{ id: round2017b, customDeadline: '2017-05-01T00:00:00.000Z' }],
        prices: [{ currencyId: 'EUR', value: 100, paper: true }],
      }),
    );
    expect(external.rounds).toEqual([expect.objectContaining({ id: round2017b, customDeadline: '2017-05-01T00:00:00.000Z' })]);
    const certificate = ok(
      await kit.call<Product>('POST', base, {
        type: 'certificate',
        productGroupId: certificates.id,
        shortName: 'CERT',
        name: { en: 'Certificate' },
        localeId: 'hu',
        countries: ['HU'],
        minRounds: 3,
        extraEvaluationAvailable: true,
        rounds: [{ id: round2017b }],
        prices: [{ currencyId: 'HUF', value: 3000, discountValue: 5, extraEvaluationValue: 9 }],
      }),
    );
    expect(certificate).toMatchObject({ localeId: 'hu', minRounds: null, prices: [{ type: 'certificate', discountValue: 0, extraEvaluationValue: 0 }] });
    const list = await kit.call<{ items: Product[]; total: number }>('GET', `${base}?year=2017&limit=50`);
    expect(list.body.items.map((p) => p.shortName)).toEqual(['GLU-P', 'GLU-2', 'EXT', 'CERT']);
    expect(list.headers.get('x-total-count')).toBe('4');
    expect(ok(await kit.call<{ total: number }>('GET', base)).total).toBe(4);
    expect(ok(await kit.call<{ total: number }>('GET', `${base}?year=2018`)).total).toBe(0);
  });

  it('deletes a product nothing orders; refuses (409) one with orders and a group with products', async () => {
    await kit.server.db
      .insertInto('orders')
      .values({ labId: kit.fx.labs.plain.id, orgId: kit.fx.org.id, year: 2017, productId: product.id, currencyId: 'HUF', comment: null, variantId: null, confirmedAmount: null, confirmedAt: null })
      .execute();
    const products = ok(await kit.call<{ items: Product[] }>('GET', `${base}?year=2017&limit=50`));
    expect(products.items.find((p) => p.id === product.id)?.deletable).toBe(false);
    expect409InUse(await kit.call('DELETE', `${base}/${product.id}`));
    expect409InUse(await kit.call('DELETE', `${base}/groups/${chemistry.id}`));
    const spare = ok(await kit.call<Product>('POST', base, { ...valid(), shortName: 'SPARE', ordinal: 50 }));
    ok(await kit.call('DELETE', `${base}/${spare.id}`));
    expect((await kit.call('DELETE', `${base}/${spare.id}`)).status).toBe(404);
  });
});

describe('annual summaries and the copy from last year (spec 3 §4)', () => {
  it('lists the years with counts (current highlighted, next year offered for copy)', async () => {
    const summaries = ok(await kit.call<{ items: Array<{ year: number; productCount: number; current: boolean; copyAvailable: boolean }> }>('GET', `${base}/annual_summaries`));
    expect(summaries.items).toEqual([
      { year: 2018, productCount: 0, current: false, copyAvailable: true },
      { year: 2017, productCount: 4, current: true, copyAvailable: false },
    ]);
  });

  it('copies 2017 into the empty 2018 as a job and reports its status', async () => {
    expect((await kit.call<{ error: { type: string } }>('GET', `${base}/copy?year=2017`)).body).toMatchObject({ error: { type: 'products_exist' } });
    expect((await kit.call('GET', `${base}/copy?year=2017`)).status).toBe(409);
    expect422(await kit.call('GET', `${base}/copy?year=2020`), 'year', 'config.refusals.noProductsToCopy', { year: 2019 });
    expect422(await kit.call('GET', `${base}/copy`), 'year');
    expect(ok(await kit.call<CopyStatus>('GET', `${base}/copy/check?year=2018`))).toEqual({ year: 2018, state: 'not_started', productCount: 0, jobRun: null });

    const started = ok(await kit.call<CopyStatus>('GET', `${base}/copy?year=2018`));
    expect(started).toMatchObject({ year: 2018, state: 'queued', jobRun: { status: 'queued' } });
    await kit.server.jobs.idle();
    const done = ok(await kit.call<CopyStatus>('GET', `${base}/copy/check?year=2018`));
    expect(done).toMatchObject({ state: 'succeeded', productCount: 4, jobRun: { status: 'succeeded' } });
    expect(done.jobRun?.result).toMatchObject({ year: 2018, orgs: [{ orgId: kit.fx.org.id, copied: 4, skippedRounds: 2, skippedSurveys: 0, skipped: false }] });

    const copied = ok(await kit.call<{ items: Product[] }>('GET', `${base}?year=2018&limit=50`)).items;
    expect(copied.map((p) => p.shortName)).toEqual(['GLU-P', 'GLU-2', 'EXT', 'CERT']);
    expect(copied.every((p) => p.year === 2018 && p.copiedFromProductId !== null)).toBe(true);
    // the survey of 2017/1 maps to the same scheme version's survey of 2018/1; 2017/2 has no 2018 counterpart
    expect(copied[0]!.surveys.map((s) => s.id)).toEqual([glu2018Survey]);
    expect(copied[2]!.rounds).toEqual([]);
    expect(copied[1]!.variants).toHaveLength(1);
    expect(copied[1]!.prices[0]!.variantId).toBe(copied[1]!.variants[0]!.id);

    expect((await kit.call('GET', `${base}/copy?year=2018`)).status).toBe(409);
    const summaries = ok(await kit.call<{ items: Array<{ year: number; productCount: number; copyAvailable: boolean }> }>('GET', `${base}/annual_summaries`));
    expect(summaries.items[0]).toEqual({ year: 2018, productCount: 4, current: false, copyAvailable: false });
  });
});
