import { sql } from 'kysely';
import { AppError } from '@eqa/core';
import type { TDimension } from './dimension.types';
import type { TDeleteDimensionValueInput } from './save-dimension-value.types';
import type { AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { isInUse, nominalValueInUse } from '../usage';
import { loadDimension, loadDimensionSummaries } from './load-dimensions';

/**
 * DELETE /dimensions/{id}/values/nominal/{valueId} and /composite/{valueId}. A nominal value that
 * parameters allow, results hold or evaluation groups and targets name is refused with 409 — hide it
 * (deprecated) instead; a component is refused while results of the composite dimension exist.
 * Neither is removed from a dimension in use (core dimensionValuesRemovable: parameters have it or
 * a composite lists it): 409 in_use_error.
 */
export async function deleteDimensionValue(ctx: Pick<AdminContext, 'db'>, input: TDeleteDimensionValueInput): Promise<TDimension> {
  const [dimension] = await loadDimensionSummaries(ctx.db, [input.id]);
  if (!dimension) throw AppError.notFound('Dimension');
  if (input.type === 'nominal') {
    const value = await ctx.db
      .selectFrom('dimensionValues')
      .select('id')
      .where('id', '=', input.valueId)
      .where('dimensionId', '=', input.id)
      .executeTakeFirst();
    if (!value) throw AppError.notFound('Dimension value');
    if (!dimension.valuesRemovable) throw inUseError('The dimension is used by parameters; its values cannot be removed, hide them (deprecated) instead');
    if (await isInUse(ctx.db, nominalValueInUse(sql.val(input.valueId)))) {
      throw inUseError('The value is used by parameters, results or evaluation groups; hide it (deprecated) instead');
    }
    await withDbErrors(() => ctx.db.deleteFrom('dimensionValues').where('id', '=', input.valueId).execute(), {
      foreignKey: 'The value is in use and cannot be deleted',
    });
  } else {
    const component = await ctx.db
      .selectFrom('dimensionComponents')
      .select('id')
      .where('id', '=', input.valueId)
      .where('dimensionId', '=', input.id)
      .executeTakeFirst();
    if (!component) throw AppError.notFound('Composite value');
    if (!dimension.valuesRemovable) throw inUseError('The dimension is used by parameters; its components cannot be removed');
    const results = await ctx.db.selectFrom('resultValues').select('labId').where('dimensionId', '=', input.id).limit(1).executeTakeFirst();
    if (results) throw inUseError('Results of the composite dimension exist; its components cannot be removed');
    await ctx.db.deleteFrom('dimensionComponents').where('id', '=', input.valueId).execute();
  }
  return loadDimension(ctx.db, input.id);
}
