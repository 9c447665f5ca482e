import type { Kysely } from 'kysely';
import { labSurveyStreamId, RESULT_EVENT_TYPES, type NumericRelation, type ResultValueData } from '@eqa/core';
import { ANY, appendToStream, type DB, type NewEvent } from '@eqa/db';
import { insertReferenceData } from '@eqa/db';

/**
 * Test data of the evaluation (not shipped code): a catalogue with a numeric parameter (peer
 * groups by method), a nominal parameter and a parameter nobody reports, surveys with samples,
 * targets and evaluation groups, and lab results written through the event store exactly as the
 * result entry writes them (ResultValuesSet, SurveyValidated), so the projections are the real
 * ones. Every call makes unique names, so several fixtures can share a database.
 */

let counter = 0;
const unique = () => `${process.pid % 10000}_${++counter}`;

export interface EvaluationCatalog {
  unitId: number;
  /** Numeric result dimension (unit mmol/L). */
  resultDimensionId: string;
  /** Nominal context dimension of the numeric parameter. */
  methodDimensionId: string;
  methodValueIds: [number, number];
  /** Nominal result dimension of the nominal parameter. */
  colorDimensionId: string;
  colorValueIds: [number, number, number];
  numericParameterId: number;
  nominalParameterId: number;
  /** A numeric parameter of the scheme that no lab reports. */
  emptyParameterId: number;
}

export async function createEvaluationCatalog(db: Kysely<DB>): Promise<EvaluationCatalog> {
  const u = unique();
  const unit = await db.insertInto('units').values({ name: { en: 'mmol/L' } }).returning('id').executeTakeFirstOrThrow();
  const resultDimensionId = `ev_result_${u}`;
  const methodDimensionId = `ev_method_${u}`;
  const colorDimensionId = `ev_color_${u}`;
  await db
    .insertInto('dimensions')
    .values([
      { id: resultDimensionId, name: { en: 'Result', hu: 'Eredmény' }, valueType: 'numeric', unitId: unit.id, ordinal: 1 },
      { id: methodDimensionId, name: { en: 'Method', hu: 'Módszer' }, valueType: 'nominal', unitId: null, ordinal: 2 },
      { id: colorDimensionId, name: { en: 'Colour', hu: 'Szín' }, valueType: 'nominal', unitId: null, ordinal: 3 },
    ])
    .execute();
  const values = await db
    .insertInto('dimensionValues')
    .values([
      { dimensionId: methodDimensionId, value: { en: 'Hexokinase' }, ordinal: 1 },
      { dimensionId: methodDimensionId, value: { en: 'Glucose oxidase' }, ordinal: 2 },
      { dimensionId: colorDimensionId, value: { en: 'Red', hu: 'Piros' }, ordinal: 1 },
      { dimensionId: colorDimensionId, value: { en: 'Blue', hu: 'Kék' }, ordinal: 2 },
      { dimensionId: colorDimensionId, value: { en: 'Green', hu: 'Zöld' }, ordinal: 3 },
    ])
    .returning('id')
    .execute();
  const [hk, god, red, blue, green] = values.map((v) => v.id) as [number, number, number, number, number];
  const parameters = await db
    .insertInto('parameters')
    .values([
      { name: { en: 'Glucose', hu: 'Glükóz' }, ordinal: 1 },
      { name: { en: 'Urine colour', hu: 'Vizelet szín' }, ordinal: 2 },
      { name: { en: 'Lactate', hu: 'Laktát' }, ordinal: 3 },
    ])
    .returning('id')
    .execute();
  const [numericParameterId, nominalParameterId, emptyParameterId] = parameters.map((p) => p.id) as [number, number, number];
  await db
    .insertInto('parameterDimensions')
    .values([
      { parameterId: numericParameterId, dimensionId: resultDimensionId, role: 'result', unitId: unit.id, ordinal: 1 },
      { parameterId: numericParameterId, dimensionId: methodDimensionId, role: 'context', unitId: null, ordinal: 2 },
      { parameterId: nominalParameterId, dimensionId: colorDimensionId, role: 'result', unitId: null, ordinal: 1 },
      { parameterId: emptyParameterId, dimensionId: resultDimensionId, role: 'result', unitId: unit.id, ordinal: 1 },
    ])
    .execute();
  return {
    unitId: unit.id,
    resultDimensionId,
    methodDimensionId,
    methodValueIds: [hk, god],
    colorDimensionId,
    colorValueIds: [red, blue, green],
    numericParameterId,
    nominalParameterId,
    emptyParameterId,
  };
}

export async function createOrg(db: Kysely<DB>): Promise<number> {
  const u = unique();
  const org = await db.insertInto('orgs').values({ name: `Evaluation Org ${u}`, shortName: `evorg${u}` }).returning('id').executeTakeFirstOrThrow();
  return org.id;
}

/** `count` labs of the org, QC codes unique to this call. */
export async function createLabs(db: Kysely<DB>, orgId: number, count: number): Promise<number[]> {
  await insertReferenceData(db);
  const u = unique();
  const labs = await db
    .insertInto('labs')
    .values(
      Array.from({ length: count }, (_, i) => ({
        shortName: `E${u}-${i + 1}`,
        name: `Evaluation Lab ${i + 1}`,
        city: 'Szeged',
        address: `${i + 1} Lab Street`,
        zipCode: '6720',
        countryId: 'HU',
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('orgLabs')
    .values(labs.map((lab) => ({ orgId, labId: lab.id })))
    .execute();
  return labs.map((lab) => lab.id);
}

export interface SchemeSettings {
  sigmaPtPercent?: number | null;
  acceptancePercent?: number | null;
  acceptanceAbsolute?: number | null;
  minParticipants?: number | null;
  evaluationDisabled?: boolean;
}

/** A scheme and a version holding the catalogue's three parameters. */
export async function createScheme(
  db: Kysely<DB>,
  orgId: number,
  catalog: EvaluationCatalog,
  settings: SchemeSettings = {},
): Promise<{ schemeId: number; schemeVersionId: number; shortName: string }> {
  const u = unique();
  const shortName = `GLU${u}`;
  const scheme = await db
    .insertInto('schemes')
    .values({ orgId, shortName, name: { en: 'Clinical chemistry', hu: 'Klinikai kémia' } })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('schemeVersions')
    .values({ schemeId: scheme.id, name: { en: 'Version 1' }, evaluationDisabled: settings.evaluationDisabled ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const evaluation = {
    sigmaPtPercent: settings.sigmaPtPercent ?? null,
    acceptancePercent: settings.acceptancePercent ?? null,
    acceptanceAbsolute: settings.acceptanceAbsolute ?? null,
    minParticipants: settings.minParticipants ?? null,
  };
  await db
    .insertInto('schemeVersionParameters')
    .values([
      {
        schemeVersionId: version.id,
        parameterId: catalog.numericParameterId,
        ordinal: 1,
        resultDimensionIds: [catalog.resultDimensionId],
        contextDimensionIds: [catalog.methodDimensionId],
        ...evaluation,
      },
      {
        schemeVersionId: version.id,
        parameterId: catalog.nominalParameterId,
        ordinal: 2,
        resultDimensionIds: [catalog.colorDimensionId],
        contextDimensionIds: [],
      },
      {
        schemeVersionId: version.id,
        parameterId: catalog.emptyParameterId,
        ordinal: 3,
        resultDimensionIds: [catalog.resultDimensionId],
        contextDimensionIds: [],
        ...evaluation,
      },
    ])
    .execute();
  return { schemeId: scheme.id, schemeVersionId: version.id, shortName };
}

export interface SampleTargetSpec {
  referenceValue?: number | null;
  acceptanceMin?: number | null;
  acceptanceMax?: number | null;
  target?: number | null;
}

export interface SurveySpec {
  orgId: number;
  schemeVersionId: number;
  catalog: EvaluationCatalog;
  labIds: number[];
  startsAt: Date;
  endsAt: Date;
  preEvaluatedAt?: Date | null;
  evaluatedAt?: Date | null;
  /** Numeric targets per sample (default: none); the length gives the number of samples (default 2). */
  targets?: SampleTargetSpec[];
  /** Accepted colour value ids of the nominal parameter, per sample (default: red). */
  acceptedColors?: number[][];
  /** Peer groups by method for the numeric parameter (default true), and an 'all' group row. */
  methodGroups?: boolean;
  roundName?: string;
  year?: number;
}

export interface SurveyFixture {
  surveyId: number;
  roundId: number;
  sampleIds: number[];
  /** The method groups of the numeric parameter: [hexokinase, glucose oxidase] (empty without). */
  methodGroupIds: number[];
  /** Result group of each lab (ordinal 1). */
  resultGroupIds: Map<number, number>;
}

export async function createSurvey(db: Kysely<DB>, spec: SurveySpec): Promise<SurveyFixture> {
  const u = unique();
  const year = spec.year ?? spec.startsAt.getUTCFullYear();
  const round = await db
    .insertInto('rounds')
    .values({ orgId: spec.orgId, name: spec.roundName ?? `${year}/${u}`, year, ordinal: counter })
    .returning('id')
    .executeTakeFirstOrThrow();
  const survey = await db
    .insertInto('surveys')
    .values({
      orgId: spec.orgId,
      schemeVersionId: spec.schemeVersionId,
      roundId: round.id,
      startsAt: spec.startsAt,
      endsAt: spec.endsAt,
      deadline: spec.endsAt,
      preEvaluatedAt: spec.preEvaluatedAt ?? null,
      evaluatedAt: spec.evaluatedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const targets = spec.targets ?? [{}, {}];
  const samples = await db
    .insertInto('samples')
    .values(
      targets.map((_, i) => ({
        surveyId: survey.id,
        name: `S${u}-${i + 1}`,
        description: { en: `Level ${i + 1}` },
        url: `https://samples.example.org/${u}/${i + 1}`,
        ordinal: i + 1,
      })),
    )
    .returning('id')
    .execute();
  const sampleIds = samples.map((s) => s.id);
  const { catalog } = spec;
  await db
    .insertInto('sampleTargets')
    .values(
      sampleIds.flatMap((sampleId, i) => {
        const t = targets[i] ?? {};
        return [
          {
            surveyId: survey.id,
            sampleId,
            parameterId: catalog.numericParameterId,
            referenceValue: t.referenceValue ?? null,
            acceptanceMin: t.acceptanceMin ?? null,
            acceptanceMax: t.acceptanceMax ?? null,
            target: t.target ?? null,
            acceptedValueIds: null,
            unitId: catalog.unitId,
          },
          {
            surveyId: survey.id,
            sampleId,
            parameterId: catalog.nominalParameterId,
            referenceValue: null,
            acceptanceMin: null,
            acceptanceMax: null,
            target: null,
            acceptedValueIds: spec.acceptedColors?.[i] ?? [catalog.colorValueIds[0]],
            unitId: null,
          },
        ];
      }),
    )
    .execute();
  let methodGroupIds: number[] = [];
  if (spec.methodGroups !== false) {
    await db
      .insertInto('evaluationGroups')
      .values({ surveyId: survey.id, parameterId: null, name: { en: 'All participants' }, kind: 'all', ordinal: 0 })
      .execute();
    const groups = await db
      .insertInto('evaluationGroups')
      .values(
        catalog.methodValueIds.map((valueId, i) => ({
          surveyId: survey.id,
          parameterId: catalog.numericParameterId,
          name: { en: i === 0 ? 'Hexokinase' : 'Glucose oxidase' },
          kind: 'method' as const,
          dimensionId: catalog.methodDimensionId,
          valueId,
          ordinal: i + 1,
        })),
      )
      .returning('id')
      .execute();
    methodGroupIds = groups.map((g) => g.id);
  }
  const resultGroupIds = new Map<number, number>();
  if (spec.labIds.length > 0) {
    await db
      .insertInto('surveyLabs')
      .values(spec.labIds.map((labId) => ({ surveyId: survey.id, labId, orgId: spec.orgId })))
      .execute();
    const groups = await db
      .insertInto('resultGroups')
      .values(spec.labIds.map((labId) => ({ surveyId: survey.id, labId, ordinal: 1 })))
      .returning(['id', 'labId'])
      .execute();
    for (const g of groups) resultGroupIds.set(g.labId, g.id);
  }
  return { surveyId: survey.id, roundId: round.id, sampleIds, methodGroupIds, resultGroupIds };
}

/** A numeric value as typed: a number, or a text with a relation ('<0.5'). */
export type NumericEntry = number | `${NumericRelation}${number}` | null;

export interface LabResults {
  labId: number;
  surveyId: number;
  resultGroupId: number;
  catalog: EvaluationCatalog;
  sampleIds: number[];
  /** Numeric parameter: one value per sample (null: not reported). */
  numeric?: NumericEntry[];
  /** Method of the numeric parameter (index into catalog.methodValueIds). */
  method?: 0 | 1;
  /** Nominal parameter: one colour value id per sample (null: not reported). */
  colors?: Array<number | null>;
  validate?: boolean;
  /** The events' time (default now). */
  at?: Date;
}

function numericValue(dimensionId: string, unitId: number, entry: Exclude<NumericEntry, null>): ResultValueData {
  let relation: NumericRelation = '=';
  let value: number;
  if (typeof entry === 'number') value = entry;
  else {
    const match = /^(<=|>=|<|>|=)(.+)$/.exec(entry);
    relation = (match?.[1] ?? '=') as NumericRelation;
    value = Number(match?.[2] ?? entry);
  }
  return { dimensionId, type: 'numeric', value, relation, unitId, convertedValue: value, valueId: null };
}

const nominal = (dimensionId: string, valueId: number): ResultValueData => ({
  dimensionId,
  type: 'nominal',
  value: null,
  relation: null,
  unitId: null,
  convertedValue: null,
  valueId,
});

/** Writes a lab's results (and its validation) through the event store and the real projections. */
export async function submitResults(db: Kysely<DB>, input: LabResults): Promise<void> {
  const { catalog } = input;
  const cell = (parameterId: number, sampleId: number | null) => ({ parameterId, resultGroupId: input.resultGroupId, sampleId });
  const events: NewEvent[] = [];
  if (input.method !== undefined) {
    events.push({
      type: RESULT_EVENT_TYPES.resultValuesSet,
      data: { ...cell(catalog.numericParameterId, null), values: [nominal(catalog.methodDimensionId, catalog.methodValueIds[input.method])] },
    });
  }
  input.numeric?.forEach((entry, i) => {
    const sampleId = input.sampleIds[i];
    if (entry === null || sampleId === undefined) return;
    events.push({
      type: RESULT_EVENT_TYPES.resultValuesSet,
      data: { ...cell(catalog.numericParameterId, sampleId), values: [numericValue(catalog.resultDimensionId, catalog.unitId, entry)] },
    });
  });
  input.colors?.forEach((valueId, i) => {
    const sampleId = input.sampleIds[i];
    if (valueId === null || sampleId === undefined) return;
    events.push({
      type: RESULT_EVENT_TYPES.resultValuesSet,
      data: { ...cell(catalog.nominalParameterId, sampleId), values: [nominal(catalog.colorDimensionId, valueId)] },
    });
  });
  if (input.validate) events.push({ type: RESULT_EVENT_TYPES.surveyValidated, data: {} });
  const metadata = { userId: null, userName: `lab${input.labId}`, role: 'lab_admin', requestId: null };
  await appendToStream(db, labSurveyStreamId(input.labId, input.surveyId), ANY, events, metadata, input.at ? { createdAt: input.at } : {});
}
