import { API_MESSAGES, AppError, assertNoViolation, ordinalTakenViolation } from '@eqa/core';
import type { Executor } from '@eqa/db';

/** 422 groupId for an unknown parameter group. */
export async function assertParameterGroup(db: Executor, groupId: number | null | undefined): Promise<void> {
  if (groupId === null || groupId === undefined) return;
  const group = await db.selectFrom('parameterGroups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw AppError.constraint('groupId', API_MESSAGES.unknownParameterGroup);
}

/** Parameter ordinals are unique (the order of the parameters list). */
export async function assertParameterOrdinalFree(db: Executor, ordinal: number, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('parameters').select('ordinal').where('ordinal', '=', ordinal);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const taken = await query.execute();
  assertNoViolation(ordinalTakenViolation(ordinal, taken.map((row) => row.ordinal)));
}
