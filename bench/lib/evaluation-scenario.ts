/**
 * The evaluation benchmarks' survey (issue 4): `labs` labs × `parameters` numeric parameters × 2
 * samples, one result group per lab, two peer groups by method (every parameter), every lab
 * validated. Values are written straight into the result projections (result_values,
 * lab_survey_status) in bulk, as the event store's projections would leave them, because replaying
 * 80,000 events would take the benchmark longer than what it measures. Values: a seeded normal
 * around the target with a few percent of gross errors, rounded to 2 decimals as labs report them.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import { bulkInsert } from '../../packages/jobs/src/evaluation/bulk-insert';
import { createEvaluationCatalog, createLabs, createScheme, createSurvey } from '../../packages/jobs/src/evaluation/testing/evaluation-fixture';

export interface EvaluationBenchScenario {
  orgId: number;
  surveyId: number;
  labIds: number[];
  /** Every evaluated numeric parameter (the first is the catalogue's glucose, with sample targets). */
  parameterIds: number[];
  sampleIds: number[];
  /** result_values rows written. */
  resultValues: number;
}

export interface EvaluationScenarioOptions {
  orgId: number;
  labs: number;
  parameters: number;
  /** Labs that already exist and take part too (e.g. the API fixture's plain lab), first in the list. */
  extraLabIds?: number[];
  startsAt: Date;
  endsAt: Date;
  evaluatedAt?: Date | null;
}

/** Park–Miller LCG and Box–Muller: the same values on every run. */
function normalSource(seed: number): () => number {
  let state = seed;
  const uniform = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

export async function seedEvaluationScenario(db: Kysely<DB>, options: EvaluationScenarioOptions): Promise<EvaluationBenchScenario> {
  const catalog = await createEvaluationCatalog(db);
  const created = await createLabs(db, options.orgId, options.labs - (options.extraLabIds?.length ?? 0));
  const labIds = [...(options.extraLabIds ?? []), ...created];
  const scheme = await createScheme(db, options.orgId, catalog);
  const extra = await db
    .insertInto('parameters')
    .values(Array.from({ length: options.parameters - 1 }, (_, i) => ({ name: { en: `Analyte ${i + 2}` }, ordinal: 10 + i })))
    .returning('id')
    .execute();
  await db
    .insertInto('parameterDimensions')
    .values(
      extra.flatMap((p) => [
        { parameterId: p.id, dimensionId: catalog.resultDimensionId, role: 'result' as const, unitId: catalog.unitId, ordinal: 1 },
        { parameterId: p.id, dimensionId: catalog.methodDimensionId, role: 'context' as const, unitId: null, ordinal: 2 },
      ]),
    )
    .execute();
  await db
    .insertInto('schemeVersionParameters')
    .values(
      extra.map((p, i) => ({
        schemeVersionId: scheme.schemeVersionId,
        parameterId: p.id,
        ordinal: 10 + i,
        resultDimensionIds: [catalog.resultDimensionId],
        contextDimensionIds: [catalog.methodDimensionId],
      })),
    )
    .execute();
  // Only the numeric parameters are evaluated: the catalogue's nominal and empty ones leave the version.
  await db
    .deleteFrom('schemeVersionParameters')
    .where('schemeVersionId', '=', scheme.schemeVersionId)
    .where('parameterId', 'in', [catalog.nominalParameterId, catalog.emptyParameterId])
    .execute();
  const survey = await createSurvey(db, {
    orgId: options.orgId,
    schemeVersionId: scheme.schemeVersionId,
    catalog,
    labIds,
    startsAt: options.startsAt,
    endsAt: options.endsAt,
    evaluatedAt: options.evaluatedAt ?? null,
    preEvaluatedAt: options.evaluatedAt ?? null,
    targets: [
      { acceptanceMin: 4.5, acceptanceMax: 5.5, target: 5 },
      { acceptanceMin: 8.2, acceptanceMax: 9.8, target: 9 },
    ],
  });
  // The method groups hold for every parameter.
  await db.updateTable('evaluationGroups').set({ parameterId: null }).where('surveyId', '=', survey.surveyId).where('kind', '=', 'method').execute();

  const parameterIds = [catalog.numericParameterId, ...extra.map((p) => p.id)];
  interface Row {
    labId: number;
    parameterId: number;
    resultGroupId: number;
    sampleId: number | null;
    dimensionId: string;
    valueType: 'numeric' | 'nominal';
    value: number | null;
    valueId: number | null;
  }
  const normal = normalSource(20261121);
  const rows: Row[] = [];
  labIds.forEach((labId, i) => {
    const resultGroupId = survey.resultGroupIds.get(labId)!;
    const method = catalog.methodValueIds[i % 3 === 0 ? 1 : 0];
    parameterIds.forEach((parameterId, p) => {
      rows.push({ labId, parameterId, resultGroupId, sampleId: null, dimensionId: catalog.methodDimensionId, valueType: 'nominal', value: null, valueId: method });
      survey.sampleIds.forEach((sampleId, k) => {
        const target = (k === 0 ? 5 : 9) * (1 + p * 0.05);
        const gross = (i * 31 + p * 7 + k) % 50 === 0 ? 1.4 : 1;
        const value = Math.round(target * gross * (1 + 0.03 * normal()) * 100) / 100;
        rows.push({ labId, parameterId, resultGroupId, sampleId, dimensionId: catalog.resultDimensionId, valueType: 'numeric', value, valueId: null });
      });
    });
  });
  await bulkInsert(
    db,
    'result_values',
    [
      { name: 'lab_id', type: 'int', value: (r: Row) => r.labId },
      { name: 'survey_id', type: 'int', value: () => survey.surveyId },
      { name: 'parameter_id', type: 'int', value: (r: Row) => r.parameterId },
      { name: 'result_group_id', type: 'int', value: (r: Row) => r.resultGroupId },
      { name: 'sample_id', type: 'int', value: (r: Row) => r.sampleId },
      { name: 'dimension_id', type: 'text', value: (r: Row) => r.dimensionId },
      { name: 'position', type: 'int', value: () => 0 },
      { name: 'value_type', type: 'text', value: (r: Row) => r.valueType },
      { name: 'numeric_value', type: 'numeric', value: (r: Row) => r.value },
      { name: 'relation', type: 'text', value: (r: Row) => (r.value === null ? null : '=') },
      { name: 'unit_id', type: 'int', value: (r: Row) => (r.value === null ? null : catalog.unitId) },
      { name: 'converted_value', type: 'numeric', value: (r: Row) => r.value },
      { name: 'value_id', type: 'int', value: (r: Row) => r.valueId },
      { name: 'updated_at', type: 'timestamptz', value: () => options.startsAt.toISOString() },
      { name: 'stream_version', type: 'int', value: () => 1 },
    ],
    rows,
  );
  await db
    .insertInto('labSurveyStatus')
    .values(
      labIds.map((labId) => ({
        labId,
        surveyId: survey.surveyId,
        validated: true,
        validatedAt: options.startsAt,
        validatedBy: null,
        validatedByName: null,
        hasResults: true,
        resultCount: parameterIds.length * survey.sampleIds.length,
        lastEventAt: options.startsAt,
        streamVersion: 1,
      })),
    )
    .execute();
  await sql`analyze`.execute(db);
  return { orgId: options.orgId, surveyId: survey.surveyId, labIds, parameterIds, sampleIds: survey.sampleIds, resultValues: rows.length };
}
