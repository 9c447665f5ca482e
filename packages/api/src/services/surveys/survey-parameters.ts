import type {
  ComponentDimensionDefinition,
  DimensionDefinition,
  DimensionValueType,
  DocumentMediaType,
  Localized,
  UnitConversion,
} from '@eqa/core';
import type { Executor } from '@eqa/db';

/** A nominal value a dimension allows for a parameter. */
export interface SurveyNominalOption {
  id: number;
  value: Localized;
  ordinal: number;
  deprecated: boolean;
}

/** A dimension as a parameter of a survey uses it (a composite's component has no components). */
export interface SurveyComponentDimension {
  id: string;
  name: Localized;
  ordinal: number;
  valueType: DimensionValueType;
  multipleValues: boolean;
  mediaType: DocumentMediaType | null;
  /** Numeric: whether values below zero are accepted (core isNegativeRefused). */
  negativeAllowed: boolean;
  /** The default unit: the dimension's unit, else the parameter's evaluation unit. */
  unitId: number | null;
  /** The units the lab may choose (dimension_units, by ordinal). */
  unitIds: number[];
  /** The parameter's evaluation unit (parameter_dimensions.unit_id). */
  evaluationUnitId: number | null;
  /** Allowed nominal values (parameter_dimension_values, or every value of the dimension), deprecated ones included. */
  values: SurveyNominalOption[];
}

export interface SurveyDimension extends SurveyComponentDimension {
  role: 'result' | 'context';
  /** A context dimension listed in the scheme version's mandatoryContextIds. */
  mandatory: boolean;
  components: SurveyComponentDimension[];
}

export interface SurveyParameter {
  id: number;
  name: Localized;
  qualifier: Localized | null;
  /** Order on the result sheet (the scheme version's ordinal). */
  ordinal: number;
  groupId: number | null;
  hidden: boolean;
  accredited: boolean;
  dimensions: { result: SurveyDimension[]; context: SurveyDimension[] };
}

export interface SurveyParameterGroup {
  id: number;
  name: Localized;
  ordinal: number;
}

export interface SurveyStructure {
  parameters: SurveyParameter[];
  groups: SurveyParameterGroup[];
  /** Conversions that may apply to the parameters (general ones and theirs). */
  conversions: UnitConversion[];
}

export interface SurveyStructureSource {
  id: number;
  schemeId: number;
  schemeVersionId: number;
  mandatoryContextIds: readonly string[];
  /** The day ('YYYY-MM-DD') whose accreditations count. */
  accreditationDay: string;
}

interface DimensionRow {
  id: string;
  name: Localized;
  ordinal: number;
  valueType: DimensionValueType;
  multipleValues: boolean;
  mediaType: DocumentMediaType | null;
  negativeAllowed: boolean;
  unitId: number | null;
}

const byOrdinal = <T extends { ordinal: number; id: number | string }>(a: T, b: T): number =>
  a.ordinal - b.ordinal || String(a.id).localeCompare(String(b.id), 'en', { numeric: true });

/**
 * The parameters of a survey (its scheme version) with their result and context dimensions, the
 * allowed units and nominal values, and the unit conversions: what the form shows and what result
 * validation checks against. The dimensions of a parameter are the scheme version's
 * result/context dimension ids, or, when the version lists none, the parameter's own dimensions.
 * `parameterIds` narrows the load (a save needs one parameter); hidden parameters are included
 * and flagged.
 */
export async function loadSurveyStructure(
  db: Executor,
  source: SurveyStructureSource,
  options: { parameterIds?: readonly number[] } = {},
): Promise<SurveyStructure> {
  let svpQuery = db
    .selectFrom('schemeVersionParameters as svp')
    .innerJoin('parameters as p', 'p.id', 'svp.parameterId')
    .select([
      'p.id',
      'p.name',
      'p.qualifier',
      'svp.ordinal',
      'svp.groupId as versionGroupId',
      'p.groupId as parameterGroupId',
      'svp.hidden as versionHidden',
      'p.hidden as parameterHidden',
      'svp.resultDimensionIds',
      'svp.contextDimensionIds',
    ])
    .where('svp.schemeVersionId', '=', source.schemeVersionId);
  if (options.parameterIds) {
    if (options.parameterIds.length === 0) return { parameters: [], groups: [], conversions: [] };
    svpQuery = svpQuery.where('p.id', 'in', [...options.parameterIds]);
  }
  const loadParameterDimensions = (ids: readonly number[]) =>
    db.selectFrom('parameterDimensions').select(['parameterId', 'dimensionId', 'role', 'ordinal', 'unitId']).where('parameterId', 'in', [...ids]).execute();
  // with the ids known (a save), both queries go at once
  const [svps, known] = await Promise.all([
    svpQuery.orderBy('svp.ordinal').orderBy('p.id').execute(),
    options.parameterIds ? loadParameterDimensions(options.parameterIds) : Promise.resolve(null),
  ]);
  if (svps.length === 0) return { parameters: [], groups: [], conversions: [] };
  const parameterIds = svps.map((p) => p.id);
  const parameterDimensions = known ?? (await loadParameterDimensions(parameterIds));
  const dimensionIdsOf = (svp: (typeof svps)[number]) => {
    const own = parameterDimensions.filter((d) => d.parameterId === svp.id);
    const pick = (listed: string[], role: 'result' | 'context') =>
      listed.length > 0 ? listed : own.filter((d) => d.role === role).map((d) => d.dimensionId);
    return { result: pick(svp.resultDimensionIds, 'result'), context: pick(svp.contextDimensionIds, 'context') };
  };
  const topIds = [...new Set(svps.flatMap((svp) => Object.values(dimensionIdsOf(svp)).flat()))];
  const componentLinks =
    topIds.length === 0
      ? []
      : await db
          .selectFrom('dimensionComponents')
          .select(['dimensionId', 'componentDimensionId', 'ordinal'])
          .where('dimensionId', 'in', topIds)
          .orderBy('ordinal')
          .orderBy('id')
          .execute();
  const allIds = [...new Set([...topIds, ...componentLinks.map((c) => c.componentDimensionId)])];

  const [dimensions, dimensionUnits, dimensionValues, parameterValues, groups, conversions, accredited] = await Promise.all([
    allIds.length === 0
      ? Promise.resolve([] as DimensionRow[])
      : db
          .selectFrom('dimensions')
          .select(['id', 'name', 'ordinal', 'valueType', 'multipleValues', 'mediaType', 'negativeAllowed', 'unitId'])
          .where('id', 'in', allIds)
          .execute(),
    allIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('dimensionUnits').select(['dimensionId', 'unitId', 'ordinal']).where('dimensionId', 'in', allIds).orderBy('ordinal').orderBy('unitId').execute(),
    allIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('dimensionValues')
          .select(['id', 'dimensionId', 'value', 'ordinal', 'deprecated'])
          .where('dimensionId', 'in', allIds)
          .orderBy('ordinal')
          .orderBy('id')
          .execute(),
    db.selectFrom('parameterDimensionValues').select(['parameterId', 'dimensionId', 'valueId']).where('parameterId', 'in', parameterIds).execute(),
    (() => {
      const groupIds = [...new Set(svps.map((p) => p.versionGroupId ?? p.parameterGroupId).filter((id): id is number => id !== null))];
      return groupIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('parameterGroups').select(['id', 'name', 'ordinal']).where('id', 'in', groupIds).execute();
    })(),
    db
      .selectFrom('unitConversions')
      .select(['fromUnitId', 'toUnitId', 'factor', 'parameterId'])
      .where((eb) => eb.or([eb('parameterId', 'is', null), eb('parameterId', 'in', parameterIds)]))
      .execute(),
    accreditedParameters(db, source.schemeId, parameterIds, source.accreditationDay),
  ]);

  const dimensionById = new Map(dimensions.map((d) => [d.id, d]));
  const unitsOf = (dimensionId: string) => dimensionUnits.filter((u) => u.dimensionId === dimensionId).map((u) => u.unitId);
  const valuesOf = (dimensionId: string, parameterId: number | null): SurveyNominalOption[] => {
    const all = dimensionValues.filter((v) => v.dimensionId === dimensionId);
    const allowed =
      parameterId === null ? [] : parameterValues.filter((v) => v.parameterId === parameterId && v.dimensionId === dimensionId).map((v) => v.valueId);
    const list = allowed.length > 0 ? all.filter((v) => allowed.includes(v.id)) : all;
    return list.map((v) => ({ id: v.id, value: v.value, ordinal: v.ordinal, deprecated: v.deprecated }));
  };
  const component = (row: DimensionRow, parameterId: number | null, evaluationUnitId: number | null): SurveyComponentDimension => ({
    id: row.id,
    name: row.name,
    ordinal: row.ordinal,
    valueType: row.valueType,
    multipleValues: row.multipleValues,
    mediaType: row.mediaType,
    negativeAllowed: row.negativeAllowed,
    unitId: row.unitId ?? evaluationUnitId,
    unitIds: unitsOf(row.id),
    evaluationUnitId,
    values: valuesOf(row.id, parameterId),
  });

  const parameters = svps.map((svp): SurveyParameter => {
    const ids = dimensionIdsOf(svp);
    const build = (role: 'result' | 'context'): SurveyDimension[] =>
      ids[role]
        .map((id) => dimensionById.get(id))
        .filter((d): d is DimensionRow => d !== undefined)
        .sort(byOrdinal)
        .map((row) => {
          const evaluationUnitId = parameterDimensions.find((d) => d.parameterId === svp.id && d.dimensionId === row.id)?.unitId ?? null;
          const components = componentLinks
            .filter((c) => c.dimensionId === row.id)
            .map((c) => dimensionById.get(c.componentDimensionId))
            .filter((d): d is DimensionRow => d !== undefined && d.valueType !== 'composite')
            .map((d) => component(d, null, null));
          return {
            ...component(row, svp.id, evaluationUnitId),
            role,
            mandatory: role === 'context' && source.mandatoryContextIds.includes(row.id),
            components,
          };
        });
    return {
      id: svp.id,
      name: svp.name,
      qualifier: svp.qualifier,
      ordinal: svp.ordinal,
      groupId: svp.versionGroupId ?? svp.parameterGroupId,
      hidden: svp.versionHidden || svp.parameterHidden,
      accredited: accredited.has(svp.id),
      dimensions: { result: build('result'), context: build('context') },
    };
  });
  return {
    parameters,
    groups: [...groups].sort(byOrdinal),
    conversions: conversions.map((c) => ({ fromUnitId: c.fromUnitId, toUnitId: c.toUnitId, factor: Number(c.factor), parameterId: c.parameterId })),
  };
}

/** The parameters accredited in the scheme on the day (spec 1 §2 ' (A)'). */
async function accreditedParameters(db: Executor, schemeId: number, parameterIds: readonly number[], day: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('accreditations')
    .select('parameterId')
    .where('schemeId', '=', schemeId)
    .where('parameterId', 'in', [...parameterIds])
    .where((eb) => eb.or([eb('accreditedStartsAt', 'is', null), eb('accreditedStartsAt', '<=', day)]))
    .where((eb) => eb.or([eb('accreditedEndsAt', 'is', null), eb('accreditedEndsAt', '>=', day)]))
    .execute();
  return new Set(rows.map((r) => r.parameterId));
}

/** Every dimension of a parameter, result then context. */
export function parameterDimensions(parameter: SurveyParameter): SurveyDimension[] {
  return [...parameter.dimensions.result, ...parameter.dimensions.context];
}

function toComponentDefinition(dimension: SurveyComponentDimension): ComponentDimensionDefinition {
  return {
    id: dimension.id,
    valueType: dimension.valueType,
    multipleValues: dimension.multipleValues,
    unitId: dimension.unitId,
    unitIds: dimension.unitIds,
    evaluationUnitId: dimension.evaluationUnitId,
    values: dimension.values.map((v) => ({ id: v.id, deprecated: v.deprecated })),
    mediaType: dimension.mediaType,
    negativeAllowed: dimension.negativeAllowed,
  };
}

const definitionsOf = new WeakMap<SurveyParameter, readonly DimensionDefinition[]>();

/**
 * What core's result validation needs of a parameter's dimensions. Made once per parameter object:
 * the survey structure cache hands the same parameters to every save for its few seconds.
 */
export function dimensionDefinitions(parameter: SurveyParameter): readonly DimensionDefinition[] {
  let definitions = definitionsOf.get(parameter);
  if (!definitions) {
    definitions = parameterDimensions(parameter).map((d) => ({ ...toComponentDefinition(d), components: d.components.map(toComponentDefinition) }));
    definitionsOf.set(parameter, definitions);
  }
  return definitions;
}

