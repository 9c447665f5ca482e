import type { TDimensionValues } from './dimension.types';
import type { AdminContext } from '../admin-context';
import { dimensionRow, loadCompositeValues, loadNominalValues } from './load-dimensions';

/** GET /dimensions/{id}/values: the nominal values (deprecated ones included) and composite components. */
export async function listDimensionValues(ctx: Pick<AdminContext, 'db'>, id: string): Promise<TDimensionValues> {
  await dimensionRow(ctx.db, id);
  const [nominal, composite] = await Promise.all([loadNominalValues(ctx.db, id), loadCompositeValues(ctx.db, id)]);
  return { nominal, composite };
}
