import { AppError, assertNoViolation, requiredTextViolation } from '@eqa/core';
import type { Executor } from '@eqa/db';

/** Spec 3 §5 "Scheme save requires shortName"; short names are unique in the org (422 shortName). */
export async function checkedShortName(db: Executor, orgId: number, shortName: string | undefined, exceptId: number | null): Promise<string> {
  assertNoViolation(requiredTextViolation('shortName', shortName));
  const trimmed = (shortName ?? '').trim();
  let query = db.selectFrom('schemes').select('id').where('orgId', '=', orgId).where('shortName', '=', trimmed);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw AppError.constraint('shortName', 'config.schemes.shortNameTaken');
  return trimmed;
}
