import { sql, type Kysely } from 'kysely';
import type { LabAccessTarget } from '@eqa/core';
import { keyedLoader, perOwner, reusableQuery, type DB } from '@eqa/db';

const INT4_MAX = 2_147_483_647;

/**
 * Whether a number fits a PostgreSQL `int` parameter. Ids that do not (input only checks for a
 * positive integer) are looked up alone, so their error stays theirs and does not fail a batch.
 */
export function isSqlInt(value: number): boolean {
  return Number.isInteger(value) && value >= -INT4_MAX - 1 && value <= INT4_MAX;
}

const selectLabs = reusableQuery((db: Kysely<DB>, labIds: number[]) =>
  db
    .selectFrom('labs as l')
    .select(['l.id', 'l.parentLabId'])
    .select((eb) =>
      eb
        .selectFrom('orgLabs as ol')
        .whereRef('ol.labId', '=', 'l.id')
        .select((e) => e.fn.agg<number[]>('array_agg', ['ol.orgId']).as('orgIds'))
        .as('orgIds'),
    )
    .where((eb) => eb('l.id', '=', eb.fn.any(sql<number[]>`${labIds}::int[]`))),
);

/** The access facts of several labs in one query (`l.id = any($1::int[])`); a missing lab has no entry. */
async function loadLabAccessTargets(db: Kysely<DB>, labIds: readonly number[]): Promise<Map<string, LabAccessTarget>> {
  const labs = await selectLabs(db, [...labIds]);
  return new Map(labs.map((lab) => [String(lab.id), { labId: lab.id, parentLabId: lab.parentLabId, orgIds: lab.orgIds ?? [] }]));
}

/** One loader per Kysely instance: the lab lookups of concurrent requests go out as one query. */
const labAccessLoaderOf = perOwner((db: Kysely<DB>) =>
  keyedLoader((labIds: readonly number[]) => loadLabAccessTargets(db, labIds), (labId) => String(labId)),
);

/**
 * The access facts of a lab (null when it does not exist), coalesced with the lookups of other
 * requests of the same moment; inside a transaction (or for an id no int holds) it runs alone.
 */
export async function loadLabAccessFacts(db: Kysely<DB>, labId: number): Promise<LabAccessTarget | null> {
  const target =
    db.isTransaction || !isSqlInt(labId)
      ? (await loadLabAccessTargets(db, [labId])).get(String(labId))
      : await labAccessLoaderOf(db).submit(labId);
  return target ?? null;
}
