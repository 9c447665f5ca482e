/**
 * Rebuilds every result read model from the events (`pnpm db:rebuild-projections`).
 *
 * Opens the database the way the server does (openDatabase): a PostgreSQL server when
 * DATABASE_URL is set, otherwise the embedded PGlite in EQA_DATA_DIR (default: <repo>/.data/pglite).
 * Stop the server first when it runs on PGlite: one data folder takes one process. On PostgreSQL
 * the servers keep running: the read models are built beside the live ones and swapped in at the
 * end (projections/rebuild.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseTarget } from '../client';
import { rebuildProjections } from '../projections/rebuild';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../.data/pglite', import.meta.url));

function target(): DatabaseTarget {
  const url = process.env.DATABASE_URL;
  if (url) return { kind: 'postgres', url, poolSize: 2 };
  const dataDir = process.env.EQA_DATA_DIR ?? DEFAULT_DATA_DIR;
  if (!existsSync(dataDir)) throw new Error(`No database: DATABASE_URL is not set and ${dataDir} does not exist`);
  return { kind: 'pglite', dataDir };
}

async function main(): Promise<void> {
  const where = target();
  const handle = await openDatabase(where);
  try {
    const started = Date.now();
    const result = await rebuildProjections(handle.db);
    const on = where.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${where.dataDir}`;
    console.log(
      `Rebuilt ${result.projections.join(', ')} from ${result.events} events on ${on} in ${Date.now() - started} ms`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
