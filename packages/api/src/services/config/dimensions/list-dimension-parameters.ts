import type { TListDimensionParametersOutput } from './list-dimension-parameters.types';
import type { AdminContext } from '../admin-context';
import { dimensionRow } from './load-dimensions';

/** GET /dimensions/{id}/parameters: the parameters that have the dimension, with their allowed values. */
export async function listDimensionParameters(ctx: Pick<AdminContext, 'db'>, dimensionId: string): Promise<TListDimensionParametersOutput> {
  await dimensionRow(ctx.db, dimensionId);
  const [rows, allowed] = await Promise.all([
    ctx.db
      .selectFrom('parameterDimensions as pd')
      .innerJoin('parameters as p', 'p.id', 'pd.parameterId')
      .select(['p.id', 'p.name', 'p.qualifier', 'pd.role'])
      .where('pd.dimensionId', '=', dimensionId)
      .orderBy('p.ordinal')
      .orderBy('p.id')
      .execute(),
    ctx.db.selectFrom('parameterDimensionValues').select(['parameterId', 'valueId']).where('dimensionId', '=', dimensionId).orderBy('valueId').execute(),
  ]);
  const items = rows.map((row) => {
    const valueIds = allowed.filter((a) => a.parameterId === row.id).map((a) => a.valueId);
    return { ...row, valueIds: valueIds.length > 0 ? valueIds : null };
  });
  return { items, total: items.length };
}
