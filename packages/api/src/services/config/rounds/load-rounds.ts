import { sql, type Kysely } from 'kysely';
import { AppError, isEditableRoundYear, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TRound } from './round.types';
import { notInUse, roundInUse } from '../usage';
import { isoOrNull } from '../values';

/** Rounds of an org by id (in the given order). */
export async function loadRounds(db: Kysely<DB>, clock: Clock, orgId: number, ids: readonly number[]): Promise<TRound[]> {
  if (ids.length === 0) return [];
  const now = clock.now();
  const rows = await db
    .selectFrom('rounds as r')
    .select(['r.id', 'r.name', 'r.year', 'r.ordinal', 'r.deadline'])
    .select(notInUse(roundInUse(sql.ref('r.id'))).as('deletable'))
    .select(sql<number>`(select count(*)::int from surveys where round_id = r.id)`.as('surveyCount'))
    .where('r.orgId', '=', orgId)
    .where('r.id', 'in', [...ids])
    .execute();
  const byId = new Map(
    rows.map((row): [number, TRound] => [
      row.id,
      {
        id: row.id,
        name: row.name,
        year: row.year,
        ordinal: row.ordinal,
        deadline: isoOrNull(row.deadline),
        deletable: row.deletable === true,
        editable: isEditableRoundYear(row.year, now),
        surveyCount: Number(row.surveyCount),
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((r): r is TRound => r !== undefined);
}

export async function loadRound(db: Kysely<DB>, clock: Clock, orgId: number, id: number): Promise<TRound> {
  const [round] = await loadRounds(db, clock, orgId, [id]);
  if (!round) throw AppError.notFound('Round');
  return round;
}
