import { assertNoViolation, cleanLocalized, requiredLocalizedViolation } from '@eqa/core';
import type { TParameter } from './parameter.types';
import type { TUpdateParameterInput } from './save-parameter.types';
import type { AdminContext } from '../admin-context';
import { loadParameter } from './load-parameters';
import { assertParameterGroup, assertParameterOrdinalFree } from './parameter-checks';

/** PATCH /params/{id}: the editable title (name) and subtitle (qualifier), hidden, group and ordinal. */
export async function updateParameter(ctx: Pick<AdminContext, 'db'>, input: TUpdateParameterInput): Promise<TParameter> {
  await loadParameter(ctx.db, input.id);
  if (input.name !== undefined) assertNoViolation(requiredLocalizedViolation('name', input.name));
  await assertParameterGroup(ctx.db, input.groupId);
  if (input.ordinal !== undefined) await assertParameterOrdinalFree(ctx.db, input.ordinal, input.id);
  const qualifier = input.qualifier === undefined ? undefined : input.qualifier === null ? null : cleanLocalized(input.qualifier);
  const patch = {
    ...(input.name !== undefined ? { name: cleanLocalized(input.name) } : {}),
    ...(qualifier !== undefined ? { qualifier: qualifier && Object.keys(qualifier).length > 0 ? qualifier : null } : {}),
    ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
    ...(input.groupId !== undefined ? { groupId: input.groupId } : {}),
    ...(input.ordinal !== undefined ? { ordinal: input.ordinal } : {}),
  };
  if (Object.keys(patch).length > 0) await ctx.db.updateTable('parameters').set(patch).where('id', '=', input.id).execute();
  return loadParameter(ctx.db, input.id);
}
