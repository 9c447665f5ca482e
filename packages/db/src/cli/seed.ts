/**
 * Migrates, then seeds the demo data (`pnpm --filter @eqa/db seed`): DATABASE_URL, or the embedded
 * PGlite in EQA_DATA_DIR. The data is anchored to SEED_NOW (an ISO date or day), default the demo
 * date of demo mode. Does nothing when the demo org exists.
 */
import { DEFAULT_DEMO_DATE, demoDateAt } from '@eqa/core';
import { openDatabase } from '../client';
import { migrateToLatest } from '../migrator';
import { seedDemoData } from '../seed';
import { cliTarget, describeTarget } from './target';

function seedNow(): Date {
  const raw = process.env.SEED_NOW;
  if (!raw) return new Date(DEFAULT_DEMO_DATE);
  const date = raw.length === 10 ? demoDateAt(raw) : new Date(raw);
  if (Number.isNaN(date.getTime())) throw new RangeError(`SEED_NOW is not a date: ${raw}`);
  return date;
}

async function main(): Promise<void> {
  const target = cliTarget();
  const handle = await openDatabase(target);
  try {
    await migrateToLatest(handle.db);
    const now = seedNow();
    const started = Date.now();
    const summary = await seedDemoData(handle.db, { now });
    console.log(
      summary.seeded
        ? `Seeded the demo data as of ${now.toISOString()} on ${describeTarget(target)} in ${Date.now() - started} ms: ${JSON.stringify(summary)}`
        : `The demo org already exists on ${describeTarget(target)}; nothing seeded`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
