import { sql } from 'kysely';
import type { Executor } from '@eqa/db';

/**
 * The currency an org bills a lab in (docs/decisions/countries.md): the one the org set for the
 * lab's country (org_countries), else the country's suggested currency, else euro (a lab whose
 * country the org no longer serves, from before served countries had currencies).
 */
export async function labBillingCurrency(db: Executor, labId: number, orgId: number): Promise<string | null> {
  const row = await db
    .selectFrom('labs as l')
    .innerJoin('countries as c', 'c.id', 'l.countryId')
    .leftJoin('orgCountries as oc', (join) => join.onRef('oc.countryId', '=', 'l.countryId').on('oc.orgId', '=', orgId))
    .select(sql<string>`coalesce(oc.currency_id, c.currency_id, 'EUR')`.as('currencyId'))
    .where('l.id', '=', labId)
    .executeTakeFirst();
  return row?.currencyId ?? null;
}

/** The billing currency of a served country, or null when the org does not serve it. */
export async function servedCountryCurrency(db: Executor, orgId: number, countryId: string): Promise<string | null> {
  const row = await db.selectFrom('orgCountries').select('currencyId').where('orgId', '=', orgId).where('countryId', '=', countryId).executeTakeFirst();
  return row?.currencyId ?? null;
}

