import type { Kysely } from 'kysely';
import type { Logger } from '@eqa/api';
import type { DB } from '@eqa/db';
import { seedDemoData } from '@eqa/db/seed/index';

/**
 * Seeds the demo data (SEED_DEMO, default with the embedded database). Idempotent: the seed does
 * nothing when the demo org exists, and an advisory lock keeps two servers from seeding twice.
 * `now` anchors the data: the default demo date in demo mode, so the demo surveys are in every phase.
 */
export async function seedDemo(db: Kysely<DB>, now: Date, logger: Logger): Promise<void> {
  const started = Date.now();
  const summary = await seedDemoData(db, { now });
  if (summary.seeded) logger.info('demo data seeded', { ...summary, ms: Date.now() - started });
}
