import { assertNoViolation, cleanLocalized, nextOrdinal, requiredLocalizedViolation } from '@eqa/core';
import type { TParameter } from './parameter.types';
import type { TCreateParameterInput } from './save-parameter.types';
import type { AdminContext } from '../admin-context';
import { loadParameter } from './load-parameters';
import { assertParameterGroup, assertParameterOrdinalFree } from './parameter-checks';

/** POST /params (spec 3 §5: a name in at least one locale; the ordinal defaults to the next one). */
export async function createParameter(ctx: Pick<AdminContext, 'db'>, input: TCreateParameterInput): Promise<TParameter> {
  assertNoViolation(requiredLocalizedViolation('name', input.name));
  await assertParameterGroup(ctx.db, input.groupId);
  let ordinal = input.ordinal;
  if (ordinal === undefined) {
    const rows = await ctx.db.selectFrom('parameters').select('ordinal').execute();
    ordinal = nextOrdinal(rows.map((row) => row.ordinal));
  } else {
    await assertParameterOrdinalFree(ctx.db, ordinal, null);
  }
  const qualifier = input.qualifier ? cleanLocalized(input.qualifier) : null;
  const { id } = await ctx.db
    .insertInto('parameters')
    .values({
      name: cleanLocalized(input.name),
      qualifier: qualifier && Object.keys(qualifier).length > 0 ? qualifier : null,
      groupId: input.groupId ?? null,
      ordinal,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return loadParameter(ctx.db, id);
}
