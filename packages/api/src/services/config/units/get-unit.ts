import type { TUnit } from './unit.types';
import type { AdminContext } from '../admin-context';
import { loadUnit } from './load-units';

/** GET /units/{id}. */
export async function getUnit(ctx: Pick<AdminContext, 'db'>, id: number): Promise<TUnit> {
  return loadUnit(ctx.db, id);
}
