import type { TParameter } from './parameter.types';
import type { AdminContext } from '../admin-context';
import { loadParameter } from './load-parameters';

/** GET /params/{id}. */
export async function getParameter(ctx: Pick<AdminContext, 'db'>, id: number): Promise<TParameter> {
  return loadParameter(ctx.db, id);
}
