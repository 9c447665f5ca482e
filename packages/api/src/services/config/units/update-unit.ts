import { AppError, assertNoViolation, cleanLocalized, hasAnyLocale, ordinalTakenViolation, REQUIRED_FIELD } from '@eqa/core';
import type { TUnit } from './unit.types';
import type { TUpdateUnitInput } from './update-unit.types';
import type { AdminContext } from '../admin-context';
import { loadUnit } from './load-units';

/** PATCH /units/{id}: name, ordinal (unique among units), hidden. */
export async function updateUnit(ctx: Pick<AdminContext, 'db'>, input: TUpdateUnitInput): Promise<TUnit> {
  await loadUnit(ctx.db, input.id);
  if (input.name !== undefined && !hasAnyLocale(input.name)) assertNoViolation({ param: 'name', message: REQUIRED_FIELD });
  if (input.ordinal !== undefined) {
    const others = await ctx.db.selectFrom('units').select('ordinal').where('id', '<>', input.id).execute();
    assertNoViolation(ordinalTakenViolation(input.ordinal, others.map((row) => row.ordinal)));
  }
  const patch = {
    ...(input.name !== undefined ? { name: cleanLocalized(input.name) } : {}),
    ...(input.ordinal !== undefined ? { ordinal: input.ordinal } : {}),
    ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
  };
  if (Object.keys(patch).length > 0) {
    const result = await ctx.db.updateTable('units').set(patch).where('id', '=', input.id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw AppError.notFound('Unit');
  }
  return loadUnit(ctx.db, input.id);
}
