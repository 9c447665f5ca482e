import type { TOk } from '../../shared.types';
import type { AdminContext } from '../admin-context';
import { inUseError, withDbErrors } from '../db-errors';
import { loadParameterGroup } from './save-parameter-group';

/** DELETE /params/param_groups/{id}: refused (409 in_use_error) while a parameter or a scheme version's parameter is in it. */
export async function deleteParameterGroup(ctx: Pick<AdminContext, 'db'>, id: number): Promise<TOk> {
  await loadParameterGroup(ctx.db, id);
  const [parameter, versionParameter] = await Promise.all([
    ctx.db.selectFrom('parameters').select('id').where('groupId', '=', id).limit(1).executeTakeFirst(),
    ctx.db.selectFrom('schemeVersionParameters').select('parameterId').where('groupId', '=', id).limit(1).executeTakeFirst(),
  ]);
  if (parameter || versionParameter) throw inUseError('The parameter group has parameters and cannot be deleted');
  await withDbErrors(() => ctx.db.deleteFrom('parameterGroups').where('id', '=', id).execute(), { foreignKey: 'The parameter group is in use and cannot be deleted' });
  return { ok: true };
}
