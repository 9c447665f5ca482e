import type { Kysely } from 'kysely';
import { z } from 'zod';
import { USERNAME_PATTERN, ZEmail, ZLoginPassword, ZValidationPassword } from '@eqa/core';
import { hashPassword } from '@eqa/api';
import { isIsoCountryCode } from '@eqa/core';
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
  /** Countries the organisation serves (ISO codes); default every country of the reference data. */
  countries: z.array(z.string().length(2)).min(1).optional(),
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
  const unknown = (input.countries ?? []).filter((id) => !isIsoCountryCode(id));
  if (unknown.length > 0) throw new Error(`Unknown countries: ${unknown.join(', ')} (ISO 3166-1 alpha-2 codes, e.g. HU, NO)`);
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
    const countries = input.countries ?? COUNTRIES.map((c) => c.id);
    // billed in the default currency of COUNTRIES, else in euro (org admins change it: PUT /orgs/{orgId}/countries)
    const currency = (countryId: string): string => COUNTRIES.find((c) => c.id === countryId)?.currencyId ?? 'EUR';
    await trx.insertInto('orgCountries').values(countries.map((countryId) => ({ orgId: org.id, countryId, currencyId: currency(countryId) }))).execute();
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
