import { protectedProcedure } from '../../trpc';
import { getYearOrders as getService } from '../../services/orders/get-year-orders';
import { ZYearOrders } from '../../services/orders/get-year-orders.types';
import { ZOrdersYearInput } from '../../services/orders/orders.types';

/** Spec 2 §7 GET /years/{year}: the lab's orders of the year, the document type and the sums. */
export const getYearOrders = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}',
      protect: true,
      tags: ['orders'],
      summary: "Get the lab's orders of a year",
      description: "The lab's orders of the year at the organisation, the document type and the sums. Users with read access to the lab; lab users need the year's contract (403 missing_contract_error).",
    },
  })
  .input(ZOrdersYearInput)
  .output(ZYearOrders)
  .query(({ ctx, input }) => getService(ctx, input));
