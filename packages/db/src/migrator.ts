import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import { withoutPreparedStatements } from './prepared-statements';

/** Migrations are listed explicitly (bundlers break folder-scanning providers). */
const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

/**
 * Runs the migrations not applied yet. Nothing they send is kept as a prepared statement: the pool
 * serves the app afterwards, and a statement prepared before a later migration changed its table's
 * columns would fail with "cached plan must not change result type".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await withoutPreparedStatements(() => migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
