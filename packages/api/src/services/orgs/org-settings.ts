import { AppError, electronicIban, mergeOrgSettings, normaliseVatNumber, normaliseWebsite, ORG_SETTINGS_MESSAGES, orgSettingsViolations, type TOrgSettings } from '@eqa/core';
import { json, type DB } from '@eqa/db';
import type { Kysely } from 'kysely';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import { loadOrgSettings } from './load-org-settings';
import type { TOrgSettingsOut, TPatchOrgSettingsInput } from './org-settings.types';

interface OrgSettingsContext {
  db: Kysely<DB>;
  session: Session;
}

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

async function loadOut(db: Kysely<DB>, orgId: number): Promise<TOrgSettingsOut> {
  const org = await db.selectFrom('orgs').select('id').where('id', '=', orgId).executeTakeFirst();
  if (!org) throw AppError.notFound('Organisation');
  const { settings, saved, updatedAt } = await loadOrgSettings(db, orgId);
  return { orgId, saved, ...settings, updatedAt: updatedAt?.toISOString() ?? null };
}

/** GET /orgs/{orgId}/settings: the org's settings (its admins only: 403 for anyone else). */
export async function getOrgSettings(ctx: OrgSettingsContext, orgId: number): Promise<TOrgSettingsOut> {
  assertOrgAdminOf(ctx.session, orgId);
  return loadOut(ctx.db, orgId);
}

/** The settings as stored: blanks null, the EU VAT number without separators, the IBAN electronic, the SWIFT in capitals, the website with its scheme. */
function normalised(settings: TOrgSettings): TOrgSettings {
  const euVatNumber = blankToNull(settings.euVatNumber);
  const iban = blankToNull(settings.bank.iban);
  const swift = blankToNull(settings.bank.swift);
  const website = blankToNull(settings.website);
  return {
    legalName: blankToNull(settings.legalName),
    shortName: blankToNull(settings.shortName),
    address: settings.address ? { ...settings.address, countryId: settings.address.countryId.toUpperCase() } : null,
    registrationNumber: blankToNull(settings.registrationNumber),
    taxNumber: blankToNull(settings.taxNumber),
    euVatNumber: euVatNumber === null ? null : normaliseVatNumber(euVatNumber),
    groupIdentificationNumber: blankToNull(settings.groupIdentificationNumber),
    phone: blankToNull(settings.phone),
    contactEmail: blankToNull(settings.contactEmail),
    website: website === null ? null : (normaliseWebsite(website) ?? website),
    staffNotificationEmail: blankToNull(settings.staffNotificationEmail),
    accreditations: settings.accreditations.map((a) => ({ body: a.body.trim(), number: a.number.trim(), scope: a.scope.trim(), validUntil: blankToNull(a.validUntil) })),
    bank: { accountNumber: blankToNull(settings.bank.accountNumber), iban: iban === null ? null : (electronicIban(iban) ?? iban), swift: swift?.toUpperCase() ?? null },
    paymentTermDays: settings.paymentTermDays,
    documentFooter: blankToNull(settings.documentFooter),
  };
}

/**
 * PATCH /orgs/{orgId}/settings: changes the fields the input names, keeps the others (issue 33).
 * The org's admins only (403); every rule of core ZOrgSettings runs on the merged settings (422
 * with the field, the first broken rule); an address's country must exist (422 address.countryId).
 * Documents issued from now on, the About dialog and the e-mails take the new values (issued
 * documents keep theirs).
 */
export async function patchOrgSettings(ctx: OrgSettingsContext, input: TPatchOrgSettingsInput): Promise<TOrgSettingsOut> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const { orgId, ...patch } = input;
  await ctx.db.transaction().execute(async (trx) => {
    const org = await trx.selectFrom('orgs').select('id').where('id', '=', orgId).forUpdate().executeTakeFirst();
    if (!org) throw AppError.notFound('Organisation');
    const { settings: current } = await loadOrgSettings(trx, orgId);
    const merged = mergeOrgSettings(current, patch);
    const [violation] = orgSettingsViolations(merged);
    if (violation) throw AppError.constraint(violation.param, violation.message, violation.message);
    const next = normalised(merged);
    if (next.address) {
      const country = await trx.selectFrom('countries').select('id').where('id', '=', next.address.countryId).executeTakeFirst();
      if (!country) throw AppError.constraint('address.countryId', ORG_SETTINGS_MESSAGES.unknownCountry);
    }
    const { bank, accreditations, ...rest } = next;
    const values = {
      ...rest,
      accreditations: json(accreditations),
      bankAccountNumber: bank.accountNumber,
      iban: bank.iban,
      bic: bank.swift,
      updatedAt: new Date(),
      updatedBy: ctx.session.user.id,
    };
    await trx
      .insertInto('orgSettings')
      .values({ orgId, ...values })
      .onConflict((oc) => oc.column('orgId').doUpdateSet(values))
      .execute();
  });
  return loadOut(ctx.db, orgId);
}
