import type { Kysely } from 'kysely';
import { AppError, foldSearchText } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TDimensionUnitOptionsOutput, TDimensionValueOptionsOutput } from './dimension-options.types';
import { effectiveValueIds } from '../parameters/allowed-values';

/** 404 unless the scheme version has the parameter with the dimension among its result or context dimensions. */
async function assertVersionParameterDimension(db: Kysely<DB>, schemeVersionId: number, parameterId: number, dimensionId: string): Promise<void> {
  const row = await db
    .selectFrom('schemeVersionParameters')
    .select(['resultDimensionIds', 'contextDimensionIds'])
    .where('schemeVersionId', '=', schemeVersionId)
    .where('parameterId', '=', parameterId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Parameter of the scheme version');
  if (!row.resultDimensionIds.includes(dimensionId) && !row.contextDimensionIds.includes(dimensionId)) {
    throw AppError.notFound('Dimension of the parameter');
  }
}

/**
 * The nominal values offered for a parameter's dimension in a scheme version (the survey form and
 * its preview): the parameter's allowed values, or every non-deprecated value; optional search.
 */
export async function dimensionValueOptions(
  db: Kysely<DB>,
  input: { schemeVersionId: number; parameterId: number; dimensionId: string; query?: string | undefined },
): Promise<TDimensionValueOptionsOutput> {
  await assertVersionParameterDimension(db, input.schemeVersionId, input.parameterId, input.dimensionId);
  const ids = await effectiveValueIds(db, input.parameterId, input.dimensionId);
  if (ids.length === 0) return { items: [], total: 0 };
  const rows = await db
    .selectFrom('dimensionValues')
    .select(['id', 'value', 'ordinal', 'deprecated'])
    .where('id', 'in', ids)
    .orderBy('ordinal')
    .orderBy('id')
    .execute();
  const query = input.query ? foldSearchText(input.query) : '';
  const items = query ? rows.filter((row) => Object.values(row.value).some((text) => foldSearchText(text).includes(query))) : rows;
  return { items, total: items.length };
}

/** The units offered for a parameter's numeric dimension: the evaluation unit, the default and allowed units. */
export async function dimensionUnitOptions(
  db: Kysely<DB>,
  input: { schemeVersionId: number; parameterId: number; dimensionId: string },
): Promise<TDimensionUnitOptionsOutput> {
  await assertVersionParameterDimension(db, input.schemeVersionId, input.parameterId, input.dimensionId);
  const [dimension, allowed, pd] = await Promise.all([
    db.selectFrom('dimensions').select(['unitId']).where('id', '=', input.dimensionId).executeTakeFirstOrThrow(),
    db.selectFrom('dimensionUnits').select('unitId').where('dimensionId', '=', input.dimensionId).orderBy('ordinal').execute(),
    db
      .selectFrom('parameterDimensions')
      .select('unitId')
      .where('parameterId', '=', input.parameterId)
      .where('dimensionId', '=', input.dimensionId)
      .executeTakeFirst(),
  ]);
  const ids = [...new Set([pd?.unitId ?? null, dimension.unitId, ...allowed.map((a) => a.unitId)].filter((id): id is number => id !== null))];
  if (ids.length === 0) return { items: [], total: 0 };
  const units = await db.selectFrom('units').select(['id', 'name', 'ordinal']).where('id', 'in', ids).execute();
  const items = units
    .map((u) => ({ ...u, defaultUnit: u.id === dimension.unitId, evaluationUnit: u.id === (pd?.unitId ?? null) }))
    .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id);
  return { items, total: items.length };
}
