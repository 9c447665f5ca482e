import { protectedProcedure } from '../../trpc';
import { updateInvoice as editInvoice } from '../../services/invoices/update-invoice';
import { ZInvoice, ZUpdateInvoiceInput } from './invoices.types';

export const updateInvoice = protectedProcedure
  .meta({ openapi: { method: 'PATCH', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}', protect: true, tags: ['invoices'] } })
  .input(ZUpdateInvoiceInput)
  .output(ZInvoice)
  .mutation(({ ctx, input }) => editInvoice(ctx, input));
