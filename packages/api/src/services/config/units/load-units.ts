import { sql, type Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TUnitRef } from '../config.types';
import type { TUnit } from './unit.types';
import { notInUse, unitInUse } from '../usage';

/** Units with their deletable flag (all of them, or the given ids). */
export async function loadUnits(db: Kysely<DB>, ids?: readonly number[]): Promise<TUnit[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('units as u')
    .select(['u.id', 'u.name', 'u.ordinal', 'u.hidden'])
    .select(notInUse(unitInUse(sql.ref('u.id'))).as('deletable'));
  if (ids) query = query.where('u.id', 'in', [...ids]);
  const rows = await query.orderBy('u.ordinal').orderBy('u.id').execute();
  return rows.map((row) => ({ ...row, deletable: row.deletable === true }));
}

export async function loadUnit(db: Kysely<DB>, id: number): Promise<TUnit> {
  const [unit] = await loadUnits(db, [id]);
  if (!unit) throw AppError.notFound('Unit');
  return unit;
}

/** id → { id, name, ordinal } of the given units. */
export async function unitRefs(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, TUnitRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('units').select(['id', 'name', 'ordinal']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
