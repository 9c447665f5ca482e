import {
  contractSectionViolations,
  contractYears,
  type ContractSection,
  type TContractAddress,
  type TContractContact,
  type TContractInput,
  ZContractInput,
} from '@eqa/core';

/** The sections of the form in the page's order: the five that decide Modify, then the terms. */
export const FORM_SECTIONS = ['validity', 'generic', 'contact', 'delivery', 'invoice', 'terms'] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

const EMPTY_ADDRESS: TContractAddress = { city: '', address: '', zipCode: '', countryId: '' };
const EMPTY_CONTACT: TContractContact = { phone: '', emails: [] };

/** The fields a contract answer carries (the contracts.current output has more; only these are edited). */
export type ContractFieldsLike = Omit<TContractInput, 'termsAccepted'>;

const address = (value: TContractAddress | null): TContractAddress => ({ ...EMPTY_ADDRESS, ...(value ?? {}) });
const contact = (value: TContractContact | null): TContractContact => ({ phone: value?.phone ?? '', emails: [...(value?.emails ?? [])] });

/** The form's state of a contract: every block present, every optional text '' instead of null. */
export function contractToForm(contract: ContractFieldsLike, termsAccepted = false): TContractInput {
  return {
    year: contract.year,
    name: contract.name ?? '',
    laboratoryHeadFullName: contract.laboratoryHeadFullName ?? '',
    address: address(contract.address),
    contact: contact(contract.contact),
    contactName: contract.contactName ?? '',
    contactResponsibleFullName: contract.contactResponsibleFullName ?? '',
    contactAddress: address(contract.contactAddress),
    furtherContact: contact(contract.furtherContact),
    deliveryName: contract.deliveryName ?? '',
    deliveryResponsibleFullName: contract.deliveryResponsibleFullName ?? '',
    deliveryAddress: address(contract.deliveryAddress),
    deliveryContact: contact(contract.deliveryContact),
    invoiceName: contract.invoiceName ?? '',
    invoiceAddress: address(contract.invoiceAddress),
    invoiceContact: contact(contract.invoiceContact),
    bankAccountNumber: contract.bankAccountNumber ?? '',
    vatNumber: contract.vatNumber ?? '',
    groupIdentificationNumber: contract.groupIdentificationNumber ?? '',
    notificationEmails: [...(contract.notificationEmails ?? [])],
    invoiceFormat: contract.invoiceFormat ?? 'electronic',
    termsAccepted,
  };
}

/** An empty form for a new laboratory (the registration wizard). */
export function emptyContractForm(year: number): TContractInput {
  return contractToForm(
    {
      year,
      name: '',
      laboratoryHeadFullName: '',
      address: EMPTY_ADDRESS,
      contact: EMPTY_CONTACT,
      contactName: null,
      contactResponsibleFullName: null,
      contactAddress: null,
      furtherContact: null,
      deliveryName: null,
      deliveryResponsibleFullName: null,
      deliveryAddress: null,
      deliveryContact: null,
      invoiceName: null,
      invoiceAddress: null,
      invoiceContact: null,
      bankAccountNumber: null,
      vatNumber: null,
      groupIdentificationNumber: null,
      notificationEmails: [],
      invoiceFormat: 'electronic',
    },
    false,
  );
}

const orNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());
const cleanContact = (value: TContractContact | null): TContractContact | null =>
  value === null ? null : { phone: orNull(value.phone), emails: value.emails.map((e) => e.trim()).filter((e) => e !== '') };

/** What is sent (PATCH body, the registration's `contract`): optional texts left empty are null. */
export function formToInput(form: TContractInput): TContractInput {
  return {
    ...form,
    contactName: orNull(form.contactName),
    contactResponsibleFullName: orNull(form.contactResponsibleFullName),
    deliveryName: orNull(form.deliveryName),
    deliveryResponsibleFullName: orNull(form.deliveryResponsibleFullName),
    invoiceName: orNull(form.invoiceName),
    bankAccountNumber: orNull(form.bankAccountNumber),
    vatNumber: orNull(form.vatNumber),
    groupIdentificationNumber: orNull(form.groupIdentificationNumber),
    contact: cleanContact(form.contact) ?? EMPTY_CONTACT,
    furtherContact: cleanContact(form.furtherContact),
    deliveryContact: cleanContact(form.deliveryContact),
    invoiceContact: cleanContact(form.invoiceContact),
  };
}

/**
 * The field a violation's param belongs to: `contact.emails.2` (one bad chip) is shown at the
 * chips field `contact.emails`, `notificationEmails.0` at `notificationEmails`.
 */
export function fieldOfParam(param: string): string {
  return param.replace(/\.(emails|notificationEmails)\.\d+$/, '.$1').replace(/^notificationEmails\.\d+$/, 'notificationEmails');
}

/** The five sections that decide Modify (the terms are checked apart). */
export const RULED_SECTIONS: readonly ContractSection[] = ['validity', 'generic', 'contact', 'delivery', 'invoice'];

/**
 * The contract form's schema (the forms kit's resolver): the procedure's input schema with core's
 * contract rules of the given sections as its refinement, the first broken rule per field at that
 * field (fieldOfParam: a bad chip at its chips field).
 */
export function contractFormSchema(now: Date, sections: readonly ContractSection[] = RULED_SECTIONS) {
  return ZContractInput.superRefine((values, ctx) => {
    const seen = new Set<string>();
    for (const violation of sections.flatMap((section) => contractSectionViolations(formToInput(values), section, now))) {
      const field = fieldOfParam(violation.param);
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: field.split('.'), message: violation.message });
    }
  });
}

/** The sections that can take over the laboratory's (generic section's) details. */
export type CopyableSection = 'contact' | 'delivery' | 'invoice';

/**
 * "Same as the laboratory" of the contact, delivery and invoice sections: the laboratory's
 * institution name, address and phone and e-mails copied into the section (copies, not shared
 * objects). The section's own person (the contact's responsible person, the delivery's) and the
 * invoice's tax and bank details are left as they are.
 */
export function copyLaboratoryInto(form: TContractInput, section: CopyableSection): TContractInput {
  const address = { ...form.address };
  const contact = { phone: form.contact.phone ?? '', emails: [...form.contact.emails] };
  switch (section) {
    case 'contact':
      return { ...form, contactName: form.name, contactAddress: address, furtherContact: contact };
    case 'delivery':
      return { ...form, deliveryName: form.name, deliveryAddress: address, deliveryContact: contact };
    case 'invoice':
      return { ...form, invoiceName: form.name, invoiceAddress: address, invoiceContact: contact };
  }
}

/**
 * The year the contract page shows: `?year=` when it is a year a contract may be made for (this
 * year or next, core contractYears), else this year.
 */
export function contractPageYear(param: string | null, now: Date): number {
  const [current, next] = contractYears(now);
  const year = param !== null && /^\d{4}$/.test(param) ? Number(param) : current;
  return year === next ? next : current;
}
