import type { TListParameterGroupsOutput } from './list-parameter-groups.types';
import type { AdminContext } from '../admin-context';

/** GET /params/param_groups: every parameter group by ordinal. */
export async function listParameterGroups(ctx: Pick<AdminContext, 'db'>): Promise<TListParameterGroupsOutput> {
  const items = await ctx.db.selectFrom('parameterGroups').select(['id', 'name', 'ordinal']).orderBy('ordinal').orderBy('id').execute();
  return { items, total: items.length };
}
