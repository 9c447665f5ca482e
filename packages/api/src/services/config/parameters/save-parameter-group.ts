import { AppError, assertNoViolation, cleanLocalized, nextOrdinal, ordinalTakenViolation, requiredLocalizedViolation } from '@eqa/core';
import type { AdminContext } from '../admin-context';
import type { TParameterGroup } from './parameter.types';
import type { TCreateParameterGroupInput, TUpdateParameterGroupInput } from './parameter-groups.types';

/** A parameter group, or 404. */
export async function loadParameterGroup(db: AdminContext['db'], id: number): Promise<TParameterGroup> {
  const group = await db.selectFrom('parameterGroups').select(['id', 'name', 'ordinal']).where('id', '=', id).executeTakeFirst();
  if (!group) throw AppError.notFound('Parameter group');
  return group;
}

/** POST /params/param_groups (id null) and PUT /params/param_groups/{id}: a name in some locale, a unique ordinal. */
export async function saveParameterGroup(ctx: Pick<AdminContext, 'db'>, input: TCreateParameterGroupInput | TUpdateParameterGroupInput, id: number | null): Promise<TParameterGroup> {
  if (id !== null) await loadParameterGroup(ctx.db, id);
  assertNoViolation(requiredLocalizedViolation('name', input.name));
  let others = ctx.db.selectFrom('parameterGroups').select('ordinal');
  if (id !== null) others = others.where('id', '<>', id);
  const ordinals = (await others.execute()).map((row) => row.ordinal);
  const ordinal = input.ordinal ?? (id === null ? nextOrdinal(ordinals) : undefined);
  if (ordinal !== undefined) assertNoViolation(ordinalTakenViolation(ordinal, ordinals));
  const values = { name: cleanLocalized(input.name), ...(ordinal !== undefined ? { ordinal } : {}) };
  if (id === null) {
    const row = await ctx.db.insertInto('parameterGroups').values(values).returning('id').executeTakeFirstOrThrow();
    return loadParameterGroup(ctx.db, row.id);
  }
  await ctx.db.updateTable('parameterGroups').set(values).where('id', '=', id).execute();
  return loadParameterGroup(ctx.db, id);
}
