import { defaultRoundName, newRoundDefaults } from '@eqa/core';
import type { TRound } from './round.types';
import type { TCreateRoundInput } from './save-round.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { loadRound } from './load-rounds';
import { assertEditableYear, assertRoundOrdinalFree } from './round-checks';

/** POST /orgs/{orgId}/rounds: year and ordinal default to the current year and month number (spec 3 §5). */
export async function createRound(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, input: TCreateRoundInput): Promise<TRound> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const defaults = newRoundDefaults(ctx.clock.now());
  const year = input.year ?? defaults.year;
  const ordinal = input.ordinal ?? defaults.ordinal;
  assertEditableYear(ctx.clock, year);
  await assertRoundOrdinalFree(ctx.db, input.orgId, year, ordinal, null);
  const name = input.name?.trim() || defaultRoundName(year, ordinal);
  const { id } = await withDbErrors(
    () =>
      ctx.db
        .insertInto('rounds')
        .values({ orgId: input.orgId, year, ordinal, name, deadline: input.deadline ?? null })
        .returning('id')
        .executeTakeFirstOrThrow(),
    { unique: { param: 'ordinal', message: 'duplicateOrdinal' } },
  );
  return loadRound(ctx.db, ctx.clock, input.orgId, id);
}
