import { sql } from 'kysely';
import type { Executor } from '@eqa/db';
import { parameterDimensionInUse } from '../usage';

/**
 * Whether a dimension may be removed from a parameter, and nominal values removed from the
 * parameter's allowed values (spec 3 §5): the parameter_dimensions.deletable flag, and no scheme
 * version or result uses the pair.
 */
export async function parameterDimensionDeletable(db: Executor, parameterId: number, dimensionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('parameterDimensions as pd')
    .select('pd.deletable')
    .select(parameterDimensionInUse(sql.ref('pd.parameterId'), sql.ref('pd.dimensionId')).as('inUse'))
    .where('pd.parameterId', '=', parameterId)
    .where('pd.dimensionId', '=', dimensionId)
    .executeTakeFirst();
  return row !== undefined && row.deletable && row.inUse !== true;
}
