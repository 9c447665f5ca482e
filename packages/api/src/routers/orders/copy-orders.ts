import { protectedProcedure } from '../../trpc';
import { startOrderCopy } from '../../services/orders/start-order-copy';
import { ZOrderCopyStatus } from '../../services/orders/copy-orders.types';
import { ZOrdersYearInput } from '../../services/orders/orders.types';

const PATH = '/labs/{labId}/orders/orgs/{orgId}/years/{year}/copy';
const WHAT =
  "Starts the orders.copy job of the previous year's orders into the year for the lab and answers its status (spec 2 §4; poll the copy check). Needs write access and the year's contract; 409 ordering_disabled, 422 year copy_not_offered unless the year is the current or the next one, 409 orders_exist, 409 job_running, 503 when the job queue is unavailable.";

/**
 * Spec 2 §7 GET /years/{year}/copy: starts the copy of last year's orders as an orders.copy job and
 * answers its status (a mutation behind GET, as the spec names it; poll GET /copy/check). Its POST
 * twin (issue 36) is the one integrators use.
 */
export const copyOrders = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: PATH,
      protect: true,
      deprecated: true,
      tags: ['orders'],
      summary: "Copy last year's orders into a year (GET)",
      description: `${WHAT} A mutation behind GET, as the spec names it; integrators use the POST twin (no body).`,
    },
  })
  .input(ZOrdersYearInput)
  .output(ZOrderCopyStatus)
  .mutation(({ ctx, input }) => startOrderCopy(ctx, input));

/** The POST twin (issue 36): the same copy; everything is in the path. */
export const startCopyOrders = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: PATH,
      protect: true,
      tags: ['orders'],
      summary: "Copy last year's orders into a year",
      description: `${WHAT} The POST twin of the spec's GET, for integrators; no body.`,
    },
  })
  .input(ZOrdersYearInput)
  .output(ZOrderCopyStatus)
  .mutation(({ ctx, input }) => startOrderCopy(ctx, input));
