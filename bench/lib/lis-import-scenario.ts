import { sql, type Kysely } from 'kysely';
import type { DB } from '@eqa/db';

/**
 * The `lis-import` scenario's survey (bench/lib/server-process.ts): the `result-saves` scenario with
 * one lab, its survey given samples up to `samples` in all, so the lab's template has two rows (two
 * numeric parameters) per sample: 1,000 samples make a 2,000-row file. Written here, beside the
 * benchmark, so a previous build's server (BENCH_PREVIOUS_ROOT) is seeded the same way.
 */
export async function addSamples(db: Kysely<DB>, surveyId: number, samples: number): Promise<number> {
  const existing = await db.selectFrom('samples').select((eb) => eb.fn.max('ordinal').as('ordinal')).where('surveyId', '=', surveyId).executeTakeFirstOrThrow();
  const count = await db.selectFrom('samples').select((eb) => eb.fn.countAll<string>().as('n')).where('surveyId', '=', surveyId).executeTakeFirstOrThrow();
  const first = Number(existing.ordinal ?? 0) + 1;
  const missing = samples - Number(count.n);
  if (missing > 0) {
    await db
      .insertInto('samples')
      .values(Array.from({ length: missing }, (_, i) => ({ surveyId, name: `BENCH-${first + i}`, description: null, url: null, ordinal: first + i, imageFileId: null })))
      .execute();
  }
  await sql`analyze samples`.execute(db);
  return samples;
}
