import { sql, type Kysely } from 'kysely';
import { AppError, canListLabs, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { TLabListSort, TListLabsInput, TListLabsOutput } from './list-labs.types';
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
      .orderBy(labListOrder(input.sort))
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

/**
 * The list's order (issue 32: sorted on the server): by QC code as a number (the default), or by
 * name or city (folded, so accents sort with their letters); ties by QC code, then id, so pages
 * never overlap.
 */
export function labListOrder(sort: TLabListSort | undefined) {
  const descending = sort?.startsWith('-') ?? false;
  const key = (sort ?? 'shortName').replace(/^-/, '');
  const direction = descending ? sql.raw('desc') : sql.raw('asc');
  const byCode = sql`${numericShortNameOrder('l.shortName')} ${direction} nulls last, ${sql.ref('l.shortName')} ${direction}`;
  const order = key === 'shortName' ? byCode : sql`${foldedColumn(key === 'name' ? 'l.name' : 'l.city')} ${direction} nulls last, ${byCode}`;
  return sql`${order}, ${sql.ref('l.id')}`;
}
