import type { TDimension } from './dimension.types';
import type { AdminContext } from '../admin-context';
import { loadDimension } from './load-dimensions';

/** GET /dimensions/{id}. */
export async function getDimension(ctx: Pick<AdminContext, 'db'>, id: string): Promise<TDimension> {
  return loadDimension(ctx.db, id);
}
