import type { CreatedAt, DateString, Generated, NullableJsonArray, Numeric, Timestamp } from './columns';

/** A multilingual name as written at issue time ({ en, hu }). */
type LocalizedSnapshot = Record<string, string>;

/** One round of an ordered product, as an invoice line names it. */
export interface InvoiceLineRound {
  roundId: number;
  name: string;
  sampleSetQuantity: number;
  extraEvaluationQuantity: number;
}

/**
 * A line of an issued invoice, written once (20261126002000_invoice_issuing); amounts in minor units,
 * amountMinor = quantity × unitPriceMinor. A cancellation copies the lines of the invoice it cancels
 * with quantity and amount negated.
 * - order: an ordered product (its whole amount, quantity 1);
 * - deduction: an invoice or proforma of the year already in force, taken off (negative amount);
 * - total: the whole total of a document issued without lines (rows issued before the snapshot).
 */
export type InvoiceLineSnapshot =
  | {
      kind: 'order';
      orderId: number;
      productId: number;
      productType: string;
      productShortName: string;
      productName: LocalizedSnapshot;
      variantName: LocalizedSnapshot | null;
      paper: boolean;
      rounds: InvoiceLineRound[];
      quantity: number;
      unitPriceMinor: number;
      amountMinor: number;
    }
  | { kind: 'deduction'; invoiceId: number; number: string; proforma: boolean; quantity: number; unitPriceMinor: number; amountMinor: number }
  | { kind: 'total'; number: string; proforma: boolean; quantity: number; unitPriceMinor: number; amountMinor: number };

/** The customer of an issued invoice: the lab's contract at issue time (invoice name, address and VAT number), else the lab. */
export interface InvoiceCustomerSnapshot {
  name: string;
  address: { address: string; zipCode: string; city: string; countryId: string; countryName: LocalizedSnapshot };
  vatNumber: string | null;
  groupIdentificationNumber: string | null;
  labCode: string;
  labName: string;
  /** The contract the data came from; null when taken from the lab. */
  contractId: number | null;
}

/** The issuer (the org) at issue time. */
export interface InvoiceIssuerSnapshot {
  name: string;
  address: string | null;
  vatNumber: string | null;
  bankAccount: string | null;
  registrationNumber: string | null;
  mail: string | null;
  web: string | null;
}

/**
 * A proforma or invoice. Identifier year/annualNumber, numbered per (org, year, series) through
 * invoice_counters; a cancellation document is its own row (cancelledAnnualNumber = the number it
 * cancels, in the same series). Late payment: core isLatePayment.
 */
export interface InvoicesTable {
  id: Generated<number>;
  orgId: number;
  labId: number;
  year: number;
  annualNumber: number;
  cancelledAnnualNumber: number | null;
  proforma: Generated<boolean>;
  cancelled: Generated<boolean>;
  paid: Generated<boolean>;
  paidAt: Timestamp | null;
  paymentDeadline: DateString;
  total: Numeric;
  currencyId: string;
  /** What the document lists (jsonb array: write through json()); null on rows issued before 20261126002000. */
  lines: NullableJsonArray<InvoiceLineSnapshot>;
  customer: InvoiceCustomerSnapshot | null;
  issuer: InvoiceIssuerSnapshot | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}
