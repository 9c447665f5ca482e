import { protectedProcedure } from '../../trpc';
import { checkOrderCopy as checkService } from '../../services/orders/check-order-copy';
import { ZCheckOrderCopyInput, ZOrderCopyStatus } from '../../services/orders/copy-orders.types';

/** Spec 2 §7 GET /copy/check?year=: the status of the latest copy into the year (polled every second). */
export const checkOrderCopy = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/copy/check',
      protect: true,
      tags: ['orders'],
      summary: 'Get the status of an order copy',
      description: "The latest copy of last year's orders into the year (not_started when none); the client polls it while the copy runs. Users with read access to the lab.",
    },
  })
  .input(ZCheckOrderCopyInput)
  .output(ZOrderCopyStatus)
  .query(({ ctx, input }) => checkService(ctx, input));
