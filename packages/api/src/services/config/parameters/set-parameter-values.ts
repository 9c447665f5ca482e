import { API_MESSAGES, AppError } from '@eqa/core';
import type { TParameter } from './parameter.types';
import type { TSetParameterValuesInput } from './set-parameter-values.types';
import type { AdminContext } from '../admin-context';
import { inUseError } from '../db-errors';
import { effectiveValueIds, storeAllowedValues } from './allowed-values';
import { loadParameter } from './load-parameters';
import { parameterDimensionDeletable } from './parameter-dimension-deletable';

/**
 * PATCH /params/{id}/values: the nominal values the parameter allows for a dimension. Spec 3 §5: a
 * nominal value cannot be removed for non-deletable dimensions (409).
 */
export async function setParameterValues(ctx: Pick<AdminContext, 'db'>, input: TSetParameterValuesInput): Promise<TParameter> {
  await loadParameter(ctx.db, input.id);
  const pd = await ctx.db
    .selectFrom('parameterDimensions as pd')
    .innerJoin('dimensions as d', 'd.id', 'pd.dimensionId')
    .select(['d.valueType'])
    .where('pd.parameterId', '=', input.id)
    .where('pd.dimensionId', '=', input.dimensionId)
    .executeTakeFirst();
  if (!pd) throw AppError.constraint('dimensionId', API_MESSAGES.parameterLacksDimension);
  if (pd.valueType !== 'nominal') throw AppError.constraint('dimensionId', API_MESSAGES.valuesNominalOnly);
  if (input.valueIds !== null) {
    const known = await ctx.db
      .selectFrom('dimensionValues')
      .select('id')
      .where('dimensionId', '=', input.dimensionId)
      .where('id', 'in', input.valueIds.length > 0 ? input.valueIds : [0])
      .execute();
    if (known.length !== new Set(input.valueIds).size) throw AppError.constraint('valueIds', API_MESSAGES.unknownDimensionValue);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const current = await effectiveValueIds(trx, input.id, input.dimensionId);
    const removes = input.valueIds !== null && current.some((id) => !input.valueIds?.includes(id));
    if (removes && !(await parameterDimensionDeletable(trx, input.id, input.dimensionId))) {
      throw inUseError('Values cannot be removed: the dimension of this parameter is not deletable');
    }
    await storeAllowedValues(trx, input.id, input.dimensionId, input.valueIds, 'valueIds');
  });
  return loadParameter(ctx.db, input.id);
}
