import { sql, type Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { TSchemeVersionRef } from '../config.types';

/**
 * The scheme versions of an org that use a parameter or a dimension (in a version parameter's
 * dimension lists or the mandatory context ids), by scheme short name then id; `currentOnly` keeps
 * the current ones.
 */
export async function schemeVersionRefs(
  db: Kysely<DB>,
  orgId: number,
  using: { parameterId: number } | { dimensionId: string },
  currentOnly = false,
): Promise<TSchemeVersionRef[]> {
  let query = db
    .selectFrom('schemeVersions as sv')
    .innerJoin('schemes as s', 's.id', 'sv.schemeId')
    .select(['sv.id', 'sv.name', 'sv.current', 'sv.hidden', 's.id as schemeId', 's.shortName'])
    .where('s.orgId', '=', orgId);
  if ('parameterId' in using) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('schemeVersionParameters as svp')
          .select('svp.parameterId')
          .whereRef('svp.schemeVersionId', '=', 'sv.id')
          .where('svp.parameterId', '=', using.parameterId),
      ),
    );
  } else {
    const dimensionId = using.dimensionId;
    query = query.where(
      sql<boolean>`(${dimensionId} = any(sv.mandatory_context_ids) or exists (select 1 from scheme_version_parameters svp
        where svp.scheme_version_id = sv.id and (${dimensionId} = any(svp.result_dimension_ids) or ${dimensionId} = any(svp.context_dimension_ids))))`,
    );
  }
  if (currentOnly) query = query.where('sv.current', '=', true);
  const rows = await query.orderBy('s.shortName').orderBy('sv.id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    current: row.current,
    hidden: row.hidden,
    scheme: { id: row.schemeId, shortName: row.shortName },
  }));
}
