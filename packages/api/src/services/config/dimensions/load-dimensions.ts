import { sql, type Kysely } from 'kysely';
import { AppError, dimensionValuesRemovable, isDimensionDeletable } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TCompositeValue, TDimension, TDimensionSummary, TNominalValue } from './dimension.types';
import { dimensionParameterCount, dimensionValueCount, nominalValueInUse, notInUse } from '../usage';
import { unitRefs } from '../units/load-units';

/** Dimensions of the list with counts and the deletable rule of spec 3 §3 (all, or the given ids). */
export async function loadDimensionSummaries(db: Kysely<DB>, ids?: readonly string[]): Promise<TDimensionSummary[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('dimensions as d')
    .select(['d.id', 'd.name', 'd.valueType', 'd.ordinal', 'd.mediaType', 'd.multipleValues', 'd.negativeAllowed', 'd.unitId'])
    .select([dimensionParameterCount(sql.ref('d.id')).as('parameterCount'), dimensionValueCount(sql.ref('d.id')).as('valueCount')])
    // a composite dimension that lists it as a component uses it as well
    .select(sql<boolean>`exists (select 1 from dimension_components where component_dimension_id = d.id)`.as('isComponent'));
  if (ids) query = query.where('d.id', 'in', [...ids]);
  const rows = await query.orderBy('d.ordinal').orderBy('d.id').execute();
  const units = await unitRefs(db, rows.flatMap((row) => (row.unitId === null ? [] : [row.unitId])));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    valueType: row.valueType,
    ordinal: row.ordinal,
    mediaType: row.mediaType,
    multipleValues: row.multipleValues,
    negativeAllowed: row.negativeAllowed,
    unit: row.unitId === null ? null : (units.get(row.unitId) ?? null),
    valueCount: Number(row.valueCount),
    parameterCount: Number(row.parameterCount),
    deletable: !row.isComponent && isDimensionDeletable({ parameterCount: Number(row.parameterCount), valueCount: Number(row.valueCount) }),
    valuesRemovable: dimensionValuesRemovable({ parameterCount: Number(row.parameterCount), isComponent: row.isComponent }),
  }));
}

export async function loadNominalValues(db: Kysely<DB>, dimensionId: string): Promise<TNominalValue[]> {
  const rows = await db
    .selectFrom('dimensionValues as v')
    .select(['v.id', 'v.value', 'v.ordinal', 'v.deprecated'])
    .select(notInUse(nominalValueInUse(sql.ref('v.id'))).as('deletable'))
    .where('v.dimensionId', '=', dimensionId)
    .orderBy('v.ordinal')
    .orderBy('v.id')
    .execute();
  return rows.map((row) => ({ ...row, deletable: row.deletable === true }));
}

export async function loadCompositeValues(db: Kysely<DB>, dimensionId: string): Promise<TCompositeValue[]> {
  const rows = await db
    .selectFrom('dimensionComponents as c')
    .innerJoin('dimensions as d', 'd.id', 'c.componentDimensionId')
    .select(['c.id', 'c.componentDimensionId', 'c.ordinal', 'd.name', 'd.valueType'])
    .where('c.dimensionId', '=', dimensionId)
    .orderBy('c.ordinal')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    componentDimensionId: row.componentDimensionId,
    component: { id: row.componentDimensionId, name: row.name, valueType: row.valueType },
    ordinal: row.ordinal,
  }));
}

/** The dimension dialog data; 404 when it does not exist. */
export async function loadDimension(db: Kysely<DB>, id: string): Promise<TDimension> {
  const [summary] = await loadDimensionSummaries(db, [id]);
  if (!summary) throw AppError.notFound('Dimension');
  const [unitRows, values, components, params] = await Promise.all([
    db
      .selectFrom('dimensionUnits as du')
      .innerJoin('units as u', 'u.id', 'du.unitId')
      .select(['u.id', 'u.name', 'u.ordinal'])
      .where('du.dimensionId', '=', id)
      .orderBy('du.ordinal')
      .orderBy('u.id')
      .execute(),
    loadNominalValues(db, id),
    loadCompositeValues(db, id),
    db
      .selectFrom('parameterDimensions as pd')
      .innerJoin('parameters as p', 'p.id', 'pd.parameterId')
      .select(['p.id', 'p.name', 'p.qualifier', 'pd.role'])
      .where('pd.dimensionId', '=', id)
      .orderBy('p.ordinal')
      .orderBy('p.id')
      .execute(),
  ]);
  const units = [...unitRows];
  if (summary.unit && !units.some((u) => u.id === summary.unit?.id)) units.unshift(summary.unit);
  return { ...summary, units, values, components, params };
}

/** The dimension row, or 404. */
export async function dimensionRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('dimensions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound('Dimension');
  return row;
}
