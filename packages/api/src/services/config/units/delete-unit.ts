import type { TOk } from '../../shared.types';
import type { AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadUnit } from './load-units';

/** DELETE /units/{id}: only a deletable unit (spec 3 §5); its conversions go with it. */
export async function deleteUnit(ctx: Pick<AdminContext, 'db'>, id: number): Promise<TOk> {
  const unit = await loadUnit(ctx.db, id);
  if (!unit.deletable) throw inUseError('The unit is used by dimensions, parameters or results and cannot be deleted');
  await withDbErrors(() => ctx.db.deleteFrom('units').where('id', '=', id).execute(), {
    foreignKey: 'The unit is in use and cannot be deleted',
  });
  return { ok: true };
}
