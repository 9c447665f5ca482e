import { z } from 'zod';
import { listOutput, ZId, ZLimit, ZOffset } from '../shared.types';

export const ZMissingInvoicesInput = z.object({
  orgId: ZId,
  /** Only rows of this ordering year. */
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  offset: ZOffset,
  limit: ZLimit,
});
export type TMissingInvoicesInput = z.infer<typeof ZMissingInvoicesInput>;

/** A row still lacking the accounting's invoice. */
export const ZMissingInvoice = z.object({
  invoiceId: ZId,
  labId: ZId,
  labCode: z.string(),
  labName: z.string(),
  year: z.number().int(),
  number: z.string(),
  kind: z.enum(['proforma', 'invoice', 'cancellation']),
  paid: z.boolean(),
  total: z.number(),
  currency: z.string(),
  paymentDeadline: z.string(),
  createdAt: z.string(),
});
export const ZMissingInvoicesOutput = listOutput(ZMissingInvoice);
export type TMissingInvoicesOutput = z.infer<typeof ZMissingInvoicesOutput>;
