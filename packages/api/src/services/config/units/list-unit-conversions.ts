import type { TListUnitConversionsOutput } from './list-unit-conversions.types';
import type { AdminContext } from '../admin-context';
import { loadConversions } from './load-conversions';
import { loadUnit } from './load-units';

/** GET /units/{unitId}/conversions: the conversions from the unit. */
export async function listUnitConversions(ctx: Pick<AdminContext, 'db'>, unitId: number): Promise<TListUnitConversionsOutput> {
  await loadUnit(ctx.db, unitId);
  const items = await loadConversions(ctx.db, unitId);
  return { items, total: items.length };
}
