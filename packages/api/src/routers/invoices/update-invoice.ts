import { protectedProcedure } from '../../trpc';
import { updateInvoice as editInvoice } from '../../services/invoices/update-invoice';
import { ZInvoice, ZUpdateInvoiceInput } from '../../services/invoices/invoices.types';

export const updateInvoice = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}',
      protect: true,
      tags: ['invoices'],
      summary: 'Update an invoice',
      description: 'Organisation users edit an invoice (spec 2 §5): its total and payment deadline (422 total or paymentDeadline), its paid flag (recording when) and the names of its uploaded documents (422 documents.{i}.id for a document not its own). Lab users get 403.',
    },
  })
  .input(ZUpdateInvoiceInput)
  .output(ZInvoice)
  .mutation(({ ctx, input }) => editInvoice(ctx, input));
