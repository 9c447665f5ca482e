import type { CreatedAt, Generated, Timestamp } from './columns';

export interface ContractAddress {
  city: string;
  address: string;
  zipCode: string;
  countryId: string;
}

export interface ContractContact {
  phone: string | null;
  emails: string[];
}

export type InvoiceFormat = 'electronic' | 'paper_and_electronic';

/**
 * A lab's contract with an org for a year. Changing the details inserts a new row; the current
 * contract is the latest by createdAt; access needs acceptedAt set on it.
 */
export interface ContractsTable {
  id: Generated<number>;
  labId: number;
  orgId: number;
  year: number;
  /** Institution name. */
  name: string;
  laboratoryHeadFullName: string;
  address: ContractAddress;
  contact: ContractContact;
  contactName: string | null;
  contactResponsibleFullName: string | null;
  contactAddress: ContractAddress | null;
  furtherContact: ContractContact | null;
  deliveryName: string | null;
  deliveryResponsibleFullName: string | null;
  deliveryAddress: ContractAddress | null;
  deliveryContact: ContractContact | null;
  invoiceName: string | null;
  invoiceAddress: ContractAddress | null;
  invoiceContact: ContractContact | null;
  bankAccountNumber: string | null;
  vatNumber: string | null;
  groupIdentificationNumber: string | null;
  /** text[] of e-mail addresses. */
  notificationEmails: Generated<string[]>;
  invoiceFormat: Generated<InvoiceFormat>;
  currencyId: string;
  acceptedAt: Timestamp | null;
  createdAt: CreatedAt;
  createdBy: number | null;
  /** The legal document versions the acceptance accepted (none: the built-in templates). */
  legalVersionIds: Generated<number[]>;
}
