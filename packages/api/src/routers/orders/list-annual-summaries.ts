import { protectedProcedure } from '../../trpc';
import { listAnnualSummaries as listService } from '../../services/orders/list-annual-summaries';
import { ZAnnualSummaries } from '../../services/orders/list-annual-summaries.types';
import { ZOrdersInput } from '../../services/orders/orders.types';

/** Spec 2 §7 GET /annual_summaries: the lab's annual summaries at the org, newest year first. */
export const listAnnualSummaries = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/orders/orgs/{orgId}/annual_summaries',
      protect: true,
      tags: ['orders'],
      summary: "List the lab's order years",
      description: "The lab's annual order summaries at the organisation, newest year first, with the last year it can order for (spec 2 §2). Lab users need the current year's contract (403 missing_contract_error).",
    },
  })
  .input(ZOrdersInput)
  .output(ZAnnualSummaries)
  .query(({ ctx, input }) => listService(ctx, input.labId, input.orgId));
