import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';

/** PATCH /auth/profile/seen_latest_results_filter: the one-time 'latest results' hint was shown. */
export async function markLatestResultsHintSeen(db: Kysely<DB>, userId: number): Promise<{ seenLatestResultsFilter: true }> {
  await db.updateTable('users').set({ seenLatestResultsFilter: true }).where('id', '=', userId).execute();
  return { seenLatestResultsFilter: true };
}
