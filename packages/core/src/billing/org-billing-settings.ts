import { electronicFormatIBAN, isValidBBAN, validateBIC, validateIBAN, ValidationErrorsBIC, ValidationErrorsIBAN } from 'ibantools';
import { z } from 'zod';
import { REQUIRED_FIELD, type ConfigViolation } from '../config/violation';
import { ZContractAddress } from '../contracts/schemas';
import { euVatNumberProblem, euVatPrefix, hungarianTaxNumberProblem, normaliseVatNumber } from '../contracts/tax-identifiers';

/**
 * The seller details of the provider's documents (docs/decisions/vat.md "Seller details"): what an
 * org admin keeps in the configuration area and every proforma, invoice and cancellation prints.
 * One schema for the web form (zodResolver) and the procedure's input; the identifiers are checked
 * with jsvat-next and ibantools and each of their errors lands on its field with its own message.
 */
export const BILLING_SETTINGS_MESSAGES = {
  required: REQUIRED_FIELD,
  taxNumberFormat: 'billing.settings.errors.taxNumberFormat',
  taxNumberCounty: 'billing.settings.errors.taxNumberCounty',
  taxNumberChecksum: 'billing.settings.errors.taxNumberChecksum',
  vatUnsupportedCountry: 'billing.settings.errors.vatUnsupportedCountry',
  vatWrongCountry: 'billing.settings.errors.vatWrongCountry',
  vatFormat: 'billing.settings.errors.vatFormat',
  vatChecksum: 'billing.settings.errors.vatChecksum',
  vatNotTaxNumber: 'billing.settings.errors.vatNotTaxNumber',
  accountFormat: 'billing.settings.errors.accountFormat',
  accountChecksum: 'billing.settings.errors.accountChecksum',
  accountNotIban: 'billing.settings.errors.accountNotIban',
  ibanUnknownCountry: 'billing.settings.errors.ibanUnknownCountry',
  ibanLength: 'billing.settings.errors.ibanLength',
  ibanFormat: 'billing.settings.errors.ibanFormat',
  ibanChecksum: 'billing.settings.errors.ibanChecksum',
  bicUnknownCountry: 'billing.settings.errors.bicUnknownCountry',
  bicFormat: 'billing.settings.errors.bicFormat',
  paymentTerm: 'billing.settings.errors.paymentTerm',
  /** An address's country that is not in the countries table (the contract's text). */
  unknownCountry: 'contracts.unknownCountry',
} as const;

/** The payment term a document gives, in days from its issue day. */
export const PAYMENT_TERM_MIN_DAYS = 1;
export const PAYMENT_TERM_MAX_DAYS = 180;
/** The term of an org that set none (the term the demo data uses). */
export const DEFAULT_PAYMENT_TERM_DAYS = 15;
export const DOCUMENT_FOOTER_MAX_LENGTH = 1000;

const text = (max: number) => z.string().trim().max(max);

/** The fields, without the cross-field checks (extend this one; the checks come from orgBillingSettingsViolations). */
export const ZOrgBillingSettingsFields = z.object({
  /** The registered name (cégnév) the documents are issued under. */
  legalName: text(300),
  /** The registered address: the shape of a contract's. */
  address: ZContractAddress,
  /** Hungarian tax number (adószám, 8-1-2) for a Hungarian seller; the local tax id elsewhere. */
  taxNumber: text(32),
  /** EU VAT number (közösségi adószám), e.g. HU12345676. */
  euVatNumber: text(32).nullable(),
  /** The VAT group's identification number (csoportazonosító szám, 8-1-2), when the seller is in one. */
  groupIdentificationNumber: text(32).nullable(),
  /** The account in its local form (Hungarian 8-8 or 8-8-8). */
  bankAccountNumber: text(64).nullable(),
  iban: text(64),
  bic: text(16),
  paymentTermDays: z.number().int(BILLING_SETTINGS_MESSAGES.paymentTerm).min(PAYMENT_TERM_MIN_DAYS, BILLING_SETTINGS_MESSAGES.paymentTerm).max(PAYMENT_TERM_MAX_DAYS, BILLING_SETTINGS_MESSAGES.paymentTerm),
  /** A line or two at the foot of every document (registry court and number, a greeting). */
  documentFooter: text(DOCUMENT_FOOTER_MAX_LENGTH).nullable(),
});
export type TOrgBillingSettings = z.infer<typeof ZOrgBillingSettingsFields>;

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

const TAX_PROBLEMS = { format: BILLING_SETTINGS_MESSAGES.taxNumberFormat, county: BILLING_SETTINGS_MESSAGES.taxNumberCounty, checksum: BILLING_SETTINGS_MESSAGES.taxNumberChecksum } as const;
const VAT_PROBLEMS = {
  unsupportedCountry: BILLING_SETTINGS_MESSAGES.vatUnsupportedCountry,
  wrongCountry: BILLING_SETTINGS_MESSAGES.vatWrongCountry,
  format: BILLING_SETTINGS_MESSAGES.vatFormat,
  checksum: BILLING_SETTINGS_MESSAGES.vatChecksum,
} as const;

/** ibantools' IBAN errors as field messages (the first one it reports). */
function ibanMessage(code: ValidationErrorsIBAN): string {
  switch (code) {
    case ValidationErrorsIBAN.NoIBANProvided:
      return BILLING_SETTINGS_MESSAGES.required;
    case ValidationErrorsIBAN.NoIBANCountry:
      return BILLING_SETTINGS_MESSAGES.ibanUnknownCountry;
    case ValidationErrorsIBAN.WrongBBANLength:
      return BILLING_SETTINGS_MESSAGES.ibanLength;
    case ValidationErrorsIBAN.WrongIBANChecksum:
      return BILLING_SETTINGS_MESSAGES.ibanChecksum;
    case ValidationErrorsIBAN.WrongAccountBankBranchChecksum:
      return BILLING_SETTINGS_MESSAGES.accountChecksum;
    default:
      return BILLING_SETTINGS_MESSAGES.ibanFormat;
  }
}

/** The IBAN's electronic form (no spaces, capitals), or null when it is none. */
export function electronicIban(value: string): string | null {
  return electronicFormatIBAN(value.trim());
}

/** An IBAN in groups of four for print ('HU42 1177 3016 …'). */
export function printIban(value: string): string {
  return (electronicIban(value) ?? value.trim()).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The 24 digits of a Hungarian account in its local form (8-8 is 8-8-00000000), or null. */
function hungarianAccountDigits(value: string): string | null {
  const match = /^(\d{8})-(\d{8})(?:-(\d{8}))?$/.exec(value.trim());
  return match ? `${match[1]}${match[2]}${match[3] ?? '00000000'}` : null;
}

/**
 * Every broken rule of the seller details, with its field (`param`) and message key: required
 * fields; a Hungarian seller's tax number 8-1-2 with its county code and check digit; the EU VAT
 * number of the seller's country (jsvat-next: prefix, format, check digits), for a Hungarian one
 * `HU` + the tax number's first eight digits; the group identification number 8-1-2; the local
 * account 8-8(-8) with its check digits and, beside a Hungarian IBAN, the same account; the IBAN
 * (ibantools: country, length, format, checksum, the account's own check digits) and the BIC.
 */
export function orgBillingSettingsViolations(settings: TOrgBillingSettings): ConfigViolation[] {
  const violations: ConfigViolation[] = [];
  const add = (param: string, message: string) => violations.push({ param, message });
  if (blank(settings.legalName)) add('legalName', BILLING_SETTINGS_MESSAGES.required);
  for (const field of ['zipCode', 'city', 'address', 'countryId'] as const) {
    if (blank(settings.address[field])) add(`address.${field}`, BILLING_SETTINGS_MESSAGES.required);
  }
  const countryId = settings.address.countryId.trim().toUpperCase();
  const hungarian = countryId === 'HU';

  if (blank(settings.taxNumber)) add('taxNumber', BILLING_SETTINGS_MESSAGES.required);
  else if (hungarian) {
    const problem = hungarianTaxNumberProblem(settings.taxNumber);
    if (problem) add('taxNumber', TAX_PROBLEMS[problem]);
  }

  if (!blank(settings.euVatNumber)) {
    const vat = settings.euVatNumber ?? '';
    const problem = euVatNumberProblem(vat, countryId === '' ? undefined : countryId);
    if (problem) add('euVatNumber', VAT_PROBLEMS[problem]);
    else if (hungarian && !blank(settings.taxNumber) && normaliseVatNumber(vat) !== `${euVatPrefix('HU')}${settings.taxNumber.trim().slice(0, 8)}`) {
      add('euVatNumber', BILLING_SETTINGS_MESSAGES.vatNotTaxNumber);
    }
  }

  if (!blank(settings.groupIdentificationNumber)) {
    const problem = hungarianTaxNumberProblem(settings.groupIdentificationNumber ?? '');
    if (problem) add('groupIdentificationNumber', TAX_PROBLEMS[problem]);
  }

  const iban = blank(settings.iban) ? null : electronicIban(settings.iban);
  let ibanValid = false;
  if (blank(settings.iban)) add('iban', BILLING_SETTINGS_MESSAGES.required);
  else {
    const result = validateIBAN(iban ?? settings.iban.trim());
    const [first] = result.errorCodes;
    if (!result.valid) add('iban', first === undefined ? BILLING_SETTINGS_MESSAGES.ibanFormat : ibanMessage(first));
    ibanValid = result.valid;
  }

  if (!blank(settings.bankAccountNumber)) {
    const digits = hungarianAccountDigits(settings.bankAccountNumber ?? '');
    if (digits === null) add('bankAccountNumber', BILLING_SETTINGS_MESSAGES.accountFormat);
    else if (!isValidBBAN(digits, 'HU')) add('bankAccountNumber', BILLING_SETTINGS_MESSAGES.accountChecksum);
    else if (ibanValid && iban?.startsWith('HU') && iban.slice(4) !== digits) add('bankAccountNumber', BILLING_SETTINGS_MESSAGES.accountNotIban);
  }

  if (blank(settings.bic)) add('bic', BILLING_SETTINGS_MESSAGES.required);
  else {
    const result = validateBIC(settings.bic.trim().toUpperCase());
    const [first] = result.errorCodes;
    if (!result.valid) add('bic', first === ValidationErrorsBIC.NoBICCountry ? BILLING_SETTINGS_MESSAGES.bicUnknownCountry : BILLING_SETTINGS_MESSAGES.bicFormat);
  }
  return violations;
}

/** zod's form of the rules: each violation an issue at its field's path (the web form shows it under the field). */
export function refineOrgBillingSettings(settings: TOrgBillingSettings, ctx: z.RefinementCtx): void {
  for (const violation of orgBillingSettingsViolations(settings)) {
    ctx.addIssue({ code: 'custom', message: violation.message, path: violation.param.split('.') });
  }
}

/** The seller details with every rule: the org-settings form's schema (the procedure's input adds orgId). */
export const ZOrgBillingSettings = ZOrgBillingSettingsFields.superRefine(refineOrgBillingSettings);
