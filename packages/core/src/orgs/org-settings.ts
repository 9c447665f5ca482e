import { electronicFormatIBAN, isValidBBAN, validateBIC, validateIBAN, ValidationErrorsBIC, ValidationErrorsIBAN } from 'ibantools';
import { z } from 'zod';
import { REQUIRED_FIELD, type ConfigViolation } from '../config/violation';
import { ZContractAddress } from '../contracts/schemas';
import { euVatNumberProblem, euVatPrefix, hungarianTaxNumberProblem, normaliseVatNumber } from '../contracts/tax-identifiers';

/**
 * The organisation's settings (issue 33, docs/decisions/org-settings.md): its identity (the About
 * dialog, the documents and the e-mails show it), the address its staff are told at, its
 * accreditations and its seller and bank details (docs/decisions/vat.md "Seller details"). One
 * resource, kept by its org admins (GET/PATCH /orgs/{orgId}/settings). Every field may be empty:
 * bootstrap leaves them so and nothing is shown that was not set. One schema for the web form
 * (zodResolver) and the server's check of the merged result; the identifiers are checked with
 * jsvat-next and ibantools and each of their errors lands on its field with its own message.
 */
export const ORG_SETTINGS_MESSAGES = {
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
  emailFormat: 'billing.settings.errors.emailFormat',
  websiteFormat: 'billing.settings.errors.websiteFormat',
  dateFormat: 'billing.settings.errors.dateFormat',
  tooManyAccreditations: 'billing.settings.errors.tooManyAccreditations',
  /** An address's country that is not in the countries table (the contract's text). */
  unknownCountry: 'contracts.unknownCountry',
} as const;

/** The payment term a document gives, in days from its issue day. */
export const PAYMENT_TERM_MIN_DAYS = 1;
export const PAYMENT_TERM_MAX_DAYS = 180;
/** The term of an org that set none (the term the demo data uses). */
export const DEFAULT_PAYMENT_TERM_DAYS = 15;
export const DOCUMENT_FOOTER_MAX_LENGTH = 1000;
export const MAX_ACCREDITATIONS = 10;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable();

/** An accreditation: shown in the About dialog only when set (never by default). */
export const ZOrgAccreditation = z.object({
  /** The accreditation body (e.g. NAH). */
  body: text(200),
  number: text(100),
  /** What it covers (e.g. ISO/IEC 17043:2023, proficiency testing of clinical chemistry). */
  scope: text(500),
  /** YYYY-MM-DD, or null when it states none. */
  validUntil: text(10).nullable(),
});
export type TOrgAccreditation = z.infer<typeof ZOrgAccreditation>;

/** The bank details documents print. */
export const ZOrgBank = z.object({
  /** The account in its local form (Hungarian 8-8 or 8-8-8). */
  accountNumber: optionalText(64),
  iban: optionalText(64),
  /** SWIFT/BIC. */
  swift: optionalText(16),
});
export type TOrgBank = z.infer<typeof ZOrgBank>;

/** The fields, without the cross-field checks (extend this one; the checks come from orgSettingsViolations). */
export const ZOrgSettingsFields = z.object({
  /** The registered name (cégnév) the documents are issued under and the About dialog shows. */
  legalName: optionalText(300),
  shortName: optionalText(100),
  /** The registered address: the shape of a contract's. */
  address: ZContractAddress.nullable(),
  /** The company registration number (cégjegyzékszám). */
  registrationNumber: optionalText(64),
  /** Hungarian tax number (adószám, 8-1-2) for a Hungarian seller; the local tax id elsewhere. */
  taxNumber: optionalText(32),
  /** EU VAT number (közösségi adószám), e.g. HU12345676. */
  euVatNumber: optionalText(32),
  /** The VAT group's identification number (csoportazonosító szám, 8-1-2), when the seller is in one. */
  groupIdentificationNumber: optionalText(32),
  phone: optionalText(64),
  /** The provider's public contact address (About dialog, documents). */
  contactEmail: optionalText(254),
  website: optionalText(300),
  /** Where staff mails go (checkout requests, registrations, support messages). */
  staffNotificationEmail: optionalText(254),
  accreditations: z.array(ZOrgAccreditation),
  bank: ZOrgBank,
  paymentTermDays: z.number().int(ORG_SETTINGS_MESSAGES.paymentTerm).min(PAYMENT_TERM_MIN_DAYS, ORG_SETTINGS_MESSAGES.paymentTerm).max(PAYMENT_TERM_MAX_DAYS, ORG_SETTINGS_MESSAGES.paymentTerm),
  /** A line or two at the foot of every document (registry court and number, a greeting). */
  documentFooter: optionalText(DOCUMENT_FOOTER_MAX_LENGTH),
});
export type TOrgSettings = z.infer<typeof ZOrgSettingsFields>;

/** Settings nobody has told anything: what bootstrap leaves and GET answers before the first save. */
export const EMPTY_ORG_SETTINGS: TOrgSettings = {
  legalName: null,
  shortName: null,
  address: null,
  registrationNumber: null,
  taxNumber: null,
  euVatNumber: null,
  groupIdentificationNumber: null,
  phone: null,
  contactEmail: null,
  website: null,
  staffNotificationEmail: null,
  accreditations: [],
  bank: { accountNumber: null, iban: null, swift: null },
  paymentTermDays: DEFAULT_PAYMENT_TERM_DAYS,
  documentFooter: null,
};

/** A PATCH: the fields it names (bank by its own fields); null clears a field. */
export type TOrgSettingsPatch = Partial<Omit<TOrgSettings, 'bank'>> & { bank?: Partial<TOrgBank> | undefined };

/** The settings after a PATCH: the fields it names replaced, the others kept. */
export function mergeOrgSettings(current: TOrgSettings, patch: TOrgSettingsPatch): TOrgSettings {
  const { bank, ...rest } = patch;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Partial<Omit<TOrgSettings, 'bank'>>;
  const bankDefined = Object.fromEntries(Object.entries(bank ?? {}).filter(([, value]) => value !== undefined)) as Partial<TOrgBank>;
  return { ...current, ...defined, bank: { ...current.bank, ...bankDefined } };
}

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

const TAX_PROBLEMS = { format: ORG_SETTINGS_MESSAGES.taxNumberFormat, county: ORG_SETTINGS_MESSAGES.taxNumberCounty, checksum: ORG_SETTINGS_MESSAGES.taxNumberChecksum } as const;
const VAT_PROBLEMS = {
  unsupportedCountry: ORG_SETTINGS_MESSAGES.vatUnsupportedCountry,
  wrongCountry: ORG_SETTINGS_MESSAGES.vatWrongCountry,
  format: ORG_SETTINGS_MESSAGES.vatFormat,
  checksum: ORG_SETTINGS_MESSAGES.vatChecksum,
} as const;

/** ibantools' IBAN errors as field messages (the first one it reports). */
function ibanMessage(code: ValidationErrorsIBAN): string {
  switch (code) {
    case ValidationErrorsIBAN.NoIBANProvided:
      return ORG_SETTINGS_MESSAGES.required;
    case ValidationErrorsIBAN.NoIBANCountry:
      return ORG_SETTINGS_MESSAGES.ibanUnknownCountry;
    case ValidationErrorsIBAN.WrongBBANLength:
      return ORG_SETTINGS_MESSAGES.ibanLength;
    case ValidationErrorsIBAN.WrongIBANChecksum:
      return ORG_SETTINGS_MESSAGES.ibanChecksum;
    case ValidationErrorsIBAN.WrongAccountBankBranchChecksum:
      return ORG_SETTINGS_MESSAGES.accountChecksum;
    default:
      return ORG_SETTINGS_MESSAGES.ibanFormat;
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A website as stored: with its scheme (https:// when typed without one), or null when it is none. */
export function normaliseWebsite(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.') || /\s/.test(trimmed)) return null;
    return withScheme;
  } catch {
    return null;
  }
}

function validDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Every broken rule of the settings, with its field (`param`) and message key. Nothing is required
 * (an empty field is shown nowhere), but what is set must hold: an address complete; the e-mail
 * addresses and the website well-formed; each accreditation with its body, number and scope and a
 * real day as its end; a Hungarian seller's tax number 8-1-2 with its county code and check digit;
 * the EU VAT number of the seller's country (jsvat-next: prefix, format, check digits), for a
 * Hungarian one `HU` + the tax number's first eight digits; the group identification number 8-1-2;
 * the local account 8-8(-8) with its check digits and, beside a Hungarian IBAN, the same account;
 * the IBAN (ibantools: country, length, format, checksum, the account's own check digits) and the
 * SWIFT/BIC.
 */
export function orgSettingsViolations(settings: TOrgSettings): ConfigViolation[] {
  const violations: ConfigViolation[] = [];
  const add = (param: string, message: string) => violations.push({ param, message });
  const address = settings.address;
  if (address) {
    for (const field of ['zipCode', 'city', 'address', 'countryId'] as const) {
      if (blank(address[field])) add(`address.${field}`, ORG_SETTINGS_MESSAGES.required);
    }
  }
  for (const field of ['contactEmail', 'staffNotificationEmail'] as const) {
    const value = settings[field];
    if (!blank(value) && !EMAIL.test((value ?? '').trim())) add(field, ORG_SETTINGS_MESSAGES.emailFormat);
  }
  if (!blank(settings.website) && normaliseWebsite(settings.website ?? '') === null) add('website', ORG_SETTINGS_MESSAGES.websiteFormat);
  if (settings.accreditations.length > MAX_ACCREDITATIONS) add('accreditations', ORG_SETTINGS_MESSAGES.tooManyAccreditations);
  settings.accreditations.forEach((accreditation, index) => {
    for (const field of ['body', 'number', 'scope'] as const) {
      if (blank(accreditation[field])) add(`accreditations.${index}.${field}`, ORG_SETTINGS_MESSAGES.required);
    }
    if (!blank(accreditation.validUntil) && !validDay((accreditation.validUntil ?? '').trim())) add(`accreditations.${index}.validUntil`, ORG_SETTINGS_MESSAGES.dateFormat);
  });

  const countryId = (address?.countryId ?? '').trim().toUpperCase();
  const hungarian = countryId === 'HU';
  const taxNumber = (settings.taxNumber ?? '').trim();
  if (taxNumber !== '' && hungarian) {
    const problem = hungarianTaxNumberProblem(taxNumber);
    if (problem) add('taxNumber', TAX_PROBLEMS[problem]);
  }

  if (!blank(settings.euVatNumber)) {
    const vat = settings.euVatNumber ?? '';
    const problem = euVatNumberProblem(vat, countryId === '' ? undefined : countryId);
    if (problem) add('euVatNumber', VAT_PROBLEMS[problem]);
    else if (hungarian && taxNumber !== '' && normaliseVatNumber(vat) !== `${euVatPrefix('HU')}${taxNumber.slice(0, 8)}`) {
      add('euVatNumber', ORG_SETTINGS_MESSAGES.vatNotTaxNumber);
    }
  }

  if (!blank(settings.groupIdentificationNumber)) {
    const problem = hungarianTaxNumberProblem(settings.groupIdentificationNumber ?? '');
    if (problem) add('groupIdentificationNumber', TAX_PROBLEMS[problem]);
  }

  const { bank } = settings;
  const iban = blank(bank.iban) ? null : electronicIban(bank.iban ?? '');
  let ibanValid = false;
  if (!blank(bank.iban)) {
    const result = validateIBAN(iban ?? (bank.iban ?? '').trim());
    const [first] = result.errorCodes;
    if (!result.valid) add('bank.iban', first === undefined ? ORG_SETTINGS_MESSAGES.ibanFormat : ibanMessage(first));
    ibanValid = result.valid;
  }

  if (!blank(bank.accountNumber)) {
    const digits = hungarianAccountDigits(bank.accountNumber ?? '');
    if (digits === null) add('bank.accountNumber', ORG_SETTINGS_MESSAGES.accountFormat);
    else if (!isValidBBAN(digits, 'HU')) add('bank.accountNumber', ORG_SETTINGS_MESSAGES.accountChecksum);
    else if (ibanValid && iban?.startsWith('HU') && iban.slice(4) !== digits) add('bank.accountNumber', ORG_SETTINGS_MESSAGES.accountNotIban);
  }

  if (!blank(bank.swift)) {
    const result = validateBIC((bank.swift ?? '').trim().toUpperCase());
    const [first] = result.errorCodes;
    if (!result.valid) add('bank.swift', first === ValidationErrorsBIC.NoBICCountry ? ORG_SETTINGS_MESSAGES.bicUnknownCountry : ORG_SETTINGS_MESSAGES.bicFormat);
  }
  return violations;
}

/** zod's form of the rules: each violation an issue at its field's path (the web form shows it under the field). */
export function refineOrgSettings(settings: TOrgSettings, ctx: z.RefinementCtx): void {
  for (const violation of orgSettingsViolations(settings)) {
    ctx.addIssue({ code: 'custom', message: violation.message, path: violation.param.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) });
  }
}

/** The settings with every rule: the org-settings form's schema (the server checks the merged result of a PATCH with orgSettingsViolations). */
export const ZOrgSettings = ZOrgSettingsFields.superRefine(refineOrgSettings);
