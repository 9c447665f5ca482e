import { sql, type Transaction } from 'kysely';
import type { DB } from '@eqa/db';

/** The advisory lock that serialises QC code assignment (any constant; 'EQAQ'). */
const QC_CODE_LOCK = 0x45514151;

/**
 * The QC code (labs.short_name) of a newly registered laboratory: one more than the highest numeric
 * code (QC codes are numeric-looking strings, '99', '1042'), 1 for the first. Serialised by a
 * transaction-level advisory lock, so concurrent registrations on any instance never draw the same
 * code; the unique index stays the last guard. Staff may change it later (spec 3 lab administration).
 */
export async function nextQcCode(trx: Transaction<DB>): Promise<string> {
  await sql`select pg_advisory_xact_lock(${QC_CODE_LOCK})`.execute(trx);
  const { rows } = await sql<{ next: string }>`
    select (coalesce(max(short_name::bigint), 0) + 1)::text as next
    from labs where short_name ~ '^[0-9]{1,15}$'`.execute(trx);
  return rows[0]?.next ?? '1';
}
