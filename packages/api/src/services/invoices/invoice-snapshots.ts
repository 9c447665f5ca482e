import { printIban, SUPPORTED_LOCALES, type SupportedLocale } from '@eqa/core';
import type { Executor, InvoiceCustomerSnapshot, InvoiceIssuerSnapshot } from '@eqa/db';
import { loadOrgSettings } from '../orgs/load-org-settings';

function supported(locale: string | null | undefined): SupportedLocale | null {
  return locale && (SUPPORTED_LOCALES as readonly string[]).includes(locale) ? (locale as SupportedLocale) : null;
}

/** The customer of a document and the document's language. */
export interface CustomerOfDocument {
  customer: InvoiceCustomerSnapshot;
  /**
   * The contract's language (docs/decisions/vat.md "Language"): the language its document was
   * written in — the user's who made the contract, else the org's first language — and without a
   * contract the lab's (its first enabled user's), else the org's first, else English.
   */
  locale: SupportedLocale;
}

/**
 * The customer an invoice is made out to, as of issue: the lab's current contract for the year at
 * the org (the latest row by creation, accepted or not: org users may check out before the lab
 * accepted it) — its invoice name, invoice address, VAT (or tax) number and group identification
 * number, each falling back to the contract's institution name and address — else the lab's own
 * name and address (no VAT number). The country's name is kept in every language.
 */
export async function customerSnapshot(db: Executor, input: { labId: number; orgId: number; year: number }): Promise<CustomerOfDocument> {
  const [lab, contract, labUsers, orgLocales] = await Promise.all([
    db.selectFrom('labs').select(['shortName', 'name', 'address', 'zipCode', 'city', 'countryId']).where('id', '=', input.labId).executeTakeFirstOrThrow(),
    db
      .selectFrom('contracts as c')
      .leftJoin('users as u', 'u.id', 'c.createdBy')
      .select(['c.id', 'c.name', 'c.address', 'c.invoiceName', 'c.invoiceAddress', 'c.vatNumber', 'c.groupIdentificationNumber', 'u.localeId as creatorLocale'])
      .where('c.labId', '=', input.labId)
      .where('c.orgId', '=', input.orgId)
      .where('c.year', '=', input.year)
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('users').select('localeId').where('labId', '=', input.labId).where('disabled', '=', false).orderBy('id').execute(),
    db.selectFrom('orgLocales').select('localeId').where('orgId', '=', input.orgId).orderBy('ordinal').orderBy('localeId').execute(),
  ]);
  const address = contract ? (contract.invoiceAddress ?? contract.address) : { address: lab.address, zipCode: lab.zipCode, city: lab.city, countryId: lab.countryId };
  const country = await db.selectFrom('countries').select('name').where('id', '=', address.countryId).executeTakeFirst();
  const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  const candidates = contract ? [contract.creatorLocale, ...orgLocales.map((l) => l.localeId)] : [...labUsers.map((u) => u.localeId), ...orgLocales.map((l) => l.localeId)];
  return {
    customer: {
      name: blankToNull(contract?.invoiceName) ?? blankToNull(contract?.name) ?? lab.name,
      address: { address: address.address, zipCode: address.zipCode, city: address.city, countryId: address.countryId, countryName: { ...(country?.name ?? {}) } },
      vatNumber: blankToNull(contract?.vatNumber),
      groupIdentificationNumber: blankToNull(contract?.groupIdentificationNumber),
      labCode: lab.shortName,
      labName: lab.name,
      contractId: contract?.id ?? null,
    },
    locale: candidates.map(supported).find((l): l is SupportedLocale => l !== null) ?? 'en',
  };
}

/** The seller of a document and the payment term it gives. */
export interface IssuerOfDocument {
  issuer: InvoiceIssuerSnapshot;
  paymentTermDays: number;
}

/**
 * The issuer (the org) as of issue, from its settings (org_settings, issue 33): legal name (else the
 * org's name), address, tax and EU VAT numbers, group identification number, local account, IBAN,
 * SWIFT, footer, payment term, registration number, contact e-mail and website. What the settings
 * leave empty the document leaves out (nothing is printed that was not told).
 */
export async function issuerSnapshot(db: Executor, orgId: number): Promise<IssuerOfDocument> {
  const [org, { settings }] = await Promise.all([db.selectFrom('orgs').select(['name']).where('id', '=', orgId).executeTakeFirstOrThrow(), loadOrgSettings(db, orgId)]);
  const country = settings.address ? await db.selectFrom('countries').select('name').where('id', '=', settings.address.countryId).executeTakeFirst() : undefined;
  return {
    issuer: {
      name: settings.legalName ?? org.name,
      address: settings.address ? `${settings.address.zipCode} ${settings.address.city}, ${settings.address.address}` : null,
      vatNumber: settings.taxNumber,
      bankAccount: settings.bank.accountNumber,
      registrationNumber: settings.registrationNumber,
      mail: settings.contactEmail,
      web: settings.website,
      postalAddress: settings.address ? { ...settings.address, countryName: { ...(country?.name ?? {}) } } : null,
      euVatNumber: settings.euVatNumber,
      groupIdentificationNumber: settings.groupIdentificationNumber,
      iban: settings.bank.iban === null ? null : printIban(settings.bank.iban),
      bic: settings.bank.swift,
      footer: settings.documentFooter,
    },
    paymentTermDays: settings.paymentTermDays,
  };
}
