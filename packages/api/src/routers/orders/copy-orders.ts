import { protectedProcedure } from '../../trpc';
import { startOrderCopy } from '../../services/orders/start-order-copy';
import { ZOrderCopyStatus } from './copy-orders.types';
import { ZOrdersYearInput } from './orders.types';

/**
 * Spec 2 §7 GET /years/{year}/copy: starts the copy of last year's orders as an orders.copy job and
 * answers its status (a mutation behind GET, as the spec names it; poll GET /copy/check).
 */
export const copyOrders = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/copy', protect: true, tags: ['orders'] } })
  .input(ZOrdersYearInput)
  .output(ZOrderCopyStatus)
  .mutation(({ ctx, input }) => startOrderCopy(ctx, input));
