import { EMPTY_ORG_SETTINGS, type TOrgSettings } from '@eqa/core';
import type { Executor } from '@eqa/db';

/** An org's settings as stored, or the empty ones before the first save. */
export interface LoadedOrgSettings {
  settings: TOrgSettings;
  saved: boolean;
  updatedAt: Date | null;
}

/** The org's settings (org_settings): every field empty and the default term when it has saved none. */
export async function loadOrgSettings(db: Executor, orgId: number): Promise<LoadedOrgSettings> {
  const row = await db.selectFrom('orgSettings').selectAll().where('orgId', '=', orgId).executeTakeFirst();
  if (!row) return { settings: EMPTY_ORG_SETTINGS, saved: false, updatedAt: null };
  return {
    saved: true,
    updatedAt: row.updatedAt,
    settings: {
      legalName: row.legalName,
      shortName: row.shortName,
      address: row.address,
      registrationNumber: row.registrationNumber,
      taxNumber: row.taxNumber,
      euVatNumber: row.euVatNumber,
      groupIdentificationNumber: row.groupIdentificationNumber,
      phone: row.phone,
      contactEmail: row.contactEmail,
      website: row.website,
      staffNotificationEmail: row.staffNotificationEmail,
      accreditations: row.accreditations,
      bank: { accountNumber: row.bankAccountNumber, iban: row.iban, swift: row.bic },
      paymentTermDays: row.paymentTermDays,
      documentFooter: row.documentFooter,
    },
  };
}

/** The provider's address on one line ('Fő utca 1., 1051 Budapest'), or null when none is set. */
export function addressLine(address: TOrgSettings['address']): string | null {
  if (!address) return null;
  const place = [address.zipCode, address.city].map((part) => part.trim()).filter(Boolean).join(' ');
  const line = [address.address.trim(), place].filter(Boolean).join(', ');
  return line === '' ? null : line;
}
