import { orgAdminProcedure } from '../../trpc';
import { listOrgInvoices } from '../../services/invoices/org-invoices';
import { ZOrgInvoicesInput, ZOrgInvoicesOutput } from '../../services/invoices/invoices.types';

export const orgInvoices = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/invoices',
      protect: true,
      tags: ['invoices'],
      summary: "List the organisation's invoices across its labs",
      description:
        "The organisation's proformas, invoices and cancellation documents of every lab, newest first (created, then id), paged ({ items, total } and X-Total-Count); `year`, `state` (as of now), `labId` and `updatedSince` narrow them, so an integrator polls only what changed. The organisation's own staff only: lab users and other organisations' staff get 403.",
    },
  })
  .input(ZOrgInvoicesInput)
  .output(ZOrgInvoicesOutput)
  .query(({ ctx, input }) => listOrgInvoices(ctx, input));
