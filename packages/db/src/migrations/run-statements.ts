import { sql, type Kysely } from 'kysely';

/**
 * Runs DDL statements one by one (PGlite's extended protocol takes one statement per query).
 * Used by migrations only; takes an untyped Kysely like the migrations themselves.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function runStatements(db: Kysely<any>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
