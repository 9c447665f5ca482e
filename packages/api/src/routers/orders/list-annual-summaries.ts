import { protectedProcedure } from '../../trpc';
import { listAnnualSummaries as listService } from '../../services/orders/list-annual-summaries';
import { ZAnnualSummaries } from './list-annual-summaries.types';
import { ZOrdersInput } from './orders.types';

/** Spec 2 §7 GET /annual_summaries: the lab's annual summaries at the org, newest year first. */
export const listAnnualSummaries = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/orders/orgs/{orgId}/annual_summaries', protect: true, tags: ['orders'] } })
  .input(ZOrdersInput)
  .output(ZAnnualSummaries)
  .query(({ ctx, input }) => listService(ctx, input.labId, input.orgId));
