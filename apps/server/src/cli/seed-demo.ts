/**
 * `node apps/server/dist/seed-demo.js`: the demo data (SEED_DEMO, default with the embedded
 * database), run before the server starts (scripts/start.sh, the browser tests' servers). Kept out
 * of the server's own entry: production code never imports the seed. Migrates first; does only
 * what is missing (seed-demo.ts), so it is safe on every start.
 */
import { mkdirSync } from 'node:fs';
import { defaultApiSettings } from '@eqa/api';
import { systemClock } from '@eqa/core';
import { migrateToLatest, openDatabase } from '@eqa/db';
import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { seedDemo } from '../seed-demo';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  if (!env.seedDemo) {
    logger.info('demo data not wanted (SEED_DEMO off)');
    return;
  }
  if (!env.databaseUrl) mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase(env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl, poolSize: 4 } : { kind: 'pglite', dataDir: env.dataDir }, { logger });
  try {
    await migrateToLatest(database.db);
    const settings = defaultApiSettings({ demoMode: env.demoMode });
    await seedDemo(database.db, env.demoMode ? new Date(settings.defaultDemoDate) : systemClock.now(), logger);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
