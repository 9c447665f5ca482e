import type { Kysely } from 'kysely';
import { assertNoViolation, AppError, COUNTRY_MESSAGES, servedCountriesViolation } from '@eqa/core';
import { ensureIsoReferenceRows, type DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import type { TOrgCountries, TPutOrgCountriesInput } from './org-countries.types';

interface OrgCountriesContext {
  db: Kysely<DB>;
  session: Session;
}

/** GET /orgs/{orgId}/countries: the countries the org serves with their billing currency, by country code (its admins only). */
export async function listOrgCountries(ctx: OrgCountriesContext, input: { orgId: number }): Promise<TOrgCountries> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const [rows, labs] = await Promise.all([
    ctx.db
      .selectFrom('orgCountries as oc')
      .innerJoin('countries as c', 'c.id', 'oc.countryId')
      .select(['oc.countryId', 'oc.currencyId', 'c.name'])
      .where('oc.orgId', '=', input.orgId)
      .orderBy('oc.countryId')
      .execute(),
    labCountsByCountry(ctx.db, input.orgId),
  ]);
  return {
    countries: rows.map((row) => ({ countryId: row.countryId, currencyId: row.currencyId, name: { en: row.name.en ?? row.countryId, hu: row.name.hu ?? row.name.en ?? row.countryId }, labs: labs.get(row.countryId) ?? 0 })),
  };
}

async function labCountsByCountry(db: Kysely<DB>, orgId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('orgLabs as ol')
    .innerJoin('labs as l', 'l.id', 'ol.labId')
    .select(['l.countryId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('ol.orgId', '=', orgId)
    .groupBy('l.countryId')
    .execute();
  return new Map(rows.map((row) => [row.countryId, Number(row.n)]));
}

/**
 * PUT /orgs/{orgId}/countries: replaces the served countries and their billing currencies (its
 * admins only; docs/decisions/countries.md). ISO 3166-1 alpha-2 countries and ISO 4217 currencies
 * only, each country once (422 countries.{i}.countryId / currencyId); a country with labs of the org
 * stays served (422 countries, config.countries.countryHasLabs). A changed currency applies to
 * contracts and orders made afterwards; what was accepted, ordered or invoiced keeps its currency.
 */
export async function putOrgCountries(ctx: OrgCountriesContext, input: TPutOrgCountriesInput): Promise<TOrgCountries> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const countries = input.countries.map((row) => ({ countryId: row.countryId.trim(), currencyId: row.currencyId.trim() }));
  assertNoViolation(servedCountriesViolation(countries));
  const labs = await labCountsByCountry(ctx.db, input.orgId);
  const kept = new Set(countries.map((row) => row.countryId));
  const dropped = [...labs.keys()].filter((countryId) => !kept.has(countryId)).sort();
  if (dropped.length > 0) throw AppError.constraint('countries', COUNTRY_MESSAGES.countryHasLabs, undefined, { value: dropped.join(', ') });
  await ensureIsoReferenceRows(ctx.db, { countryIds: countries.map((row) => row.countryId), currencyIds: countries.map((row) => row.currencyId) });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('orgCountries').where('orgId', '=', input.orgId).execute();
    await trx
      .insertInto('orgCountries')
      .values(countries.map((row) => ({ orgId: input.orgId, countryId: row.countryId, currencyId: row.currencyId })))
      .execute();
  });
  return listOrgCountries(ctx, { orgId: input.orgId });
}
