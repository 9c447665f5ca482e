import { protectedProcedure } from '../../trpc';
import { startOrderCopy } from '../../services/orders/start-order-copy';
import { ZOrderCopyStatus } from '../../services/orders/copy-orders.types';
import { ZOrdersYearInput } from '../../services/orders/orders.types';

/**
 * Spec 2 §7 GET /years/{year}/copy: starts the copy of last year's orders as an orders.copy job and
 * answers its status (a mutation behind GET, as the spec names it; poll GET /copy/check).
 */
export const copyOrders = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/copy',
      protect: true,
      tags: ['orders'],
      summary: "Copy last year's orders into a year",
      description: "Starts the orders.copy job of the previous year's orders into the year for the lab and answers its status (spec 2 §4; a mutation behind GET, as the spec names it; poll the copy check). Needs write access and the year's contract; 409 ordering_disabled, 422 year copy_not_offered unless the year is the current or the next one, 409 orders_exist, 409 job_running, 503 when the job queue is unavailable.",
    },
  })
  .input(ZOrdersYearInput)
  .output(ZOrderCopyStatus)
  .mutation(({ ctx, input }) => startOrderCopy(ctx, input));
