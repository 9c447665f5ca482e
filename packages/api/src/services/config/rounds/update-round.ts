import { defaultRoundName } from '@eqa/core';
import type { TRound } from './round.types';
import type { TUpdateRoundInput } from './save-round.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { loadRound } from './load-rounds';
import { assertEditableYear, assertRoundOrdinalFree } from './round-checks';

/** PATCH /orgs/{orgId}/rounds/{id}: only rounds (and to years) of the previous, current and next year. */
export async function updateRound(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, input: TUpdateRoundInput): Promise<TRound> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const round = await loadRound(ctx.db, ctx.clock, input.orgId, input.id);
  assertEditableYear(ctx.clock, round.year);
  const year = input.year ?? round.year;
  const ordinal = input.ordinal ?? round.ordinal;
  if (year !== round.year) assertEditableYear(ctx.clock, year);
  if (year !== round.year || ordinal !== round.ordinal) await assertRoundOrdinalFree(ctx.db, input.orgId, year, ordinal, input.id);
  // a name that was the default follows the new year/ordinal
  const renamed = round.name === defaultRoundName(round.year, round.ordinal) ? defaultRoundName(year, ordinal) : round.name;
  const name = input.name !== undefined && input.name.trim().length > 0 ? input.name.trim() : renamed;
  await withDbErrors(
    () =>
      ctx.db
        .updateTable('rounds')
        .set({ year, ordinal, name, ...(input.deadline !== undefined ? { deadline: input.deadline } : {}) })
        .where('id', '=', input.id)
        .execute(),
    { unique: { param: 'ordinal', message: 'duplicateOrdinal' } },
  );
  return loadRound(ctx.db, ctx.clock, input.orgId, input.id);
}
