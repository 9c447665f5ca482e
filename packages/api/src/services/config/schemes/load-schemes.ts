import { sql, type Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TScheme } from './scheme.types';
import { notInUse, schemeInUse } from '../usage';

/** Schemes of an org (the given ids, in that order). */
export async function loadSchemes(db: Kysely<DB>, orgId: number, ids: readonly number[]): Promise<TScheme[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('schemes as s')
    .select(['s.id', 's.shortName', 's.name'])
    .select(notInUse(schemeInUse(sql.ref('s.id'))).as('deletable'))
    .select(sql<number>`(select count(*)::int from scheme_versions where scheme_id = s.id)`.as('versionCount'))
    .where('s.orgId', '=', orgId)
    .where('s.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, { ...row, deletable: row.deletable === true, versionCount: Number(row.versionCount) }]));
  return ids.map((id) => byId.get(id)).filter((s): s is TScheme => s !== undefined);
}

/** A scheme of the org, or 404 (also for another org's scheme). */
export async function loadScheme(db: Kysely<DB>, orgId: number, id: number): Promise<TScheme> {
  const [scheme] = await loadSchemes(db, orgId, [id]);
  if (!scheme) throw AppError.notFound('Scheme');
  return scheme;
}
