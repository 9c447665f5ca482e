import { protectedProcedure } from '../../trpc';
import { listInvoices as listYearInvoices } from '../../services/invoices/list-invoices';
import { ZListInvoicesInput, ZListInvoicesOutput } from '../../services/invoices/invoices.types';

export const listInvoices = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices',
      protect: true,
      tags: ['invoices'],
      summary: "List the lab's invoices of a year",
      description: "The lab's proformas, invoices and cancellation documents of the year at the organisation, newest first, paged ({ items, total } and X-Total-Count). Lab users need the year's accepted contract (403 missing_contract_error); organisation users see their organisation's labs.",
    },
  })
  .input(ZListInvoicesInput)
  .output(ZListInvoicesOutput)
  .query(({ ctx, input }) => listYearInvoices(ctx, input));
