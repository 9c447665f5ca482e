import { API_MESSAGES, CONFIG_MESSAGES, AppError, nextOrdinal } from '@eqa/core';
import type { TChangeParameterDimensionsInput } from './change-parameter-dimensions.types';
import type { TParameter } from './parameter.types';
import type { AdminContext } from '../admin-context';
import { inUseError } from '../db-errors';
import { loadParameter } from './load-parameters';
import { parameterDimensionDeletable } from './parameter-dimension-deletable';

/**
 * PATCH /params/{id}/dimensions/{role}/{dimensionIds}: add (spec 3 §5: only dimensions not yet
 * present, at least one) or remove (only deletable ones, else 409) result or context dimensions. A
 * numeric dimension added gets the dimension's unit as evaluation unit.
 */
export async function changeParameterDimensions(ctx: Pick<AdminContext, 'db'>, input: TChangeParameterDimensionsInput): Promise<TParameter> {
  const parameter = await loadParameter(ctx.db, input.id);
  const ids = [...new Set(input.dimensionIds.split(',').map((id) => id.trim()).filter((id) => id.length > 0))];
  if (ids.length === 0) throw AppError.constraint('dimensionIds', 'requiredField');
  const present = [...parameter.dimensions.result, ...parameter.dimensions.context];

  if (input.action === 'add') {
    const dimensions = await ctx.db.selectFrom('dimensions').select(['id', 'valueType', 'unitId']).where('id', 'in', ids).execute();
    const unknown = ids.find((id) => !dimensions.some((d) => d.id === id));
    if (unknown !== undefined) throw AppError.constraint('dimensionIds', API_MESSAGES.unknownDimension, undefined, { id: unknown });
    const already = ids.find((id) => present.some((p) => p.dimension.id === id));
    if (already !== undefined) throw AppError.constraint('dimensionIds', API_MESSAGES.parameterHasDimension, undefined, { id: already });
    let ordinal = nextOrdinal(present.map((p) => p.ordinal));
    await ctx.db
      .insertInto('parameterDimensions')
      .values(
        ids.map((id) => {
          const dimension = dimensions.find((d) => d.id === id);
          const row = {
            parameterId: input.id,
            dimensionId: id,
            role: input.role,
            ordinal,
            unitId: dimension?.valueType === 'numeric' ? (dimension.unitId ?? null) : null,
          };
          ordinal += 1;
          return row;
        }),
      )
      .execute();
    return loadParameter(ctx.db, input.id);
  }

  const missing = ids.find((id) => !present.some((p) => p.dimension.id === id && p.role === input.role));
  if (missing !== undefined) throw AppError.constraint('dimensionIds', input.role === 'result' ? CONFIG_MESSAGES.noResultDimension : CONFIG_MESSAGES.noContextDimension, undefined, { id: missing });
  await ctx.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      if (!(await parameterDimensionDeletable(trx, input.id, id))) {
        throw inUseError(`The dimension ${id} is not deletable from this parameter (used by scheme versions or results)`);
      }
    }
    await trx.deleteFrom('parameterDimensions').where('parameterId', '=', input.id).where('dimensionId', 'in', ids).execute();
  });
  return loadParameter(ctx.db, input.id);
}
