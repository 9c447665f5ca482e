import { API_MESSAGES, AppError, assertNoViolation, roundYearViolation, type Clock } from '@eqa/core';
import type { Executor } from '@eqa/db';

/** 422 (param) unless the year is the previous, current or next one (spec 3 §4/§6). */
export function assertEditableYear(clock: Clock, year: number, param = 'year'): void {
  assertNoViolation(roundYearViolation(year, clock.now(), param));
}

/** 422 ordinal when the org already has a round with this year and ordinal. */
export async function assertRoundOrdinalFree(db: Executor, orgId: number, year: number, ordinal: number, exceptId: number | null): Promise<void> {
  if (ordinal < 0) throw AppError.constraint('ordinal', API_MESSAGES.negativeOrdinal);
  let query = db.selectFrom('rounds').select('id').where('orgId', '=', orgId).where('year', '=', year).where('ordinal', '=', ordinal);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw AppError.constraint('ordinal', 'duplicateOrdinal');
}
