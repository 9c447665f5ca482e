import type { Executor } from '@eqa/db';

/** The org's countries by country id (the order GET /orgs/{orgId} answers). */
export async function orgCountryIds(db: Executor, orgId: number): Promise<string[]> {
  const rows = await db.selectFrom('orgCountries').select('countryId').where('orgId', '=', orgId).orderBy('countryId').execute();
  return rows.map((row) => row.countryId);
}

/**
 * The currencies of the org's countries (spec 3 §3 "choices come from the currencies of the
 * organisation's countries"), in the order of the countries; the first is a new price's default.
 */
export async function orgCurrencyIds(db: Executor, orgId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orgCountries as oc')
    .select('oc.currencyId')
    .where('oc.orgId', '=', orgId)
    .orderBy('oc.countryId')
    .execute();
  return [...new Set(rows.map((row) => row.currencyId))];
}
