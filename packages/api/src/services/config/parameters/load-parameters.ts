import { sql, type Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TParameter, TParameterDimension, TParameterSummary } from './parameter.types';
import { notInUse, parameterDimensionInUse, parameterInUse } from '../usage';
import { unitRefs } from '../units/load-units';

/** Parameters of the given ids (or the query's), with group and deletable flag. */
export async function loadParameterSummaries(db: Kysely<DB>, ids: readonly number[]): Promise<TParameterSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('parameters as p')
    .leftJoin('parameterGroups as g', 'g.id', 'p.groupId')
    .select(['p.id', 'p.name', 'p.qualifier', 'p.hidden', 'p.ordinal', 'p.groupId', 'g.name as groupName', 'g.ordinal as groupOrdinal'])
    .select(notInUse(parameterInUse(sql.ref('p.id'))).as('deletable'))
    .where('p.id', 'in', [...ids])
    .execute();
  const byId = new Map(
    rows.map((row): [number, TParameterSummary] => [
      row.id,
      {
        id: row.id,
        name: row.name,
        qualifier: row.qualifier,
        hidden: row.hidden,
        ordinal: row.ordinal,
        groupId: row.groupId,
        group: row.groupId !== null ? { id: row.groupId, name: row.groupName ?? {}, ordinal: row.groupOrdinal ?? 0 } : null,
        deletable: row.deletable === true,
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((p): p is TParameterSummary => p !== undefined);
}

/** The dimensions of a parameter, by role, in their order. */
export async function loadParameterDimensions(db: Kysely<DB>, parameterId: number): Promise<TParameter['dimensions']> {
  const [rows, allowed] = await Promise.all([
    db
      .selectFrom('parameterDimensions as pd')
      .innerJoin('dimensions as d', 'd.id', 'pd.dimensionId')
      .select([
        'pd.dimensionId',
        'pd.role',
        'pd.ordinal',
        'pd.unitId',
        'pd.deletable',
        'd.name',
        'd.valueType',
        'd.ordinal as dimensionOrdinal',
        'd.multipleValues',
        'd.mediaType',
      ])
      .select(parameterDimensionInUse(sql.ref('pd.parameterId'), sql.ref('pd.dimensionId')).as('inUse'))
      .where('pd.parameterId', '=', parameterId)
      .orderBy('pd.ordinal')
      .orderBy('d.ordinal')
      .execute(),
    db.selectFrom('parameterDimensionValues').select(['dimensionId', 'valueId']).where('parameterId', '=', parameterId).orderBy('valueId').execute(),
  ]);
  const units = await unitRefs(db, rows.flatMap((row) => (row.unitId === null ? [] : [row.unitId])));
  const dimensions = rows.map((row): TParameterDimension => {
    const valueIds = allowed.filter((a) => a.dimensionId === row.dimensionId).map((a) => a.valueId);
    return {
      dimension: {
        id: row.dimensionId,
        name: row.name,
        valueType: row.valueType,
        ordinal: row.dimensionOrdinal,
        multipleValues: row.multipleValues,
        mediaType: row.mediaType,
      },
      role: row.role,
      ordinal: row.ordinal,
      unit: row.unitId === null ? null : (units.get(row.unitId) ?? null),
      deletable: row.deletable && row.inUse !== true,
      valueIds: valueIds.length > 0 ? valueIds : null,
    };
  });
  return { result: dimensions.filter((d) => d.role === 'result'), context: dimensions.filter((d) => d.role === 'context') };
}

/** The parameter page; 404 when it does not exist. */
export async function loadParameter(db: Kysely<DB>, id: number): Promise<TParameter> {
  const [summary] = await loadParameterSummaries(db, [id]);
  if (!summary) throw AppError.notFound('Parameter');
  return { ...summary, dimensions: await loadParameterDimensions(db, id) };
}
