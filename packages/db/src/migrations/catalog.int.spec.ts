import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

describe('catalog tables', () => {
  let t: TestDatabase;
  let orgId: number;
  let labId: number;

  beforeAll(async () => {
    t = await createTestDatabase();
    const { db } = t;
    await db.insertInto('currencies').values([
      { id: 'HUF', name: { en: 'Forint' }, symbol: 'Ft', decimals: 0 },
      { id: 'EUR', name: { en: 'Euro' }, symbol: '€', decimals: 2 },
    ]).execute();
    await db.insertInto('countries').values({ id: 'HU', name: { en: 'Hungary' }, currencyId: 'HUF', euMember: true }).execute();
    orgId = (await db.insertInto('orgs').values({ name: 'Org', shortName: 'org', validationPasswordHash: null }).returning('id').executeTakeFirstOrThrow()).id;
    labId = (
      await db
        .insertInto('labs')
        .values({ shortName: '1001', name: 'Lab', city: 'Pécs', address: 'Ifjúság útja 13.', zipCode: '7624', countryId: 'HU', satelliteConnection: null, parentLabId: null, validationPasswordHash: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.drop();
  });

  it('links parameters, dimensions and units and keeps used rows from deletion', async () => {
    const { db } = t;
    const [mmol, mgdl] = await db.insertInto('units').values([{ name: { en: 'mmol/L' } }, { name: { en: 'mg/dL' } }]).returning('id').execute();
    const glucose = await db.insertInto('parameters').values({ name: { en: 'Glucose', hu: 'Glükóz' }, qualifier: null, groupId: null }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('dimensions').values([
      { id: 'result', name: { en: 'Result' }, valueType: 'numeric', mediaType: null, unitId: mmol!.id },
      { id: 'method', name: { en: 'Method' }, valueType: 'nominal', mediaType: null, unitId: null },
    ]).execute();
    await expect(db.insertInto('dimensions').values({ id: 'Bad Id', name: { en: 'x' }, valueType: 'text', mediaType: null, unitId: null }).execute()).rejects.toThrow(/check constraint/);
    const hexokinase = await db.insertInto('dimensionValues').values({ dimensionId: 'method', value: { en: 'Hexokinase' } }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('parameterDimensions').values([
      { parameterId: glucose.id, dimensionId: 'result', role: 'result', unitId: mmol!.id },
      { parameterId: glucose.id, dimensionId: 'method', role: 'context', unitId: null },
    ]).execute();
    await db.insertInto('parameterDimensionValues').values({ parameterId: glucose.id, dimensionId: 'method', valueId: hexokinase.id }).execute();

    // general and parameter-specific conversions of the same pair may coexist, duplicates may not
    await db.insertInto('unitConversions').values({ fromUnitId: mmol!.id, toUnitId: mgdl!.id, factor: 18.016, parameterId: glucose.id }).execute();
    await db.insertInto('unitConversions').values({ fromUnitId: mmol!.id, toUnitId: mgdl!.id, factor: 18, parameterId: null }).execute();
    await expect(db.insertInto('unitConversions').values({ fromUnitId: mmol!.id, toUnitId: mgdl!.id, factor: 17, parameterId: null }).execute()).rejects.toThrow(/duplicate key/);
    const conv = await db.selectFrom('unitConversions').select('factor').where('parameterId', '=', glucose.id).executeTakeFirstOrThrow();
    expect(conv.factor).toBe(18.016);

    // a unit in use by a parameter dimension, and a used nominal value, cannot be deleted
    await expect(db.deleteFrom('units').where('id', '=', mmol!.id).execute()).rejects.toThrow(/foreign key/);
    await expect(db.deleteFrom('dimensionValues').where('id', '=', hexokinase.id).execute()).rejects.toThrow(/foreign key/);
    // deleting the parameter cascades to its dimensions and allowed values
    await db.deleteFrom('parameters').where('id', '=', glucose.id).execute();
    expect(await db.selectFrom('parameterDimensionValues').selectAll().execute()).toEqual([]);
  });

  it('orders products per round with bounded quantities and unique prices', async () => {
    const { db } = t;
    const scheme = await db.insertInto('schemes').values({ orgId, shortName: 'KK', name: { en: 'Clinical chemistry' } }).returning('id').executeTakeFirstOrThrow();
    const sv = await db.insertInto('schemeVersions').values({ schemeId: scheme.id, name: { en: 'KK 2017' }, description: null, certificateExpiryMonths: null }).returning(['id', 'mandatoryContextIds', 'significantDiffWarningDays']).executeTakeFirstOrThrow();
    expect(sv).toMatchObject({ mandatoryContextIds: [], significantDiffWarningDays: 3 });
    const round = await db.insertInto('rounds').values({ orgId, name: '2017/1', year: 2017, ordinal: 1, deadline: '2017-01-31T23:59:59Z' }).returning('id').executeTakeFirstOrThrow();
    const survey = await db
      .insertInto('surveys')
      .values({ orgId, schemeVersionId: sv.id, roundId: round.id, startsAt: '2017-03-01T00:01:00Z', endsAt: '2017-03-31T23:59:59Z', deadline: null, expectedEvaluationAt: null, preEvaluatedAt: null, evaluatedAt: null, issueAt: null, parameterFlagDate: null, description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = await db.insertInto('productGroups').values({ orgId, name: { en: 'Chemistry' }, description: null }).returning('id').executeTakeFirstOrThrow();
    const product = await db
      .insertInto('products')
      .values({ orgId, productGroupId: group.id, type: 'survey', shortName: 'KK', localeId: null, name: { en: 'KK' }, description: null, minRounds: 2, year: 2017, copiedFromProductId: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('productSurveys').values({ productId: product.id, surveyId: survey.id }).execute();
    await db.insertInto('productPrices').values({ productId: product.id, type: 'survey', currencyId: 'HUF', variantId: null, value: 12500.5, minRounds: null }).execute();
    await expect(
      db.insertInto('productPrices').values({ productId: product.id, type: 'survey', currencyId: 'HUF', variantId: null, value: 1, minRounds: null }).execute(),
    ).rejects.toThrow(/duplicate key/);
    const price = await db.selectFrom('productPrices').select(['value', 'paper', 'discountValue']).where('productId', '=', product.id).executeTakeFirstOrThrow();
    expect(price).toEqual({ value: 12500.5, paper: false, discountValue: 0 });

    const order = await db.insertInto('orders').values({ labId, orgId, year: 2017, productId: product.id, variantId: null, comment: null, currencyId: 'HUF', confirmedAmount: null, confirmedAt: null }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('roundOrders').values({ orderId: order.id, roundId: round.id, sampleSetQuantity: 2, extraEvaluationQuantity: 1, variantId: null, confirmedSampleSetQuantity: null, confirmedExtraEvaluationQuantity: null }).execute();
    await expect(db.updateTable('roundOrders').set({ sampleSetQuantity: 101 }).where('orderId', '=', order.id).execute()).rejects.toThrow(/check constraint/);
    await expect(db.updateTable('roundOrders').set({ sampleSetQuantity: 0 }).where('orderId', '=', order.id).execute()).rejects.toThrow(/check constraint/);
    // a surveyed product and an ordered round keep their survey / round
    await expect(db.deleteFrom('surveys').where('id', '=', survey.id).execute()).rejects.toThrow(/foreign key/);
    await expect(db.deleteFrom('rounds').where('id', '=', round.id).execute()).rejects.toThrow(/foreign key/);
    // a scheme with versions is not deletable
    await expect(db.deleteFrom('schemes').where('id', '=', scheme.id).execute()).rejects.toThrow(/foreign key/);

    const invoice = await db
      .insertInto('invoices')
      .values({ orgId, labId, year: 2017, annualNumber: 1, cancelledAnnualNumber: null, paidAt: null, paymentDeadline: '2017-02-15', total: 25001, currencyId: 'HUF' })
      .returning(['paymentDeadline', 'paid', 'proforma'])
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ paymentDeadline: '2017-02-15', paid: false, proforma: false });
  });
});
