import type { Kysely } from 'kysely';
import { z } from 'zod';
import { COUNTRY_MESSAGES, isIsoCountryCode, servedCountriesViolation, USERNAME_PATTERN, ZEmail, ZLoginPassword, ZValidationPassword, type TServedCountry } from '@eqa/core';
import { hashPassword } from '@eqa/api';
import { COUNTRIES, insertReferenceData, LOCALES, migrateToLatest, type DB } from '@eqa/db';

/** What an empty production database needs first: the provider organisation and its first administrator. */
export const ZBootstrapInput = z.object({
  orgName: z.string().trim().min(1).max(200),
  orgShortName: z.string().trim().min(1).max(50),
  adminUsername: z.string().trim().regex(USERNAME_PATTERN),
  adminFullName: z.string().trim().min(1).max(200),
  adminEmail: ZEmail,
  adminPassword: ZLoginPassword,
  /** The organisation's validation password (checkouts on a lab's behalf, spec 2). */
  validationPassword: ZValidationPassword,
  /**
   * Countries the organisation serves from the start, each with the currency its labs are billed in
   * (ISO 3166 / ISO 4217 codes; without a currency the country's suggested one). Default none: the
   * provider chooses them in the web (docs/decisions/countries.md).
   */
  countries: z.array(z.object({ countryId: z.string().trim().toUpperCase(), currencyId: z.string().trim().toUpperCase().optional() })).optional(),
});
export type BootstrapInput = z.input<typeof ZBootstrapInput>;

export type BootstrapResult = { created: true; orgId: number; adminUserId: number } | { created: false; reason: 'an organisation exists' };

/**
 * Migrates, inserts the reference data (locales, currencies, countries), then creates the
 * organisation, its languages and countries and its first org_admin, in one transaction and only
 * when no organisation exists yet: running it again changes nothing (docs/decisions/bootstrap.md).
 */
export async function bootstrapOrg(db: Kysely<DB>, raw: BootstrapInput): Promise<BootstrapResult> {
  const input = ZBootstrapInput.parse(raw);
  const served = servedCountries(input.countries ?? []);
  await migrateToLatest(db);
  await insertReferenceData(db);
  const [passwordHash, validationPasswordHash] = await Promise.all([hashPassword(input.adminPassword), hashPassword(input.validationPassword)]);
  return db.transaction().execute(async (trx) => {
    // one bootstrap at a time: a second instance waits here, then finds the organisation
    await trx.selectFrom('locales').select('id').forUpdate().execute();
    const existing = await trx.selectFrom('orgs').select('id').limit(1).executeTakeFirst();
    if (existing) return { created: false, reason: 'an organisation exists' } as const;
    const org = await trx
      .insertInto('orgs')
      .values({ name: input.orgName, shortName: input.orgShortName, validationPasswordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('orgLocales').values(LOCALES.map((l) => ({ orgId: org.id, localeId: l.id, ordinal: l.ordinal }))).execute();
    if (served.length > 0) await trx.insertInto('orgCountries').values(served.map((row) => ({ orgId: org.id, ...row }))).execute();
    const admin = await trx
      .insertInto('users')
      .values({
        username: input.adminUsername,
        fullName: input.adminFullName,
        email: input.adminEmail,
        passwordHash,
        roleId: 'org_admin',
        orgId: org.id,
        labId: null,
        localeId: 'en',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { created: true, orgId: org.id, adminUserId: admin.id } as const;
  });
}

/** The operator's words for the rules a BOOTSTRAP_COUNTRIES list can break. */
const COUNTRY_RULE_TEXTS: Record<string, string> = {
  [COUNTRY_MESSAGES.unknownCurrency]: 'unknown currency (ISO 4217 codes, e.g. NOK)',
  [COUNTRY_MESSAGES.unsupportedCurrency]: 'a currency with three decimals cannot be billed (amounts are kept in hundredths)',
  [COUNTRY_MESSAGES.duplicateCountry]: 'a country named twice',
};

/**
 * The served countries of BOOTSTRAP_COUNTRIES checked by the rules of PUT /orgs/{orgId}/countries
 * (core servedCountriesViolation): unknown codes are refused by name, and a country without a
 * currency takes its suggested one (the reference data's) or is refused, so that nothing is billed
 * in a currency nobody chose.
 */
export function servedCountries(rows: ReadonlyArray<{ countryId: string; currencyId?: string | undefined }>): TServedCountry[] {
  const unknown = rows.filter((row) => !isIsoCountryCode(row.countryId)).map((row) => row.countryId);
  if (unknown.length > 0) throw new Error(`Unknown countries: ${unknown.join(', ')} (ISO 3166-1 alpha-2 codes, e.g. HU, NO)`);
  const withoutCurrency: string[] = [];
  const served = rows.map((row) => {
    const currencyId = row.currencyId ?? COUNTRIES.find((c) => c.id === row.countryId)?.currencyId;
    if (!currencyId) withoutCurrency.push(row.countryId);
    return { countryId: row.countryId, currencyId: currencyId ?? '' };
  });
  if (withoutCurrency.length > 0) {
    throw new Error(`Name the billing currency of ${withoutCurrency.join(', ')} (ISO 4217), e.g. ${withoutCurrency[0]}:EUR`);
  }
  if (served.length === 0) return [];
  const violation = servedCountriesViolation(served);
  if (violation) throw new Error(`BOOTSTRAP_COUNTRIES: ${COUNTRY_RULE_TEXTS[violation.message] ?? violation.message}: ${String(violation.params?.value ?? '')}`);
  return served;
}
