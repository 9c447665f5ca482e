import { z } from 'zod';
import { INVOICE_STATES, ZInvoiceEdit } from '@eqa/core';
import { ZOrderYearInput } from '../checkout/checkout.types';
import { bodyField, listOutput, ZId, ZJsonId, ZLimit, ZOffset, ZQueryBoolean, ZUpdatedAt, ZUpdatedSince } from '../shared.types';

/** An invoice's document (spec 2 §3 "Invoice document"). */
export const ZInvoiceDocument = z.object({
  id: ZId,
  /** proforma / invoice / cancellation: generated from the invoice, or 'invoice' uploaded by staff. */
  type: z.enum(['proforma', 'invoice', 'cancellation', 'other']),
  /** What staff named an uploaded document (then the invoice's identifier); null for generated and unnamed ones. */
  name: z.string().nullable(),
  title: z.string().nullable(),
  /** The stored file's name (what an unnamed upload is shown by). */
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int().min(0),
  ordinal: z.number().int(),
  /** Made by the invoices.document job (replaced when made again); false for uploads. */
  generated: z.boolean(),
  createdAt: z.string(),
  /** GET path under /api/v1. */
  downloadPath: z.string(),
});
export type TInvoiceDocument = z.infer<typeof ZInvoiceDocument>;

/**
 * The job that makes an invoice's generated PDF (invoices.document), its newest run: queued (being
 * made: waiting for its queue or a worker), running, succeeded or failed (staff make it again with
 * generate_document). Our addition (docs/decisions/invoices.md "The document job in the list").
 */
export const ZInvoiceDocumentJob = z.object({
  id: ZId,
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  /** Why it failed (org users only; null for lab users and while it has not failed). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TInvoiceDocumentJob = z.infer<typeof ZInvoiceDocumentJob>;

/** Spec 2 §3 "Invoice" (a proforma, an invoice or a cancellation document). */
export const ZInvoice = z.object({
  id: ZId,
  /** year/annualNumber, unless a document has a name (core invoiceIdentifier). */
  identifier: z.string(),
  /** year/annualNumber (core formatInvoiceNumber). */
  number: z.string(),
  year: z.number().int(),
  annualNumber: z.number().int(),
  /** A cancellation document: the number (same series) of the invoice it cancels. */
  cancelledAnnualNumber: z.number().int().nullable(),
  /** That number formatted, or null. */
  cancelledNumber: z.string().nullable(),
  proforma: z.boolean(),
  /** What the row is: a proforma, an invoice row (a checkout's when the proforma is disabled) or a cancellation (core documentKind). */
  kind: z.enum(['proforma', 'invoice', 'cancellation']),
  /** Its numbering series (a cancellation's own since 20261202042000; earlier ones the cancelled document's). */
  series: z.enum(['proforma', 'invoice', 'cancellation']),
  /** A paid proforma or a proforma-disabled checkout's row without the accounting's invoice uploaded (core lacksAccountingInvoice). */
  lacksAccountingInvoice: z.boolean(),
  cancelled: z.boolean(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  /** Core isLatePayment as of now. */
  latePayment: z.boolean(),
  /** Core invoiceState: late_payment, cancellation, cancelled, payable, paid. */
  state: z.enum(INVOICE_STATES),
  createdAt: z.string(),
  /** YYYY-MM-DD. */
  paymentDeadline: z.string(),
  total: z.number(),
  currency: z.string(),
  documents: z.array(ZInvoiceDocument),
  /** The generated PDF's job, null when none was recorded (rows issued before the job outbox, imported rows). */
  documentJob: ZInvoiceDocumentJob.nullable(),
  /** When the row or one of its documents last changed (updatedSince). */
  updatedAt: ZUpdatedAt,
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** GET …/years/{year}/invoices. */
export const ZListInvoicesInput = ZOrderYearInput.extend({
  offset: ZOffset,
  limit: ZLimit,
  /**
   * Only invoices that have a document: what the list shows lab users when the proforma is
   * disabled (spec 2 §4). Applied to lab users (and always for them while the proforma is
   * disabled); org users see every invoice.
   */
  onlyWithDocuments: ZQueryBoolean.optional(),
  /** Org users: only the rows still lacking the accounting's invoice (core lacksAccountingInvoice). */
  missingInvoice: ZQueryBoolean.optional(),
  /** Only invoices whose row or documents changed at or after this moment. */
  updatedSince: ZUpdatedSince.optional(),
});
export type TListInvoicesInput = z.infer<typeof ZListInvoicesInput>;

export const ZListInvoicesOutput = listOutput(ZInvoice);
export type TListInvoicesOutput = z.infer<typeof ZListInvoicesOutput>;

/** …/years/{year}/invoices/{invoiceId}. */
export const ZInvoiceInput = ZOrderYearInput.extend({ invoiceId: ZId });
export type TInvoiceInput = z.infer<typeof ZInvoiceInput>;

/**
 * PATCH …/years/{year}/invoices/{invoiceId} (org users): core ZInvoiceEdit (payment deadline, total,
 * paid) and the names of uploaded documents (blank: un-named, the identifier goes back to the number).
 */
export const ZUpdateInvoiceInput = ZInvoiceInput.extend({
  paymentDeadline: ZInvoiceEdit.shape.paymentDeadline,
  total: bodyField(ZInvoiceEdit.shape.total),
  paid: bodyField(ZInvoiceEdit.shape.paid),
  documents: z
    .array(z.object({ id: ZJsonId, name: z.string().max(200).nullable() }))
    .max(50)
    .optional(),
});
export type TUpdateInvoiceInput = z.infer<typeof ZUpdateInvoiceInput>;

/** POST …/invoices/{invoiceId}/cancel: the cancelled invoice and its cancellation document. */
export const ZCancelInvoiceOutput = z.object({ cancelled: ZInvoice, cancellation: ZInvoice });
export type TCancelInvoiceOutput = z.infer<typeof ZCancelInvoiceOutput>;

/** POST …/invoices/{invoiceId}/generate_document: the job is recorded (queued: true) and its run. */
export const ZGenerateDocumentOutput = z.object({ queued: z.boolean(), documentJob: ZInvoiceDocumentJob });
export type TGenerateDocumentOutput = z.infer<typeof ZGenerateDocumentOutput>;

/**
 * GET /orgs/{orgId}/invoices (issue 36): the organisation's documents across its labs, for its own
 * staff; `year` the service year, `state` core invoiceState as of now, `labId` one lab.
 */
export const ZOrgInvoicesInput = z.object({
  orgId: ZId,
  year: z.number().int().min(2000).max(2100).optional().meta({ description: 'Only documents of this service (ordering) year' }),
  state: z.enum(INVOICE_STATES).optional().meta({ description: 'Only documents in this state as of now (late_payment, cancellation, cancelled, payable, paid)' }),
  labId: ZId.optional().meta({ description: 'Only the documents of this lab' }),
  updatedSince: ZUpdatedSince.optional(),
  offset: ZOffset,
  limit: ZLimit,
});
export type TOrgInvoicesInput = z.infer<typeof ZOrgInvoicesInput>;

/** An invoice with the lab it was issued to. */
export const ZOrgInvoice = ZInvoice.extend({
  labId: ZId,
  /** The lab's QC code. */
  labCode: z.string(),
  labName: z.string(),
});
export type TOrgInvoice = z.infer<typeof ZOrgInvoice>;

export const ZOrgInvoicesOutput = listOutput(ZOrgInvoice);
export type TOrgInvoicesOutput = z.infer<typeof ZOrgInvoicesOutput>;
