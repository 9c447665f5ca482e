import { assertNoViolation, cleanLocalized, hasAnyLocale, nextOrdinal, ordinalTakenViolation, REQUIRED_FIELD } from '@eqa/core';
import type { TCreateUnitInput } from './create-unit.types';
import type { TUnit } from './unit.types';
import type { AdminContext } from '../admin-context';
import { loadUnit } from './load-units';

/** POST /units (spec 3 §5: "Unit name required (requiredField)"; ordinals unique). */
export async function createUnit(ctx: Pick<AdminContext, 'db'>, input: TCreateUnitInput): Promise<TUnit> {
  if (!hasAnyLocale(input.name)) assertNoViolation({ param: 'name', message: REQUIRED_FIELD });
  const ordinals = (await ctx.db.selectFrom('units').select('ordinal').execute()).map((row) => row.ordinal);
  const ordinal = input.ordinal ?? nextOrdinal(ordinals);
  assertNoViolation(ordinalTakenViolation(ordinal, ordinals));
  const { id } = await ctx.db
    .insertInto('units')
    .values({ name: cleanLocalized(input.name), ordinal })
    .returning('id')
    .executeTakeFirstOrThrow();
  return loadUnit(ctx.db, id);
}
