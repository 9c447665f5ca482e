import { AppError, BILLING_SETTINGS_MESSAGES, DEFAULT_PAYMENT_TERM_DAYS, electronicIban, normaliseVatNumber } from '@eqa/core';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import type { TOrgBillingSettingsOut, TUpdateOrgBillingSettingsInput } from './billing-settings.types';

interface BillingSettingsContext {
  db: Kysely<DB>;
  session: Session;
}

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

async function loadOut(db: Kysely<DB>, orgId: number): Promise<TOrgBillingSettingsOut> {
  const [org, row] = await Promise.all([
    db.selectFrom('orgs').select(['name']).where('id', '=', orgId).executeTakeFirst(),
    db.selectFrom('orgBillingSettings').selectAll().where('orgId', '=', orgId).executeTakeFirst(),
  ]);
  if (!org) throw AppError.notFound('Organisation');
  if (!row) {
    return {
      orgId,
      saved: false,
      legalName: org.name,
      address: { zipCode: '', city: '', address: '', countryId: 'HU' },
      taxNumber: '',
      euVatNumber: null,
      groupIdentificationNumber: null,
      bankAccountNumber: null,
      iban: '',
      bic: '',
      paymentTermDays: DEFAULT_PAYMENT_TERM_DAYS,
      documentFooter: null,
      updatedAt: null,
    };
  }
  const { orgId: _orgId, updatedBy: _updatedBy, updatedAt, ...fields } = row;
  return { orgId, saved: true, ...fields, updatedAt: updatedAt.toISOString() };
}

/** GET /orgs/{orgId}/billing_settings: the org's seller details (its admins only: 403 for another org's). */
export async function getOrgBillingSettings(ctx: BillingSettingsContext, orgId: number): Promise<TOrgBillingSettingsOut> {
  assertOrgAdminOf(ctx.session, orgId);
  return loadOut(ctx.db, orgId);
}

/**
 * PUT /orgs/{orgId}/billing_settings: saves the seller details every document issued afterwards
 * prints (issued documents keep theirs). The org's admins only (403); every rule of core
 * ZOrgBillingSettings ran on the input (422 with the field); the country must exist (422
 * address.countryId). Stored normalised: blanks null, the EU VAT number without separators, the
 * IBAN in its electronic form, the BIC in capitals.
 */
export async function updateOrgBillingSettings(ctx: BillingSettingsContext, input: TUpdateOrgBillingSettingsInput): Promise<TOrgBillingSettingsOut> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const countryId = input.address.countryId.toUpperCase();
  const country = await ctx.db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
  if (!country) throw AppError.constraint('address.countryId', BILLING_SETTINGS_MESSAGES.unknownCountry);
  const euVatNumber = blankToNull(input.euVatNumber);
  const values = {
    legalName: input.legalName,
    address: { ...input.address, countryId },
    taxNumber: input.taxNumber,
    euVatNumber: euVatNumber === null ? null : normaliseVatNumber(euVatNumber),
    groupIdentificationNumber: blankToNull(input.groupIdentificationNumber),
    bankAccountNumber: blankToNull(input.bankAccountNumber),
    iban: electronicIban(input.iban) ?? input.iban,
    bic: input.bic.toUpperCase(),
    paymentTermDays: input.paymentTermDays,
    documentFooter: blankToNull(input.documentFooter),
    updatedAt: new Date(),
    updatedBy: ctx.session.user.id,
  };
  await ctx.db
    .insertInto('orgBillingSettings')
    .values({ orgId: input.orgId, ...values })
    .onConflict((oc) => oc.column('orgId').doUpdateSet(values))
    .execute();
  return loadOut(ctx.db, input.orgId);
}
