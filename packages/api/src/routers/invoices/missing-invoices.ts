import { orgAdminProcedure } from '../../trpc';
import { listMissingInvoices } from '../../services/invoices/missing-invoices';
import { ZMissingInvoicesInput, ZMissingInvoicesOutput } from '../../services/invoices/missing-invoices.types';

export const missingInvoices = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/invoices/missing_invoices',
      protect: true,
      tags: ['invoices'],
      summary: "The rows still lacking the accounting's invoice",
      description:
        "The organisation's paid proformas and proforma-disabled checkouts' rows without an uploaded invoice document, not cancelled, oldest first, paged ({ items, total }); `year` narrows them to one ordering year. The organisation's own users only (403 otherwise).",
    },
  })
  .input(ZMissingInvoicesInput)
  .output(ZMissingInvoicesOutput)
  .query(({ ctx, input }) => listMissingInvoices(ctx, input));
