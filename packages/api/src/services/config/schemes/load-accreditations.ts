import type { Kysely } from 'kysely';
import { AppError, accreditationDisplayDate } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TAccreditation } from './scheme.types';

/** The accreditations of a scheme (or one of them), by parameter order then start. */
export async function loadAccreditations(db: Kysely<DB>, schemeId: number, id?: number): Promise<TAccreditation[]> {
  let query = db
    .selectFrom('accreditations as a')
    .innerJoin('parameters as p', 'p.id', 'a.parameterId')
    .select(['a.id', 'a.schemeId', 'a.parameterId', 'a.accreditedStartsAt', 'a.accreditedEndsAt', 'p.name', 'p.qualifier', 'p.ordinal'])
    .where('a.schemeId', '=', schemeId);
  if (id !== undefined) query = query.where('a.id', '=', id);
  const rows = await query.orderBy('p.ordinal').orderBy('a.accreditedStartsAt').orderBy('a.id').execute();
  return rows.map((row) => ({
    id: row.id,
    schemeId: row.schemeId,
    paramId: row.parameterId,
    parameter: { id: row.parameterId, name: row.name, qualifier: row.qualifier },
    accreditedStartsAt: row.accreditedStartsAt,
    accreditedEndsAt: accreditationDisplayDate(row.accreditedEndsAt),
  }));
}

export async function loadAccreditation(db: Kysely<DB>, schemeId: number, id: number): Promise<TAccreditation> {
  const [accreditation] = await loadAccreditations(db, schemeId, id);
  if (!accreditation) throw AppError.notFound('Accreditation');
  return accreditation;
}
