import { protectedProcedure } from '../../trpc';
import { listInvoices as listYearInvoices } from '../../services/invoices/list-invoices';
import { ZListInvoicesInput, ZListInvoicesOutput } from './invoices.types';

export const listInvoices = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices', protect: true, tags: ['invoices'] } })
  .input(ZListInvoicesInput)
  .output(ZListInvoicesOutput)
  .query(({ ctx, input }) => listYearInvoices(ctx, input));
