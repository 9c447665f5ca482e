import { protectedProcedure } from '../../trpc';
import { listCopyDifferences as listService } from '../../services/orders/list-copy-differences';
import { ZOrderCopyDifferences } from './list-copy-differences.types';
import { ZOrdersYearInput } from './orders.types';

/** Spec 2 §7 GET /years/{year}/differences: the differences stored by the last copy into the year. */
export const listCopyDifferences = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/orders/orgs/{orgId}/years/{year}/differences', protect: true, tags: ['orders'] } })
  .input(ZOrdersYearInput)
  .output(ZOrderCopyDifferences)
  .query(({ ctx, input }) => listService(ctx, input));
