import { AppError, REFERENCE_VALUE_MESSAGES, UNCERTAINTY_DIMENSION_ID } from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { TSampleReferenceParameter, TSampleReferenceValues, TSetReferenceValueInput } from './reference-values.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurveySummary } from '../surveys/load-surveys';
import { assertEvaluatedSurveyUnchanged, assertSurveyEditable } from '../surveys/survey-checks';
import { loadSample } from './load-sample';

type Ctx = Pick<AdminContext, 'db' | 'session' | 'clock'>;
interface SampleAddress {
  orgId: number;
  surveyId: number;
  sampleId: number;
}

/**
 * The parameters of a scheme version that take reference values: those whose evaluated dimension
 * (the first numeric or nominal result dimension other than the uncertainty one, as the evaluation
 * job reads it) is numeric; with their evaluation unit. Nominal ones are listed in `nominal`.
 */
async function evaluatedParameters(db: Executor, schemeVersionId: number) {
  const rows = await db
    .selectFrom('schemeVersionParameters as svp')
    .innerJoin('parameters as p', 'p.id', 'svp.parameterId')
    .select(['svp.parameterId', 'svp.resultDimensionIds', 'p.name'])
    .where('svp.schemeVersionId', '=', schemeVersionId)
    .orderBy('svp.ordinal')
    .orderBy('svp.parameterId')
    .execute();
  const dimensionIds = [...new Set(rows.flatMap((r) => r.resultDimensionIds))];
  const types = new Map<string, string>();
  if (dimensionIds.length > 0) {
    for (const d of await db.selectFrom('dimensions').select(['id', 'valueType']).where('id', 'in', dimensionIds).execute()) types.set(d.id, d.valueType);
  }
  const numeric: Array<{ parameterId: number; name: Record<string, string>; dimensionId: string }> = [];
  const nominal = new Set<number>();
  for (const row of rows) {
    const dimensionId = row.resultDimensionIds.find((id) => id !== UNCERTAINTY_DIMENSION_ID && (types.get(id) === 'numeric' || types.get(id) === 'nominal'));
    if (dimensionId === undefined) continue;
    if (types.get(dimensionId) === 'numeric') numeric.push({ parameterId: row.parameterId, name: row.name, dimensionId });
    else nominal.add(row.parameterId);
  }
  return { numeric, nominal };
}

/** GET …/samples/{sampleId}/reference_values: every numeric parameter of the survey with the sample's reference value. */
export async function listReferenceValues(ctx: Ctx, input: SampleAddress): Promise<TSampleReferenceValues> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.surveyId);
  await loadSample(ctx.db, ctx.clock, input.orgId, input.surveyId, input.sampleId);
  const { numeric } = await evaluatedParameters(ctx.db, survey.schemeVersion.id);
  if (numeric.length === 0) return { sampleId: input.sampleId, parameters: [] };
  const parameterIds = numeric.map((p) => p.parameterId);
  const [units, targets] = await Promise.all([
    ctx.db
      .selectFrom('parameterDimensions as pd')
      .innerJoin('units as u', 'u.id', 'pd.unitId')
      .select(['pd.parameterId', 'pd.dimensionId', 'u.id', 'u.name'])
      .where('pd.parameterId', 'in', parameterIds)
      .execute(),
    ctx.db
      .selectFrom('sampleTargets')
      .select(['parameterId', 'referenceValue', 'referenceSource', 'referenceUncertainty', 'acceptanceAbsolute', 'acceptancePercent'])
      .where('sampleId', '=', input.sampleId)
      .where('parameterId', 'in', parameterIds)
      .execute(),
  ]);
  const unitOf = new Map(units.map((u) => [`${u.parameterId}:${u.dimensionId}`, { id: u.id, name: u.name }]));
  const targetOf = new Map(targets.map((t) => [t.parameterId, t]));
  return {
    sampleId: input.sampleId,
    parameters: numeric.map((p): TSampleReferenceParameter => {
      const t = targetOf.get(p.parameterId);
      return {
        parameterId: p.parameterId,
        name: p.name,
        unit: unitOf.get(`${p.parameterId}:${p.dimensionId}`) ?? null,
        referenceValue:
          t && t.referenceValue !== null
            ? {
                assignedValue: Number(t.referenceValue),
                source: t.referenceSource,
                standardUncertainty: t.referenceUncertainty === null ? null : Number(t.referenceUncertainty),
                acceptanceAbsolute: t.acceptanceAbsolute === null ? null : Number(t.acceptanceAbsolute),
                acceptancePercent: t.acceptancePercent === null ? null : Number(t.acceptancePercent),
              }
            : null,
      };
    }),
  };
}

/**
 * The checks of a change: the org's survey and sample (404), an editable round (422 roundId), a
 * survey not evaluated yet (422 config.surveys.evaluatedReadOnly), a parameter of the survey's
 * scheme version (404) that is evaluated as a number (422 parameterId numericOnly).
 */
async function assertChangeable(ctx: Ctx, input: SampleAddress & { parameterId: number }): Promise<void> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, input.orgId, input.surveyId);
  await loadSample(ctx.db, ctx.clock, input.orgId, input.surveyId, input.sampleId);
  const { numeric, nominal } = await evaluatedParameters(ctx.db, survey.schemeVersion.id);
  if (nominal.has(input.parameterId)) throw AppError.constraint('parameterId', REFERENCE_VALUE_MESSAGES.numericOnly);
  if (!numeric.some((p) => p.parameterId === input.parameterId)) throw AppError.notFound('Parameter');
  assertSurveyEditable(ctx.clock, survey.round.year);
  assertEvaluatedSurveyUnchanged(survey.status, ['referenceValues']);
}

/** PUT …/samples/{sampleId}/reference_values/{parameterId}: sets (replaces) the sample's reference value of the parameter. */
export async function setReferenceValue(ctx: Ctx, input: TSetReferenceValueInput): Promise<TSampleReferenceValues> {
  await assertChangeable(ctx, input);
  const values = {
    referenceValue: input.assignedValue,
    referenceSource: input.source,
    referenceUncertainty: input.standardUncertainty,
    acceptanceAbsolute: input.acceptanceAbsolute,
    acceptancePercent: input.acceptancePercent,
  };
  await ctx.db
    .insertInto('sampleTargets')
    .values({ surveyId: input.surveyId, sampleId: input.sampleId, parameterId: input.parameterId, ...values })
    .onConflict((oc) => oc.columns(['sampleId', 'parameterId']).doUpdateSet(values))
    .execute();
  return listReferenceValues(ctx, input);
}

/**
 * DELETE …/samples/{sampleId}/reference_values/{parameterId}: the parameter is evaluated against the
 * consensus again (the sample's other criteria, a numeric range or accepted values, stay).
 */
export async function clearReferenceValue(ctx: Ctx, input: SampleAddress & { parameterId: number }): Promise<TSampleReferenceValues> {
  await assertChangeable(ctx, input);
  await ctx.db
    .updateTable('sampleTargets')
    .set({ referenceValue: null, referenceSource: null, referenceUncertainty: null, acceptanceAbsolute: null, acceptancePercent: null })
    .where('sampleId', '=', input.sampleId)
    .where('parameterId', '=', input.parameterId)
    .execute();
  return listReferenceValues(ctx, input);
}
