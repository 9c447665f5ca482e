import type { TOk } from '../../shared.types';
import type { AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadParameter } from './load-parameters';

/** DELETE /params/{id}: refused (409) while scheme versions, accreditations, targets or results use it. */
export async function deleteParameter(ctx: Pick<AdminContext, 'db'>, id: number): Promise<TOk> {
  const parameter = await loadParameter(ctx.db, id);
  if (!parameter.deletable) throw inUseError('The parameter is used by scheme versions, accreditations or results and cannot be deleted');
  await withDbErrors(() => ctx.db.deleteFrom('parameters').where('id', '=', id).execute(), {
    foreignKey: 'The parameter is in use and cannot be deleted',
  });
  return { ok: true };
}
