import { orgAdminProcedure } from '../../trpc';
import { getInvoiceTerms, updateInvoiceTerms as updateInvoiceTermsService } from '../../services/invoices/invoice-terms';
import { ZInvoiceTerms, ZInvoiceTermsQuery, ZUpdateInvoiceTermsInput } from '../../services/invoices/invoice-terms.types';

export const invoiceTerms = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/invoice_terms',
      protect: true,
      tags: ['invoices'],
      summary: "Get the organisation's invoicing terms",
      description:
        "The day of a service year (`nextYearDueNotBefore`, MM-DD; null: 01-31) before which no document for that year issued in an earlier year is due. The payment term itself is in the billing settings. The organisation's own users only (403 otherwise).",
    },
  })
  .input(ZInvoiceTermsQuery)
  .output(ZInvoiceTerms)
  .query(({ ctx, input }) => getInvoiceTerms(ctx, input.orgId));

export const updateInvoiceTerms = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/invoice_terms',
      protect: true,
      tags: ['invoices'],
      summary: "Save the organisation's invoicing terms",
      description:
        "Saves the next-year due day (MM-DD, a day every year has: 422 `invoices.invalidMonthDay` otherwise; null: the default 01-31). Documents issued before keep their due dates. The organisation's own users only (403 otherwise).",
    },
  })
  .input(ZUpdateInvoiceTermsInput)
  .output(ZInvoiceTerms)
  .mutation(({ ctx, input }) => updateInvoiceTermsService(ctx, input));
