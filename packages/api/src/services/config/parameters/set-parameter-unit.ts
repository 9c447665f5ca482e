import { API_MESSAGES, AppError } from '@eqa/core';
import type { TParameter } from './parameter.types';
import type { TSetParameterUnitInput } from './set-parameter-unit.types';
import type { AdminContext } from '../admin-context';
import { assertUnitsExist } from '../dimensions/dimension-units';
import { loadParameter } from './load-parameters';

/** PATCH /params/{id}/{dimensionId}/unit: the evaluation unit of one of the parameter's numeric dimensions. */
export async function setParameterUnit(ctx: Pick<AdminContext, 'db'>, input: TSetParameterUnitInput): Promise<TParameter> {
  await loadParameter(ctx.db, input.id);
  const row = await ctx.db
    .selectFrom('parameterDimensions as pd')
    .innerJoin('dimensions as d', 'd.id', 'pd.dimensionId')
    .select(['d.valueType'])
    .where('pd.parameterId', '=', input.id)
    .where('pd.dimensionId', '=', input.dimensionId)
    .executeTakeFirst();
  if (!row) throw AppError.constraint('dimensionId', API_MESSAGES.parameterLacksDimension);
  if (row.valueType !== 'numeric') throw AppError.constraint('dimensionId', API_MESSAGES.evaluationUnitNumericOnly);
  await assertUnitsExist(ctx.db, input.unitId === null ? [] : [input.unitId], 'unitId');
  await ctx.db
    .updateTable('parameterDimensions')
    .set({ unitId: input.unitId })
    .where('parameterId', '=', input.id)
    .where('dimensionId', '=', input.dimensionId)
    .execute();
  return loadParameter(ctx.db, input.id);
}
