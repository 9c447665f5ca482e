import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { TFormDimension, TSurveyForm } from './get-survey-form.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSchemeVersionParameters } from '../scheme-versions/load-scheme-versions';
import { unitRefs } from '../units/load-units';
import { loadSurveySummary } from './load-surveys';

/** The form dimensions of the version's parameters, keyed `${parameterId}:${dimensionId}`. */
async function formDimensions(
  db: Kysely<DB>,
  pairs: ReadonlyArray<{ parameterId: number; dimensionId: string }>,
  mandatoryContextIds: readonly string[],
): Promise<Map<string, TFormDimension>> {
  const dimensionIds = [...new Set(pairs.map((p) => p.dimensionId))];
  const parameterIds = [...new Set(pairs.map((p) => p.parameterId))];
  if (dimensionIds.length === 0) return new Map();
  const [dimensions, allowedUnits, values, components, parameterDimensions, allowedValues] = await Promise.all([
    db.selectFrom('dimensions').selectAll().where('id', 'in', dimensionIds).execute(),
    db.selectFrom('dimensionUnits').select(['dimensionId', 'unitId']).where('dimensionId', 'in', dimensionIds).orderBy('ordinal').execute(),
    db.selectFrom('dimensionValues').select(['id', 'dimensionId', 'value', 'ordinal', 'deprecated']).where('dimensionId', 'in', dimensionIds).orderBy('ordinal').orderBy('id').execute(),
    db
      .selectFrom('dimensionComponents as c')
      .innerJoin('dimensions as d', 'd.id', 'c.componentDimensionId')
      .select(['c.dimensionId', 'd.id', 'd.name', 'd.valueType'])
      .where('c.dimensionId', 'in', dimensionIds)
      .orderBy('c.ordinal')
      .execute(),
    db.selectFrom('parameterDimensions').select(['parameterId', 'dimensionId', 'unitId']).where('parameterId', 'in', parameterIds).execute(),
    db.selectFrom('parameterDimensionValues').select(['parameterId', 'dimensionId', 'valueId']).where('parameterId', 'in', parameterIds).execute(),
  ]);
  const unitIds = [
    ...dimensions.flatMap((d) => (d.unitId === null ? [] : [d.unitId])),
    ...allowedUnits.map((u) => u.unitId),
    ...parameterDimensions.flatMap((pd) => (pd.unitId === null ? [] : [pd.unitId])),
  ];
  const units = await unitRefs(db, [...new Set(unitIds)]);
  const out = new Map<string, TFormDimension>();
  for (const { parameterId, dimensionId } of pairs) {
    const dimension = dimensions.find((d) => d.id === dimensionId);
    if (!dimension) continue;
    const pd = parameterDimensions.find((p) => p.parameterId === parameterId && p.dimensionId === dimensionId);
    const allowed = allowedValues.filter((a) => a.parameterId === parameterId && a.dimensionId === dimensionId).map((a) => a.valueId);
    const ownUnitIds = [...new Set([dimension.unitId, ...allowedUnits.filter((u) => u.dimensionId === dimensionId).map((u) => u.unitId)])];
    out.set(`${parameterId}:${dimensionId}`, {
      id: dimension.id,
      name: dimension.name,
      valueType: dimension.valueType,
      ordinal: dimension.ordinal,
      multipleValues: dimension.multipleValues,
      mediaType: dimension.mediaType,
      mandatory: mandatoryContextIds.includes(dimensionId),
      evaluationUnit: pd?.unitId != null ? (units.get(pd.unitId) ?? null) : null,
      units: ownUnitIds.flatMap((id) => {
        const unit = id === null ? undefined : units.get(id);
        return unit ? [unit] : [];
      }),
      values: values
        .filter((v) => v.dimensionId === dimensionId && (allowed.length > 0 ? allowed.includes(v.id) : !v.deprecated))
        .map(({ id, value, ordinal, deprecated }) => ({ id, value, ordinal, deprecated })),
      components: components.filter((c) => c.dimensionId === dimensionId).map(({ id, name, valueType }) => ({ id, name, valueType })),
    });
  }
  return out;
}

/**
 * GET /orgs/{orgId}/surveys/{id}/form: the survey form in preview mode (spec 3 §2): the scheme
 * version's parameters (grouped, ungrouped after) with their result and context dimensions, and the
 * samples. Always read-only.
 */
export async function getSurveyForm(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, orgId: number, id: number): Promise<TSurveyForm> {
  assertOrgAdminOf(ctx.session, orgId);
  const survey = await loadSurveySummary(ctx.db, ctx.clock, orgId, id);
  const [{ parameters, parameterGroups }, version, samples] = await Promise.all([
    loadSchemeVersionParameters(ctx.db, survey.schemeVersion.id),
    ctx.db.selectFrom('schemeVersions').select('mandatoryContextIds').where('id', '=', survey.schemeVersion.id).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('samples').select(['id', 'name', 'description', 'url', 'ordinal']).where('surveyId', '=', id).orderBy('ordinal').orderBy('id').execute(),
  ]);
  const pairs = parameters.flatMap((p) =>
    [...p.resultDimensionIds, ...p.contextDimensionIds].map((dimensionId) => ({ parameterId: p.parameterId, dimensionId })),
  );
  const dimensions = await formDimensions(ctx.db, pairs, version.mandatoryContextIds);
  const pick = (parameterId: number, ids: readonly string[]) =>
    ids.flatMap((dimensionId) => {
      const dimension = dimensions.get(`${parameterId}:${dimensionId}`);
      return dimension ? [dimension] : [];
    });
  return {
    survey,
    readOnly: true,
    groups: parameterGroups,
    parameters: parameters.map((p) => ({
      parameter: p.parameter,
      ordinal: p.ordinal,
      groupId: p.groupId,
      hidden: p.hidden,
      resultDimensions: pick(p.parameterId, p.resultDimensionIds),
      contextDimensions: pick(p.parameterId, p.contextDimensionIds),
    })),
    samples,
  };
}
