import { protectedProcedure } from '../../trpc';
import { generateInvoiceDocument as generate } from '../../services/invoices/generate-invoice-document';
import { ZGenerateDocumentOutput, ZInvoiceInput } from './invoices.types';

export const generateInvoiceDocument = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/generate_document', protect: true, tags: ['invoices'] } })
  .input(ZInvoiceInput)
  .output(ZGenerateDocumentOutput)
  .mutation(({ ctx, input }) => generate(ctx, input));
