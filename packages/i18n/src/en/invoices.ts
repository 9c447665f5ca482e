import type { BaseTranslation } from '../i18n-types';

/**
 * Invoices (spec 2 §2 Invoice list and dialog, §4 state labels, §5 invoice edit).
 * `invoices.paymentDeadlineBeforeCreation` and `invoices.invalidTotal` are core's ORDER_MESSAGES.
 */
export const invoices = {
  invoices: {
    paymentDeadlineBeforeCreation: 'The payment deadline cannot be before the date of issue ({date})',
    invalidTotal: 'Enter an amount of at least 0 with at most 2 decimals',
    title: 'Invoices',
    empty: 'There are no invoices for this year.',
    onlyWithDocuments: 'Only invoices with documents are listed.',
    columns: {
      identifier: 'Identifier',
      state: 'State',
      total: 'Total',
      createdAt: 'Issued',
      paymentDeadline: 'Payment deadline',
      paid: 'Paid',
      cancelled: 'Cancelled',
      documents: 'Documents',
      actions: 'Actions',
    },
    kind: {
      proforma: 'Proforma invoice',
      invoice: 'Invoice',
      invoicedProforma: 'Invoice of proforma {number:string}',
    },
    state: {
      late_payment: 'Late payment',
      cancellation: 'Cancellation',
      cancelled: 'Cancelled',
      payable: 'Payable',
      paid: 'Paid',
    },
    yes: 'Yes',
    no: 'No',
    noDocuments: 'No documents',
    download: 'Download {name}',
    documentTypes: {
      proforma: 'Proforma invoice',
      invoice: 'Invoice',
      cancellation: 'Cancellation',
      other: 'Document',
    },
    upload: 'Upload the invoice PDF of {identifier}',
    uploadLabel: 'Upload invoice',
    onlyPdf: 'Only PDF files can be uploaded',
    edit: 'Edit {identifier}',
    cancel: 'Cancel {identifier}',
    cancelTitle: 'Cancel the invoice {identifier}?',
    cancelText: 'A cancelled invoice no longer counts towards the invoiced total. This cannot be undone.',
    cancelConfirm: 'Cancel the invoice',
    dialog: {
      title: 'Invoice {identifier}',
      createdAt: 'Issued on {date}',
      paymentDeadline: 'Payment deadline',
      total: 'Total ({currency})',
      paid: 'Paid',
      documents: 'Documents',
      documentName: 'Name of the document',
      documentNameHelp: 'Left empty, the name of the file is used',
      addDocument: 'Add an invoice PDF',
      newDocument: 'New: {file}',
      removeNew: 'Remove {file}',
      nothingChanged: 'Nothing has changed yet.',
    },
    documentJob: {
      making: 'PDF being made…',
      failed: 'The PDF could not be made',
      interrupted: 'Making the PDF was interrupted',
      retry: 'Make the PDF again',
      retryLabel: 'Make the PDF of {identifier} again',
    },
    notifications: {
      saved: 'Invoice saved',
      uploaded: 'Invoice uploaded',
      cancelled: 'Invoice cancelled',
      documentRequested: 'The PDF is being made',
    },
    refusals: {
      generatedDocumentName: 'A generated document keeps its name',
      unknownDocument: 'The document does not belong to this invoice',
    },
  },
} satisfies BaseTranslation;
