/**
 * Migrates the database to the latest schema (`pnpm --filter @eqa/db migrate`): DATABASE_URL, or
 * the embedded PGlite in EQA_DATA_DIR. Stop the server first when it runs on PGlite.
 */
import { openDatabase } from '../client';
import { migrateToLatest } from '../migrator';
import { cliTarget, describeTarget } from './target';

async function main(): Promise<void> {
  const target = cliTarget();
  const handle = await openDatabase(target);
  try {
    const applied = await migrateToLatest(handle.db);
    console.log(applied.length > 0 ? `Applied ${applied.join(', ')} on ${describeTarget(target)}` : `${describeTarget(target)} is up to date`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
