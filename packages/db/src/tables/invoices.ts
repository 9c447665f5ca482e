import type { InvoiceSeries } from './invoice-counters';
import type { ChangedAt, CreatedAt, DateString, Generated, NullableJsonArray, Numeric, Timestamp } from './columns';

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
 * The VAT of a line at issue (20261202030000_billing_vat): the charged rate in basis points (2700 =
 * 27 %, 0 for reverse charge and outside the EU) and the VAT in minor units, rounded per line to the
 * currency. Absent on lines of documents issued before VAT was computed.
 */
interface LineVat {
  vatRateBasisPoints?: number;
  vatMinor?: number;
}

/**
 * A line of an issued invoice, written once (20261126002000_invoice_issuing); amounts in minor units,
 * amountMinor = quantity × unitPriceMinor is the NET amount. A cancellation copies the lines of the
 * invoice it cancels with quantity, amount and VAT negated.
 * - order: an ordered product (its whole amount, quantity 1);
 * - deduction: an invoice or proforma of the year already in force, taken off (negative amount), one
 *   line per VAT rate of that document;
 * - total: the whole total of a document issued without lines (rows issued before the snapshot).
 */
export type InvoiceLineSnapshot = LineVat &
  (
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
  | { kind: 'total'; number: string; proforma: boolean; quantity: number; unitPriceMinor: number; amountMinor: number }
  );

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

/**
 * The issuer (the org) at issue time. `name` is the legal name and `vatNumber` the tax number and
 * `bankAccount` the local account from the org's settings (org_settings, formerly org_billing_settings) when the org has
 * them, else the org's name and contact address. The seller details' other fields are absent on
 * documents issued before 20261202030000_billing_vat.
 */
export interface InvoiceIssuerSnapshot {
  name: string;
  address: string | null;
  vatNumber: string | null;
  bankAccount: string | null;
  registrationNumber: string | null;
  mail: string | null;
  web: string | null;
  postalAddress?: { address: string; zipCode: string; city: string; countryId: string; countryName: LocalizedSnapshot } | null;
  euVatNumber?: string | null;
  groupIdentificationNumber?: string | null;
  iban?: string | null;
  bic?: string | null;
  footer?: string | null;
}

/** How VAT applied to the buyer (core VatTreatment). */
export type InvoiceVatTreatment = 'domestic' | 'eu_reverse_charge' | 'eu_no_vat_number' | 'outside_eu';

/**
 * The VAT of an issued document (core documentTotals at issue), written once: the treatment, the
 * totals per rate and overall (net + VAT = gross, minor units), and for a document in another
 * currency than HUF the exchange rate used (HUF per unit in ten-thousandths, and the day it was
 * entered for; null when none was entered on or before the issue day).
 */
export interface InvoiceVatSnapshot {
  treatment: InvoiceVatTreatment;
  byRate: Array<{ rateBasisPoints: number; netMinor: number; vatMinor: number; grossMinor: number }>;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  exchangeRate: { day: string; rate: number } | null;
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
  /** The numbering series (20261202042000_invoice_documents): unique (org, year, series, annualNumber). */
  series: Generated<InvoiceSeries>;
  /** A cancellation: the document it cancels. */
  cancelsInvoiceId: number | null;
  cancelled: Generated<boolean>;
  paid: Generated<boolean>;
  paidAt: Timestamp | null;
  paymentDeadline: DateString;
  /** What is to be paid (gross; the net total on rows without VAT). */
  total: Numeric;
  /** The lines' net total (what orders are compared with; 20261202030000_billing_vat); null on rows without VAT, whose total is net. */
  netTotal: Numeric | null;
  currencyId: string;
  /** What the document lists (jsonb array: write through json()); null on rows issued before 20261126002000. */
  lines: NullableJsonArray<InvoiceLineSnapshot>;
  customer: InvoiceCustomerSnapshot | null;
  issuer: InvoiceIssuerSnapshot | null;
  /** The document's VAT (null on rows issued before it was computed). */
  vat: InvoiceVatSnapshot | null;
  /** The lab's purchase-order number, printed on the document and carried to the invoice export. */
  purchaseOrderNumber: string | null;
  /** The document's language: the contract's (null on rows issued before: the lab's reader language). */
  locale: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** When the row or one of its documents last changed (database clock; updatedSince); `updatedAt` is the business clock's. */
  changedAt: ChangedAt;
}
