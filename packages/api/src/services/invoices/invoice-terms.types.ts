import { z } from 'zod';
import { ZMonthDay } from '@eqa/core';
import { ZId } from '../shared.types';

export const ZInvoiceTermsQuery = z.object({ orgId: ZId });

/** PUT /orgs/{orgId}/invoice_terms. */
export const ZUpdateInvoiceTermsInput = z.object({
  orgId: ZId,
  /** 'MM-DD': a document for a later service year is not due before this day of that year; null: 31 January. */
  nextYearDueNotBefore: ZMonthDay.nullable(),
});
export type TUpdateInvoiceTermsInput = z.infer<typeof ZUpdateInvoiceTermsInput>;

export const ZInvoiceTerms = z.object({
  orgId: ZId,
  nextYearDueNotBefore: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TInvoiceTerms = z.infer<typeof ZInvoiceTerms>;
