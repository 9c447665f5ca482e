import { protectedProcedure } from '../../trpc';
import { listCopyDifferences as listService } from '../../services/orders/list-copy-differences';
import { ZOrderCopyDifferences } from '../../services/orders/list-copy-differences.types';
import { ZOrdersYearInput } from '../../services/orders/orders.types';

/** Spec 2 §7 GET /years/{year}/differences: the differences stored by the last copy into the year. */
export const listCopyDifferences = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/differences',
      protect: true,
      tags: ['orders'],
      summary: 'List the differences of the last order copy',
      description: 'What the last copy of orders into the year could not copy as it was (changed prices, products no longer offered), in its order. Users with read access to the lab.',
    },
  })
  .input(ZOrdersYearInput)
  .output(ZOrderCopyDifferences)
  .query(({ ctx, input }) => listService(ctx, input));
