import type { Kysely } from 'kysely';
import type { Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TLab } from './get-lab.types';
import { byNumericShortName } from '../auth/get-profile';
import { emptyInProgressSurveys } from './lab-queries';

/** The full lab answers (country, orgs, satellites, status) of the given labs, in the given order. */
export async function loadLabs(db: Kysely<DB>, clock: Clock, labIds: readonly number[]): Promise<TLab[]> {
  if (labIds.length === 0) return [];
  const ids = [...labIds];
  const now = clock.now();
  const [labs, orgs, children] = await Promise.all([
    db
      .selectFrom('labs as l')
      .innerJoin('countries as c', 'c.id', 'l.countryId')
      .innerJoin('currencies as cur', 'cur.id', 'c.currencyId')
      .select([
        'l.id',
        'l.name',
        'l.shortName',
        'l.city',
        'l.address',
        'l.zipCode',
        'l.satelliteConnection',
        'l.parentLabId',
        'c.id as countryId',
        'c.name as countryName',
        'cur.id as currencyId',
        'cur.symbol as currencySymbol',
        'cur.decimals as currencyDecimals',
      ])
      .select((eb) =>
        emptyInProgressSurveys(db, 'l.id', now)
          .select(eb.fn.countAll<number>().as('n'))
          .as('emptyInProgressSurveys'),
      )
      .where('l.id', 'in', ids)
      .execute(),
    db
      .selectFrom('orgLabs as ol')
      .innerJoin('orgs as o', 'o.id', 'ol.orgId')
      .select(['ol.labId', 'o.id', 'o.name'])
      .where('ol.labId', 'in', ids)
      .orderBy('o.id')
      .execute(),
    db.selectFrom('labs').select(['id', 'name', 'shortName', 'parentLabId']).where('parentLabId', 'in', ids).execute(),
  ]);

  const byId = new Map(
    labs.map((l): [number, TLab] => [
      l.id,
      {
        id: l.id,
        name: l.name,
        shortName: l.shortName,
        city: l.city,
        address: l.address,
        zipCode: l.zipCode,
        satelliteConnection: l.satelliteConnection,
        parentLabId: l.parentLabId,
        country: {
          id: l.countryId,
          name: l.countryName,
          currency: { id: l.currencyId, symbol: l.currencySymbol, decimals: l.currencyDecimals },
        },
        orgs: orgs.filter((o) => o.labId === l.id).map((o) => ({ id: o.id, name: o.name })),
        children: children
          .filter((c) => c.parentLabId === l.id)
          .map((c) => ({ id: c.id, name: c.name, shortName: c.shortName }))
          .sort(byNumericShortName),
        status: { emptyInProgressSurveys: Number(l.emptyInProgressSurveys ?? 0) },
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((lab): lab is TLab => lab !== undefined);
}
