import { sql, type Kysely } from 'kysely';
import { AppError, canListLabs, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { TListLabsInput, TListLabsOutput } from './list-labs.types';
import { emptyInProgressSurveys, foldedColumn, numericShortNameOrder, searchPattern } from './lab-queries';
import { loadLabs } from './load-labs';

/**
 * GET /labs (spec 1 §2 "Lab list page", spec 3 "Labs list"). Org users: every lab of their org;
 * core-lab users: their lab and its satellites; plain lab users: 403. Sorted by numeric QC code.
 */
export async function listLabs(db: Kysely<DB>, clock: Clock, session: Session, input: TListLabsInput): Promise<TListLabsOutput> {
  if (!canListLabs(session)) throw AppError.forbidden('Only organisation users and core labs see the list of laboratories');
  const now = clock.now();
  const pattern = input.query ? searchPattern(input.query) : null;

  let base = db.selectFrom('labs as l');
  if (session.roleId === 'org_admin') {
    const orgId = session.orgId ?? 0;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orgLabs as ol')
          .select(sql.lit(1).as('one'))
          .whereRef('ol.labId', '=', 'l.id')
          .where('ol.orgId', '=', orgId),
      ),
    );
  } else {
    const labId = session.labId ?? 0;
    base = base.where((eb) => eb.or([eb('l.id', '=', labId), eb('l.parentLabId', '=', labId)]));
  }
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        eb(foldedColumn('l.shortName'), 'like', pattern),
        eb(foldedColumn('l.name'), 'like', pattern),
        eb(foldedColumn('l.city'), 'like', pattern),
      ]),
    );
  }
  if (input.coreLabsOnly) base = base.where('l.satelliteConnection', '=', 'parent_lab');
  if (input.emptySurveysOnly) {
    base = base.where(({ exists }) => exists(emptyInProgressSurveys(db, 'l.id', now).select(sql.lit(1).as('one'))));
  }

  const [page, count] = await Promise.all([
    base
      .select('l.id')
      .orderBy(numericShortNameOrder('l.shortName'), (ob) => ob.asc().nullsLast())
      .orderBy('l.shortName')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = await loadLabs(
    db,
    clock,
    page.map((row) => row.id),
  );
  return { items, total: Number(count.total) };
}
