import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../client';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../.data/pglite', import.meta.url));

/**
 * The database the CLIs work on, like the server: PostgreSQL when DATABASE_URL is set, otherwise
 * the embedded PGlite in EQA_DATA_DIR (default: <repo>/.data/pglite, created when missing).
 */
export function cliTarget(): DatabaseTarget {
  const url = process.env.DATABASE_URL;
  if (url) return { kind: 'postgres', url, poolSize: 2 };
  const dataDir = process.env.EQA_DATA_DIR ?? DEFAULT_DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  return { kind: 'pglite', dataDir };
}

export function describeTarget(target: DatabaseTarget): string {
  return target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${target.dataDir}`;
}
