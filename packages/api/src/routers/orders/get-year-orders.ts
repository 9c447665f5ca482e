import { protectedProcedure } from '../../trpc';
import { getYearOrders as getService } from '../../services/orders/get-year-orders';
import { ZYearOrders } from './get-year-orders.types';
import { ZOrdersYearInput } from './orders.types';

/** Spec 2 §7 GET /years/{year}: the lab's orders of the year, the document type and the sums. */
export const getYearOrders = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}', protect: true, tags: ['orders'] } })
  .input(ZOrdersYearInput)
  .output(ZYearOrders)
  .query(({ ctx, input }) => getService(ctx, input));
