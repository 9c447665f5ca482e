import type { TOk } from '../../shared.types';
import type { AdminContext } from '../admin-context';
import { loadConversion } from './load-conversions';

/** DELETE /units/{unitId}/conversions/{conversionId}. */
export async function deleteUnitConversion(ctx: Pick<AdminContext, 'db'>, unitId: number, conversionId: number): Promise<TOk> {
  await loadConversion(ctx.db, unitId, conversionId);
  await ctx.db.deleteFrom('unitConversions').where('id', '=', conversionId).execute();
  return { ok: true };
}
