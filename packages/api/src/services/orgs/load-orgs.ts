import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { TOrg } from './get-org.types';

/** The full org answers (locales in the org's order, served countries with their billing currency) of the given orgs, in order. */
export async function loadOrgs(db: Kysely<DB>, orgIds: readonly number[]): Promise<TOrg[]> {
  if (orgIds.length === 0) return [];
  const ids = [...orgIds];
  const [orgs, locales, countries] = await Promise.all([
    db.selectFrom('orgs').select(['id', 'name', 'shortName', 'orderingDisabled']).where('id', 'in', ids).execute(),
    db
      .selectFrom('orgLocales as ol')
      .innerJoin('locales as l', 'l.id', 'ol.localeId')
      .select(['ol.orgId', 'l.id', 'l.ordinal', 'l.languageTag', 'l.name', 'l.flag'])
      .where('ol.orgId', 'in', ids)
      .orderBy('ol.ordinal')
      .orderBy('l.ordinal')
      .execute(),
    db
      .selectFrom('orgCountries as oc')
      .innerJoin('countries as c', 'c.id', 'oc.countryId')
      .innerJoin('currencies as cur', 'cur.id', 'oc.currencyId')
      .select(['oc.orgId', 'c.id', 'c.name', 'cur.id as currencyId', 'cur.symbol', 'cur.decimals'])
      .where('oc.orgId', 'in', ids)
      .orderBy('c.id')
      .execute(),
  ]);
  const byId = new Map(
    orgs.map((o): [number, TOrg] => [
      o.id,
      {
        ...o,
        locales: locales
          .filter((l) => l.orgId === o.id)
          .map(({ id, ordinal, languageTag, name, flag }) => ({ id, ordinal, languageTag, name, flag })),
        countries: countries
          .filter((c) => c.orgId === o.id)
          .map((c) => ({ id: c.id, name: c.name, currency: { id: c.currencyId, symbol: c.symbol, decimals: c.decimals } })),
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((org): org is TOrg => org !== undefined);
}
