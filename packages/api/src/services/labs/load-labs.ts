import { sql, type Kysely } from 'kysely';
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
  const [labs, orgs, children, childSurveys] = await Promise.all([
    db
      .selectFrom('labs as l')
      .innerJoin('countries as c', 'c.id', 'l.countryId')
      .select(['l.id', 'l.name', 'l.shortName', 'l.city', 'l.address', 'l.zipCode', 'l.satelliteConnection', 'l.parentLabId', 'c.id as countryId', 'c.name as countryName'])
      // the currency the lab is billed in (docs/decisions/countries.md, as labBillingCurrency): its
      // (first) org's for its country, else the country's suggested one, else euro — a country of the
      // ISO list has no suggested currency, and its labs must not vanish from the answers
      .select(
        sql<string>`coalesce((select oc.currency_id from org_labs ol join org_countries oc on oc.org_id = ol.org_id and oc.country_id = l.country_id where ol.lab_id = l.id order by ol.org_id limit 1), c.currency_id, 'EUR')`.as(
          'currencyId',
        ),
      )
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
    // the satellites' surveys in progress (open), those without a result (empty) and those not validated as of now
    db
      .selectFrom('labs as cl')
      .innerJoin('surveyLabs as csl', 'csl.labId', 'cl.id')
      .innerJoin('surveys as cs', 'cs.id', 'csl.surveyId')
      .leftJoin('labSurveyStatus as cst', (join) => join.onRef('cst.labId', '=', 'csl.labId').onRef('cst.surveyId', '=', 'csl.surveyId'))
      .select('cl.id')
      .select((eb) => [
        eb.fn.countAll<number>().as('open'),
        sql<number>`count(*) filter (where cst.has_results is not true)`.as('empty'),
        sql<number>`count(*) filter (where cst.validated_at is null or cst.validated_at > ${now})`.as('unvalidated'),
      ])
      .where('cl.parentLabId', 'in', ids)
      .where('cs.startsAt', '<=', now)
      .where('cs.endsAt', '>', now)
      .groupBy('cl.id')
      .execute(),
  ]);

  const currencyIds = [...new Set(labs.map((l) => l.currencyId))];
  const currencies = currencyIds.length === 0 ? [] : await db.selectFrom('currencies').select(['id', 'symbol', 'decimals']).where('id', 'in', currencyIds).execute();
  const currencyOf = (id: string) => currencies.find((c) => c.id === id) ?? { id, symbol: id, decimals: 2 };

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
          currency: currencyOf(l.currencyId),
        },
        orgs: orgs.filter((o) => o.labId === l.id).map((o) => ({ id: o.id, name: o.name })),
        children: children
          .filter((c) => c.parentLabId === l.id)
          .map((c) => {
            const counts = childSurveys.find((row) => row.id === c.id);
            return {
              id: c.id,
              name: c.name,
              shortName: c.shortName,
              surveys: { open: Number(counts?.open ?? 0), empty: Number(counts?.empty ?? 0), unvalidated: Number(counts?.unvalidated ?? 0) },
            };
          })
          .sort(byNumericShortName),
        status: { emptyInProgressSurveys: Number(l.emptyInProgressSurveys ?? 0) },
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((lab): lab is TLab => lab !== undefined);
}
