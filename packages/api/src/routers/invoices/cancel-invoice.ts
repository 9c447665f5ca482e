import { protectedProcedure } from '../../trpc';
import { cancelInvoice as cancel } from '../../services/invoices/cancel-invoice';
import { ZCancelInvoiceOutput, ZInvoiceInput } from './invoices.types';

export const cancelInvoice = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/cancel', protect: true, tags: ['invoices'] } })
  .input(ZInvoiceInput)
  .output(ZCancelInvoiceOutput)
  .mutation(({ ctx, input }) => cancel(ctx, input));
