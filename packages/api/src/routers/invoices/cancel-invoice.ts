import { protectedProcedure } from '../../trpc';
import { cancelInvoice as cancel } from '../../services/invoices/cancel-invoice';
import { ZCancelInvoiceOutput, ZInvoiceInput } from '../../services/invoices/invoices.types';

export const cancelInvoice = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/cancel',
      protect: true,
      tags: ['invoices'],
      summary: 'Cancel an invoice',
      description: 'Marks an issued invoice or proforma cancelled and issues its cancellation document in the same number series; an issued invoice is never edited or deleted (docs/decisions/invoices.md). Organisation users only (403 for lab users); 409 when it is already cancelled or is itself a cancellation.',
    },
  })
  .input(ZInvoiceInput)
  .output(ZCancelInvoiceOutput)
  .mutation(({ ctx, input }) => cancel(ctx, input));
