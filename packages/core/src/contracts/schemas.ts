import { z } from 'zod';

/** The wire shapes of a contract (spec 2 §3 Contract, Address, Contact): the PATCH body and the registration's contract. */

const text = (max: number) => z.string().trim().max(max);

export const ZContractAddress = z.object({
  city: text(100),
  address: text(300),
  zipCode: text(20),
  countryId: text(2),
});
export type TContractAddress = z.infer<typeof ZContractAddress>;

export const ZContractContact = z.object({
  phone: text(50).nullable(),
  emails: z.array(text(254)).max(20),
});
export type TContractContact = z.infer<typeof ZContractContact>;

export const INVOICE_FORMATS = ['electronic', 'paper_and_electronic'] as const;

export const ZContractInput = z.object({
  /** The year the contract is for: this year or next (contractYearViolation). */
  year: z.number().int(),
  /** Institution name (generic section). */
  name: text(300),
  laboratoryHeadFullName: text(200),
  address: ZContractAddress,
  contact: ZContractContact,
  contactName: text(300).nullable(),
  contactResponsibleFullName: text(200).nullable(),
  contactAddress: ZContractAddress.nullable(),
  furtherContact: ZContractContact.nullable(),
  deliveryName: text(300).nullable(),
  deliveryResponsibleFullName: text(200).nullable(),
  deliveryAddress: ZContractAddress.nullable(),
  deliveryContact: ZContractContact.nullable(),
  invoiceName: text(300).nullable(),
  invoiceAddress: ZContractAddress.nullable(),
  invoiceContact: ZContractContact.nullable(),
  bankAccountNumber: text(64).nullable(),
  vatNumber: text(32).nullable(),
  groupIdentificationNumber: text(32).nullable(),
  notificationEmails: z.array(text(254)).max(20),
  invoiceFormat: z.enum(INVOICE_FORMATS),
  /** The terms and conditions of the year are accepted (needed to save). */
  termsAccepted: z.boolean(),
});
export type TContractInput = z.infer<typeof ZContractInput>;
