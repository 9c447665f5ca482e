import { protectedProcedure } from '../../trpc';
import { generateInvoiceDocument as generate } from '../../services/invoices/generate-invoice-document';
import { ZGenerateDocumentOutput, ZInvoiceInput } from '../../services/invoices/invoices.types';

export const generateInvoiceDocument = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/generate_document',
      protect: true,
      tags: ['invoices'],
      summary: "Regenerate an invoice's PDF",
      description: "Makes the invoice's generated PDF again from its snapshot (an idempotent invoices.document job): the retry of a PDF whose job failed. Answers the job's run; 409 job_running while one is queued or running. Organisation users only (403 for lab users). A job queue that is away delays the job, it does not refuse it.",
    },
  })
  .input(ZInvoiceInput)
  .output(ZGenerateDocumentOutput)
  .mutation(({ ctx, input }) => generate(ctx, input));
