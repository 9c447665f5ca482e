import {
  calendarDay,
  invoiceDocumentName,
  invoiceEditViolation,
  isInvoiceEditChanged,
  ORDERS_TIME_ZONE,
  ZInvoiceEdit,
  type InvoiceEdit,
  type OrderViolation,
} from '@eqa/core';

/** What the invoice dialog edits (spec 2 §5): the deadline as a day, the total as typed, paid, and a new PDF with its name. */
export interface InvoiceFormValues {
  /** 'YYYY-MM-DD' (a date input). */
  paymentDeadline: string;
  /** As typed, with the locale's decimal separator ('12 500,50' or '12500.50'). */
  total: string;
  paid: boolean;
  /** The invoice PDF to upload with the save (checked as PDF before). */
  file: { name: string } | null;
  /** The uploaded document's name; blank: the file's name without its extension. */
  documentName: string;
}

/** The invoice fields the form starts from (invoices.list's item). */
export interface EditableInvoice {
  paymentDeadline: string;
  total: number;
  paid: boolean;
  createdAt: string;
}

export function invoiceFormValues(invoice: EditableInvoice, locale: string): InvoiceFormValues {
  return { paymentDeadline: calendarDay(invoice.paymentDeadline, ORDERS_TIME_ZONE), total: formatTotalInput(invoice.total, locale), paid: invoice.paid, file: null, documentName: '' };
}

/** A total as the input shows it: the locale's decimal separator, no grouping ('12500,5' in Hungarian). */
export function formatTotalInput(total: number, locale: string): string {
  const text = String(total);
  return locale === 'hu' ? text.replace('.', ',') : text;
}

/**
 * A typed total as a number, or null when it is not one: spaces (also no-break ones) are dropped, a
 * comma is a decimal separator ('12 500,50' → 12500.5). At most one separator; digits only.
 */
export function parseTotalInput(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

export interface InvoiceFormCheck {
  /** The PATCH body's edit (core ZInvoiceEdit) when the fields parse. */
  edit: InvoiceEdit | null;
  /** The first broken rule (param paymentDeadline / total): requiredField, invoices.invalidTotal, invoices.paymentDeadlineBeforeCreation. */
  violation: OrderViolation | null;
  /** Something changed: a field (core isInvoiceEditChanged) or a file to upload. */
  changed: boolean;
}

/**
 * The form through the procedure's input schema (core ZInvoiceEdit) and core's invoice-edit rules:
 * the deadline a date not before the creation day, the total a number ≥ 0 with at most 2 decimals.
 * Save is enabled only when this says changed and no violation (spec 2 §5).
 */
export function checkInvoiceForm(invoice: EditableInvoice, values: InvoiceFormValues): InvoiceFormCheck {
  const original: InvoiceEdit = { paymentDeadline: calendarDay(invoice.paymentDeadline, ORDERS_TIME_ZONE), total: invoice.total, paid: invoice.paid };
  const total = parseTotalInput(values.total);
  const parsed = ZInvoiceEdit.safeParse({ paymentDeadline: values.paymentDeadline, total: total ?? Number.NaN, paid: values.paid });
  let violation: OrderViolation | null = null;
  if (values.paymentDeadline.trim() === '') violation = { param: 'paymentDeadline', message: 'requiredField' };
  else if (values.total.trim() === '') violation = { param: 'total', message: 'requiredField' };
  else if (!parsed.success) {
    const param = String(parsed.error.issues[0]?.path[0] ?? 'total');
    violation = { param, message: param === 'total' ? 'invoices.invalidTotal' : 'requiredField' };
  }
  const edit = parsed.success ? parsed.data : null;
  if (!violation && edit) violation = invoiceEditViolation(edit, invoice);
  const changed = values.file !== null || (edit !== null && isInvoiceEditChanged(original, edit));
  return { edit, violation, changed };
}

/** The name the uploaded document gets (spec 2 §5: the file's name when the name is left empty). */
export function uploadedDocumentName(values: Pick<InvoiceFormValues, 'documentName' | 'file'>): string {
  return values.file ? invoiceDocumentName(values.documentName, values.file.name) : values.documentName.trim();
}
