import type { TOk } from '../../shared.types';
import type { AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadDimension } from './load-dimensions';

/** DELETE /dimensions/{id}: only a deletable dimension (no parameters, no values; spec 3 §3). */
export async function deleteDimension(ctx: Pick<AdminContext, 'db'>, id: string): Promise<TOk> {
  const dimension = await loadDimension(ctx.db, id);
  if (!dimension.deletable) {
    throw inUseError('The dimension has parameters or values (or is a component of another dimension) and cannot be deleted');
  }
  await withDbErrors(() => ctx.db.deleteFrom('dimensions').where('id', '=', id).execute(), {
    foreignKey: 'The dimension is in use and cannot be deleted',
  });
  return { ok: true };
}
