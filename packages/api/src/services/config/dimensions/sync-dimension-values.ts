import { API_MESSAGES, AppError } from '@eqa/core';
import type { TSyncDimensionValuesInput, TSyncDimensionValuesOutput } from './sync-dimension-values.types';
import type { AdminContext } from '../admin-context';
import { inUseError } from '../db-errors';
import { effectiveValueIds, sameIds, storeAllowedValues } from '../parameters/allowed-values';
import { parameterDimensionDeletable } from '../parameters/parameter-dimension-deletable';
import { dimensionRow } from './load-dimensions';

/**
 * PATCH /dimensions/{id}/sync_values/{type} (spec 3 §2 sync wizard): adds the chosen nominal values
 * to, or removes them from, the allowed values of the chosen parameters. Only nominal values are
 * allowed per parameter, so type composite is refused (422 type). Removing needs the parameter's
 * dimension to be deletable (spec 3 §5), else 409.
 */
export async function syncDimensionValues(ctx: Pick<AdminContext, 'db'>, input: TSyncDimensionValuesInput): Promise<TSyncDimensionValuesOutput> {
  const dimension = await dimensionRow(ctx.db, input.id);
  if (input.type !== 'nominal') throw AppError.constraint('type', API_MESSAGES.syncNominalOnly);
  if (dimension.valueType !== 'nominal') throw AppError.constraint('type', API_MESSAGES.noNominalValues);
  const values = await ctx.db.selectFrom('dimensionValues').select('id').where('dimensionId', '=', input.id).where('id', 'in', input.valuesToSync).execute();
  if (values.length !== new Set(input.valuesToSync).size) throw AppError.constraint('valuesToSync', API_MESSAGES.unknownDimensionValue);
  const params = await ctx.db
    .selectFrom('parameterDimensions')
    .select('parameterId')
    .where('dimensionId', '=', input.id)
    .where('parameterId', 'in', input.paramsToSync)
    .execute();
  if (params.length !== new Set(input.paramsToSync).size) throw AppError.constraint('paramsToSync', API_MESSAGES.parametersLackDimension);

  return ctx.db.transaction().execute(async (trx) => {
    let updatedParameters = 0;
    for (const parameterId of [...new Set(input.paramsToSync)]) {
      const current = await effectiveValueIds(trx, parameterId, input.id);
      const next =
        input.action === 'add'
          ? [...new Set([...current, ...input.valuesToSync])]
          : current.filter((id) => !input.valuesToSync.includes(id));
      if (sameIds(current, next)) continue;
      if (input.action === 'remove' && !(await parameterDimensionDeletable(trx, parameterId, input.id))) {
        throw inUseError(`Values of this dimension cannot be removed from parameter ${parameterId}: the dimension is not deletable there`);
      }
      await storeAllowedValues(trx, parameterId, input.id, next, 'valuesToSync');
      updatedParameters += 1;
    }
    return { updatedParameters };
  });
}
