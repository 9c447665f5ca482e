import { isValidEmail } from '../auth/password-rules';
import { REQUIRED_FIELD, type ConfigViolation } from '../config/violation';
import { isValidBankAccount } from './bank-account';
import { contractYears } from './contract-years';
import type { TContractAddress, TContractContact, TContractInput } from './schemas';
import { EU_COUNTRY_IDS, isValidEuVatNumber, isValidHungarianTaxNumber } from './tax-identifiers';

/**
 * The contract form's rules (spec 2 §4 "Contract", §5): the sections, what each requires, the
 * validity year, the VAT number, the Hungarian tax and group identification numbers and the bank
 * account. Pure: the server runs them on every PATCH and registration (422 with param), the web on
 * every keystroke. Decisions: docs/decisions/contracts.md.
 */

/** The five sections whose validity Modify needs (the terms are the sixth condition). */
export const CONTRACT_SECTIONS = ['validity', 'generic', 'contact', 'delivery', 'invoice'] as const;
export type ContractSection = (typeof CONTRACT_SECTIONS)[number];

/** Message keys of the contract rules (spec 2 §8 field messages, then the contract's own). */
export const CONTRACT_MESSAGES = {
  required: REQUIRED_FIELD,
  requiredEmail: 'requiredEmailField',
  emailFormat: 'emailFormatHelpText',
  invalidYear: 'contracts.invalidYear',
  vatNumberRequired: 'contracts.vatNumberRequired',
  invalidVatNumber: 'contracts.invalidVatNumber',
  invalidTaxNumber: 'contracts.invalidTaxNumber',
  invalidGroupIdentificationNumber: 'contracts.invalidGroupIdentificationNumber',
  invalidBankAccount: 'contracts.invalidBankAccount',
  termsNotAccepted: 'contracts.termsNotAccepted',
} as const;

/** Hungary: its institutions give a Hungarian tax number. */
export const HOME_COUNTRY_ID = 'HU';

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

function required(value: string | null | undefined, param: string): ConfigViolation[] {
  return blank(value) ? [{ param, message: CONTRACT_MESSAGES.required }] : [];
}

/** City, address, zip code and country are all required (requiredField). */
export function addressViolations(address: TContractAddress | null, param: string): ConfigViolation[] {
  if (address === null) return [{ param, message: CONTRACT_MESSAGES.required }];
  return (['city', 'address', 'zipCode', 'countryId'] as const).flatMap((field) => required(address[field], `${param}.${field}`));
}

/** At least one e-mail (requiredEmailField), each well-formed (emailFormatHelpText); the phone when `phoneRequired`. */
export function contactViolations(contact: TContractContact | null, param: string, options: { phoneRequired: boolean }): ConfigViolation[] {
  if (contact === null) return [{ param: `${param}.emails`, message: CONTRACT_MESSAGES.requiredEmail }];
  const violations: ConfigViolation[] = options.phoneRequired ? required(contact.phone, `${param}.phone`) : [];
  const emails = contact.emails.filter((email) => !blank(email));
  if (emails.length === 0) violations.push({ param: `${param}.emails`, message: CONTRACT_MESSAGES.requiredEmail });
  contact.emails.forEach((email, index) => {
    if (!blank(email) && !isValidEmail(email)) violations.push({ param: `${param}.emails.${index}`, message: CONTRACT_MESSAGES.emailFormat });
  });
  return violations;
}

export function contractYearViolation(year: number, now: Date): ConfigViolation | null {
  return contractYears(now).includes(year) ? null : { param: 'year', message: CONTRACT_MESSAGES.invalidYear };
}

/** The country the institution is invoiced in: the invoice address's, else the laboratory's. */
export function institutionCountryId(contract: Pick<TContractInput, 'address' | 'invoiceAddress'>): string {
  return (contract.invoiceAddress?.countryId || contract.address.countryId).toUpperCase();
}

/**
 * The VAT number by the institution's country: Hungary — optional, a Hungarian tax number (8-1-2)
 * or a Hungarian EU VAT number; another EU member state — required, that state's valid EU VAT
 * number; outside the EU — optional and free (an EU VAT number cannot exist there).
 */
export function vatNumberViolation(vatNumber: string | null, countryId: string): ConfigViolation | null {
  const country = countryId.toUpperCase();
  if (country === HOME_COUNTRY_ID) {
    if (blank(vatNumber)) return null;
    const value = (vatNumber ?? '').trim();
    return isValidHungarianTaxNumber(value) || isValidEuVatNumber(value, HOME_COUNTRY_ID) ? null : { param: 'vatNumber', message: CONTRACT_MESSAGES.invalidTaxNumber };
  }
  if (!EU_COUNTRY_IDS.has(country)) return null;
  if (blank(vatNumber)) return { param: 'vatNumber', message: CONTRACT_MESSAGES.vatNumberRequired };
  return isValidEuVatNumber(vatNumber ?? '', country) ? null : { param: 'vatNumber', message: CONTRACT_MESSAGES.invalidVatNumber };
}

/** A VAT group's identification number: optional, the 8-1-2 form of a Hungarian tax number. */
export function groupIdentificationNumberViolation(value: string | null): ConfigViolation | null {
  if (blank(value)) return null;
  return isValidHungarianTaxNumber(value ?? '') ? null : { param: 'groupIdentificationNumber', message: CONTRACT_MESSAGES.invalidGroupIdentificationNumber };
}

/** The bank account: optional; a Hungarian 8-8(-8) account or an IBAN, checksums included. */
export function bankAccountViolation(value: string | null): ConfigViolation | null {
  if (blank(value)) return null;
  return isValidBankAccount(value ?? '') ? null : { param: 'bankAccountNumber', message: CONTRACT_MESSAGES.invalidBankAccount };
}

const some = (...violations: Array<ConfigViolation | null>): ConfigViolation[] => violations.filter((v): v is ConfigViolation => v !== null);

/**
 * What one section requires (spec 2 §5): the institution name everywhere but the contact section;
 * the responsible person for the laboratory head (generic) and the contact; every address complete;
 * every contact at least one valid e-mail; phones in the generic, contact and invoice sections.
 */
export function contractSectionViolations(contract: TContractInput, section: ContractSection, now: Date): ConfigViolation[] {
  switch (section) {
    case 'validity':
      return some(contractYearViolation(contract.year, now));
    case 'generic':
      return [
        ...required(contract.name, 'name'),
        ...required(contract.laboratoryHeadFullName, 'laboratoryHeadFullName'),
        ...addressViolations(contract.address, 'address'),
        ...contactViolations(contract.contact, 'contact', { phoneRequired: true }),
      ];
    case 'contact':
      return [
        ...required(contract.contactResponsibleFullName, 'contactResponsibleFullName'),
        ...addressViolations(contract.contactAddress, 'contactAddress'),
        ...contactViolations(contract.furtherContact, 'furtherContact', { phoneRequired: true }),
      ];
    case 'delivery':
      return [
        ...required(contract.deliveryName, 'deliveryName'),
        ...addressViolations(contract.deliveryAddress, 'deliveryAddress'),
        ...contactViolations(contract.deliveryContact, 'deliveryContact', { phoneRequired: false }),
      ];
    case 'invoice':
      return [
        ...required(contract.invoiceName, 'invoiceName'),
        ...addressViolations(contract.invoiceAddress, 'invoiceAddress'),
        ...contactViolations(contract.invoiceContact, 'invoiceContact', { phoneRequired: true }),
        ...some(
          vatNumberViolation(contract.vatNumber, institutionCountryId(contract)),
          groupIdentificationNumberViolation(contract.groupIdentificationNumber),
          bankAccountViolation(contract.bankAccountNumber),
        ),
        ...contract.notificationEmails.flatMap((email, index) =>
          !blank(email) && !isValidEmail(email) ? [{ param: `notificationEmails.${index}`, message: CONTRACT_MESSAGES.emailFormat }] : [],
        ),
      ];
  }
}

/** Each section's validity. */
export function contractSectionValidity(contract: TContractInput, now: Date): Record<ContractSection, boolean> {
  return Object.fromEntries(CONTRACT_SECTIONS.map((section) => [section, contractSectionViolations(contract, section, now).length === 0])) as Record<ContractSection, boolean>;
}

/** Every violation of a contract to save, the terms included (the server's check; the first is the 422). */
export function contractViolations(contract: TContractInput, now: Date): ConfigViolation[] {
  return [
    ...CONTRACT_SECTIONS.flatMap((section) => contractSectionViolations(contract, section, now)),
    ...(contract.termsAccepted ? [] : [{ param: 'termsAccepted', message: CONTRACT_MESSAGES.termsNotAccepted }]),
  ];
}

/** Spec 2 §4: Modify is enabled only when the terms are accepted, all five sections are valid, and nothing is loading. */
export function canModifyContract(contract: TContractInput, now: Date, loading: boolean): boolean {
  return !loading && contract.termsAccepted && Object.values(contractSectionValidity(contract, now)).every(Boolean);
}
