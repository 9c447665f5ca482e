import { currencyDecimals } from './currency';

/**
 * The accounting export (issue 31, docs/decisions/invoices.md "Accounting export"): every document
 * a checkout made in a period, one CSV line per document line, for the provider's accounting
 * system, which issues and reports the invoices.
 */

/** A cell that a spreadsheet would read as a formula (=, +, -, @, or a tab / carriage return first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text that
 * starts like a formula is prefixed with an apostrophe (OWASP "CSV injection"), so a lab's name
 * such as `=HYPERLINK(…)` stays text. Numbers are written by the caller as plain digits with a
 * dot, and pass through (a negative amount is a number, not a formula: `numeric` cells).
 */
export function csvCell(value: string | number | null, options: { numeric?: boolean } = {}): string {
  if (value === null) return '';
  let text = String(value);
  if (!options.numeric && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An amount in minor units as a decimal with a dot, at the currency's decimals (HUF none). */
export function csvAmount(minor: number, currencyId: string): string {
  return (minor / 100).toFixed(currencyDecimals(currencyId));
}

/** The kind of a document row, as its series and cancellation say. */
export type AccountingDocumentKind = 'proforma' | 'invoice' | 'cancellation';

export interface AccountingExportLine {
  description: string;
  quantity: number;
  unitNetMinor: number;
  netMinor: number;
  /** Basis points (2700 = 27 %); null on lines issued before VAT was computed. */
  vatRateBasisPoints: number | null;
  vatMinor: number;
}

export interface AccountingExportDocument {
  /** The checkout's (document's) instant, ISO. */
  issuedAt: string;
  /** Its issue day 'YYYY-MM-DD'. */
  issueDay: string;
  kind: AccountingDocumentKind;
  number: string;
  /** The proforma number the line belongs to (the document's own when a proforma, the cancelled one's for its cancellation); null for rows without a proforma. */
  proformaNumber: string | null;
  /** The accounting's invoice as staff named it (the row's identifier when named), else null. */
  accountingInvoice: string | null;
  serviceYear: number;
  labCode: string;
  buyerName: string;
  buyerCountryId: string;
  buyerVatNumber: string | null;
  buyerGroupIdentificationNumber: string | null;
  vatTreatment: string | null;
  purchaseOrderNumber: string | null;
  currencyId: string;
  paymentDeadline: string;
  paid: boolean;
  cancelled: boolean;
  lines: AccountingExportLine[];
}

export const ACCOUNTING_EXPORT_COLUMNS = [
  'issue_day',
  'document_kind',
  'document_number',
  'proforma_number',
  'accounting_invoice',
  'service_year',
  'lab_code',
  'buyer_name',
  'buyer_country',
  'buyer_tax_number',
  'buyer_group_id',
  'vat_treatment',
  'po_number',
  'currency',
  'line',
  'description',
  'quantity',
  'unit_net',
  'net',
  'vat_rate_percent',
  'vat',
  'gross',
  'payment_deadline',
  'paid',
  'cancelled',
] as const;

function percent(basisPoints: number | null): string {
  if (basisPoints === null) return '';
  return (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** The CSV cells of one document: one row per line (a document without lines gives none). */
export function accountingExportRows(document: AccountingExportDocument): string[][] {
  const money = (minor: number) => csvAmount(minor, document.currencyId);
  return document.lines.map((line, index) => [
    csvCell(document.issueDay),
    csvCell(document.kind),
    csvCell(document.number),
    csvCell(document.proformaNumber),
    csvCell(document.accountingInvoice),
    csvCell(document.serviceYear, { numeric: true }),
    csvCell(document.labCode),
    csvCell(document.buyerName),
    csvCell(document.buyerCountryId),
    csvCell(document.buyerVatNumber),
    csvCell(document.buyerGroupIdentificationNumber),
    csvCell(document.vatTreatment),
    csvCell(document.purchaseOrderNumber),
    csvCell(document.currencyId),
    csvCell(index + 1, { numeric: true }),
    csvCell(line.description),
    csvCell(line.quantity, { numeric: true }),
    csvCell(money(line.unitNetMinor), { numeric: true }),
    csvCell(money(line.netMinor), { numeric: true }),
    csvCell(percent(line.vatRateBasisPoints), { numeric: true }),
    csvCell(money(line.vatMinor), { numeric: true }),
    csvCell(money(line.netMinor + line.vatMinor), { numeric: true }),
    csvCell(document.paymentDeadline),
    csvCell(document.paid ? 'yes' : 'no'),
    csvCell(document.cancelled ? 'yes' : 'no'),
  ]);
}

/** The whole CSV: a header and the documents' lines, CRLF line ends, a UTF-8 BOM for spreadsheets. */
export function accountingExportCsv(documents: readonly AccountingExportDocument[]): string {
  const rows = [[...ACCOUNTING_EXPORT_COLUMNS], ...documents.flatMap(accountingExportRows)];
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
