import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';

/**
 * A small survey for the survey and result tests (independent of the demo seed): units with a
 * conversion, dimensions of every value type, parameters grouped and ungrouped (one accredited, one
 * hidden), a scheme version with mandatory context ids, a round, the survey with two samples, the
 * participating labs with a first result group each, and accepted contracts. Dimension ids carry a
 * unique prefix, so several fixtures can share a database.
 */
export interface SurveyFixture {
  surveyId: number;
  orgId: number;
  schemeId: number;
  schemeVersionId: number;
  roundId: number;
  year: number;
  units: { mmol: number; mg: number; other: number };
  dimensions: {
    /** numeric, units mmol (evaluation unit of glucose) and mg. */
    result: string;
    /** nominal, 12 values (the last deprecated): a searchable list. */
    method: string;
    /** nominal, 3 values. */
    instrument: string;
    /** text. */
    comment: string;
    /** date_time. */
    measuredAt: string;
    /** document (pdf). */
    report: string;
    /** composite of count (numeric) and flag (nominal). */
    mix: string;
    count: string;
    flag: string;
  };
  values: { method: number[]; instrument: number[]; flag: number[] };
  /** The deprecated method value. */
  deprecatedMethodId: number;
  parameters: {
    /** Accredited, grouped: result; method (mandatory), instrument, comment, measuredAt. */
    glucose: number;
    /** Grouped: result; method limited to the first three method values. */
    cholesterol: number;
    /** Ungrouped: mix, report; comment. */
    sediment: number;
    /** Hidden in the scheme version. */
    hidden: number;
  };
  parameterGroupId: number;
  samples: [number, number];
  /** The first result group of each participating lab. */
  resultGroups: Record<number, number>;
}

let counter = 0;

export interface SurveyFixtureInput {
  orgId: number;
  labIds: number[];
  startsAt: Date;
  endsAt: Date;
  preEvaluatedAt?: Date | null;
  evaluatedAt?: Date | null;
  year?: number;
  mandatoryContextIds?: 'method' | 'none';
  /** Labs that get no accepted contract for the year (default: every lab has one). */
  withoutContract?: number[];
}

export async function createSurveyFixture(db: Kysely<DB>, input: SurveyFixtureInput): Promise<SurveyFixture> {
  counter += 1;
  const p = `f${process.pid % 10000}_${counter}`;
  const year = input.year ?? input.startsAt.getUTCFullYear();

  const [mmol, mg, other] = await db
    .insertInto('units')
    .values([
      { name: { en: 'mmol/L', hu: 'mmol/l' }, ordinal: 1 },
      { name: { en: 'mg/dL', hu: 'mg/dl' }, ordinal: 2 },
      { name: { en: 'g/L', hu: 'g/l' }, ordinal: 3 },
    ])
    .returning('id')
    .execute();
  if (!mmol || !mg || !other) throw new Error('units');
  const units = { mmol: mmol.id, mg: mg.id, other: other.id };

  const dim = (name: string) => `${p}_${name}`;
  const dimensions = {
    result: dim('result'),
    method: dim('method'),
    instrument: dim('instrument'),
    comment: dim('comment'),
    measuredAt: dim('measured_at'),
    report: dim('report'),
    mix: dim('mix'),
    count: dim('count'),
    flag: dim('flag'),
  };
  await db
    .insertInto('dimensions')
    .values([
      { id: dimensions.result, name: { en: 'Result', hu: 'Eredmény' }, valueType: 'numeric', ordinal: 1, mediaType: null, unitId: null },
      { id: dimensions.method, name: { en: 'Method', hu: 'Módszer' }, valueType: 'nominal', ordinal: 2, mediaType: null, unitId: null },
      { id: dimensions.instrument, name: { en: 'Instrument', hu: 'Műszer' }, valueType: 'nominal', ordinal: 3, mediaType: null, unitId: null },
      { id: dimensions.comment, name: { en: 'Comment', hu: 'Megjegyzés' }, valueType: 'text', ordinal: 4, mediaType: null, unitId: null },
      { id: dimensions.measuredAt, name: { en: 'Measured at', hu: 'Mérés ideje' }, valueType: 'date_time', ordinal: 5, mediaType: null, unitId: null },
      { id: dimensions.report, name: { en: 'Report', hu: 'Jelentés' }, valueType: 'document', ordinal: 6, mediaType: 'pdf', unitId: null },
      { id: dimensions.mix, name: { en: 'Mix', hu: 'Keverék' }, valueType: 'composite', ordinal: 7, mediaType: null, unitId: null },
      { id: dimensions.count, name: { en: 'Count', hu: 'Darab' }, valueType: 'numeric', ordinal: 8, mediaType: null, unitId: units.other },
      { id: dimensions.flag, name: { en: 'Flag', hu: 'Jelző' }, valueType: 'nominal', ordinal: 9, mediaType: null, unitId: null },
    ])
    .execute();
  await db
    .insertInto('dimensionUnits')
    .values([
      { dimensionId: dimensions.result, unitId: units.mmol, ordinal: 1 },
      { dimensionId: dimensions.result, unitId: units.mg, ordinal: 2 },
    ])
    .execute();
  await db
    .insertInto('dimensionComponents')
    .values([
      { dimensionId: dimensions.mix, componentDimensionId: dimensions.count, ordinal: 1 },
      { dimensionId: dimensions.mix, componentDimensionId: dimensions.flag, ordinal: 2 },
    ])
    .execute();
  const methodNames = ['Hexokinase', 'Glükóz-oxidáz', 'GOD-PAP', 'Enzymatic', 'Jaffé', 'ISE direct', 'ISE indirect', 'IFCC', 'Impedance', 'Flow', 'Clauss', 'Old method'];
  const methods = await db
    .insertInto('dimensionValues')
    .values(methodNames.map((name, i) => ({ dimensionId: dimensions.method, value: { en: name, hu: name }, ordinal: i + 1, deprecated: i === methodNames.length - 1 })))
    .returning('id')
    .execute();
  const instruments = await db
    .insertInto('dimensionValues')
    .values(['Cobas c501', 'Architect', 'Alinity'].map((name, i) => ({ dimensionId: dimensions.instrument, value: { en: name }, ordinal: i + 1 })))
    .returning('id')
    .execute();
  const flags = await db
    .insertInto('dimensionValues')
    .values([
      { dimensionId: dimensions.flag, value: { en: 'Yes', hu: 'Igen' }, ordinal: 1 },
      { dimensionId: dimensions.flag, value: { en: 'No', hu: 'Nem' }, ordinal: 2 },
    ])
    .returning('id')
    .execute();
  const values = { method: methods.map((v) => v.id), instrument: instruments.map((v) => v.id), flag: flags.map((v) => v.id) };

  const group = await db.insertInto('parameterGroups').values({ name: { en: 'Substrates', hu: 'Szubsztrátok' }, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
  const insertParameter = async (name: string, ordinal: number, groupId: number | null) =>
    (
      await db
        .insertInto('parameters')
        .values({ name: { en: name, hu: name }, qualifier: null, ordinal, groupId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const parameters = {
    glucose: await insertParameter(`Glucose ${p}`, 1, group.id),
    cholesterol: await insertParameter(`Cholesterol ${p}`, 2, group.id),
    sediment: await insertParameter(`Sediment ${p}`, 3, null),
    hidden: await insertParameter(`Hidden ${p}`, 4, null),
  };
  await db
    .insertInto('parameterDimensions')
    .values([
      { parameterId: parameters.glucose, dimensionId: dimensions.result, role: 'result', ordinal: 1, unitId: units.mmol },
      { parameterId: parameters.glucose, dimensionId: dimensions.method, role: 'context', ordinal: 2, unitId: null },
      { parameterId: parameters.glucose, dimensionId: dimensions.instrument, role: 'context', ordinal: 3, unitId: null },
      { parameterId: parameters.glucose, dimensionId: dimensions.comment, role: 'context', ordinal: 4, unitId: null },
      { parameterId: parameters.glucose, dimensionId: dimensions.measuredAt, role: 'context', ordinal: 5, unitId: null },
      { parameterId: parameters.cholesterol, dimensionId: dimensions.result, role: 'result', ordinal: 1, unitId: units.mmol },
      { parameterId: parameters.cholesterol, dimensionId: dimensions.method, role: 'context', ordinal: 2, unitId: null },
      { parameterId: parameters.sediment, dimensionId: dimensions.mix, role: 'result', ordinal: 1, unitId: null },
      { parameterId: parameters.sediment, dimensionId: dimensions.report, role: 'result', ordinal: 2, unitId: null },
      { parameterId: parameters.sediment, dimensionId: dimensions.comment, role: 'context', ordinal: 3, unitId: null },
      { parameterId: parameters.hidden, dimensionId: dimensions.result, role: 'result', ordinal: 1, unitId: units.mmol },
    ])
    .execute();
  await db
    .insertInto('parameterDimensionValues')
    .values(values.method.slice(0, 3).map((valueId) => ({ parameterId: parameters.cholesterol, dimensionId: dimensions.method, valueId })))
    .execute();
  // 1 mg/dL glucose = 0.0555 mmol/L (parameter-specific); a general conversion that must lose to it.
  await db
    .insertInto('unitConversions')
    .values([
      { fromUnitId: units.mg, toUnitId: units.mmol, factor: 0.0555, parameterId: parameters.glucose },
      { fromUnitId: units.mg, toUnitId: units.mmol, factor: 0.0259, parameterId: null },
    ])
    .execute();

  const scheme = await db
    .insertInto('schemes')
    .values({ orgId: input.orgId, shortName: `KK${p}`, name: { en: 'Clinical chemistry', hu: 'Klinikai kémia' } })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('accreditations').values({ schemeId: scheme.id, parameterId: parameters.glucose, accreditedStartsAt: `${year - 1}-01-01`, accreditedEndsAt: null }).execute();
  const version = await db
    .insertInto('schemeVersions')
    .values({
      schemeId: scheme.id,
      name: { en: 'Clinical chemistry, edition 1', hu: 'Klinikai kémia, 1. kiadás' },
      mandatoryContextIds: input.mandatoryContextIds === 'none' ? [] : [dimensions.method],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('schemeVersionParameters')
    .values([
      { schemeVersionId: version.id, parameterId: parameters.glucose, ordinal: 1, groupId: group.id, resultDimensionIds: [], contextDimensionIds: [] },
      { schemeVersionId: version.id, parameterId: parameters.cholesterol, ordinal: 2, groupId: group.id, resultDimensionIds: [dimensions.result], contextDimensionIds: [dimensions.method] },
      { schemeVersionId: version.id, parameterId: parameters.sediment, ordinal: 3, groupId: null, resultDimensionIds: [], contextDimensionIds: [] },
      { schemeVersionId: version.id, parameterId: parameters.hidden, ordinal: 4, groupId: null, hidden: true },
    ])
    .execute();
  const round = await db
    .insertInto('rounds')
    .values({ orgId: input.orgId, name: `${year}/${counter}`, year, ordinal: 100 + counter })
    .returning('id')
    .executeTakeFirstOrThrow();
  const survey = await db
    .insertInto('surveys')
    .values({
      orgId: input.orgId,
      schemeVersionId: version.id,
      roundId: round.id,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      deadline: input.endsAt,
      expectedEvaluationAt: new Date(input.endsAt.getTime() + 30 * 86_400_000),
      preEvaluatedAt: input.preEvaluatedAt ?? null,
      evaluatedAt: input.evaluatedAt ?? null,
      description: { en: 'Two lyophilised sera.', hu: 'Két liofilizált szérum.' },
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const samples = await db
    .insertInto('samples')
    .values([
      { surveyId: survey.id, name: `S${counter}-1`, description: { en: 'Level 1' }, url: 'https://samples.example.org/1', ordinal: 1 },
      { surveyId: survey.id, name: `S${counter}-2`, description: { en: 'Level 2' }, url: null, ordinal: 2 },
    ])
    .returning('id')
    .execute();
  const [sample1, sample2] = samples;
  if (!sample1 || !sample2) throw new Error('samples');
  const resultGroups: Record<number, number> = {};
  if (input.labIds.length > 0) {
    await db.insertInto('surveyLabs').values(input.labIds.map((labId) => ({ surveyId: survey.id, labId, orgId: input.orgId }))).execute();
    for (const labId of input.labIds) {
      const row = await db.insertInto('resultGroups').values({ surveyId: survey.id, labId, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
      resultGroups[labId] = row.id;
    }
    const contracted = input.labIds.filter((id) => !(input.withoutContract ?? []).includes(id));
    for (const labId of contracted) await insertAcceptedContract(db, { labId, orgId: input.orgId, year, acceptedAt: new Date(Date.UTC(year - 1, 10, 1)) });
  }
  const last = methods.at(-1);
  if (!last) throw new Error('methods');
  return {
    surveyId: survey.id,
    orgId: input.orgId,
    schemeId: scheme.id,
    schemeVersionId: version.id,
    roundId: round.id,
    year,
    units,
    dimensions,
    values,
    deprecatedMethodId: last.id,
    parameters,
    parameterGroupId: group.id,
    samples: [sample1.id, sample2.id],
    resultGroups,
  };
}

/** A contract of the lab with the org for the year (accepted unless acceptedAt is null), with its notification e-mail addresses (default none). */
export async function insertAcceptedContract(
  db: Kysely<DB>,
  input: { labId: number; orgId: number; year: number; acceptedAt: Date | null; createdAt?: Date; notificationEmails?: string[] },
): Promise<void> {
  const address = { city: 'Szeged', address: '1 Main Street', zipCode: '6720', countryId: 'HU' };
  await db
    .insertInto('contracts')
    .values({
      labId: input.labId,
      orgId: input.orgId,
      year: input.year,
      name: 'Test institution',
      laboratoryHeadFullName: 'Dr. Test Head',
      address,
      contact: { phone: null, emails: ['lab@example.org'] },
      contactName: null,
      contactResponsibleFullName: null,
      contactAddress: null,
      furtherContact: null,
      deliveryName: null,
      deliveryResponsibleFullName: null,
      deliveryAddress: null,
      deliveryContact: null,
      invoiceName: null,
      invoiceAddress: null,
      invoiceContact: null,
      bankAccountNumber: null,
      vatNumber: null,
      groupIdentificationNumber: null,
      currencyId: 'HUF',
      acceptedAt: input.acceptedAt,
      createdBy: null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      ...(input.notificationEmails ? { notificationEmails: input.notificationEmails } : {}),
    })
    .execute();
}
