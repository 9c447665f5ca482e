import { protectedProcedure } from '../../trpc';
import { isProformaDisabled as proformaDisabled } from '../../services/checkout/get-checkout-state';
import { ZOrderYearInput, ZProformaDisabled } from '../../services/checkout/checkout.types';

export const isProformaDisabled = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/isProformaDisabled',
      protect: true,
      tags: ['checkout'],
      summary: 'Get whether proformas are disabled for the lab',
      description: 'Whether the organisation issues invoices without a proforma for this lab. Users with read access to the lab.',
    },
  })
  .input(ZOrderYearInput)
  .output(ZProformaDisabled)
  .query(({ ctx, input }) => proformaDisabled(ctx, input));
