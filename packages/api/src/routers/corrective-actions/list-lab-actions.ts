import { orgAdminProcedure, protectedProcedure } from '../../trpc';
import { listLabActions as list, rootCauseSummary as summary } from '../../services/corrective-actions/corrective-actions';
import { ZCorrectiveActionList, ZLabActionsInput, ZRootCauseSummary, ZRootCauseSummaryInput } from '../../services/corrective-actions/corrective-action.types';

export const listLabActions = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/corrective_actions',
      protect: true,
      tags: ['corrective-actions'],
      summary: "List a lab's corrective actions",
      description: "The lab's corrective actions of every survey (status=open: the open ones; year: of that year's rounds). The lab, its core lab and its organisations' staff (their own surveys).",
    },
  })
  .input(ZLabActionsInput)
  .output(ZCorrectiveActionList)
  .query(({ ctx, input }) => list(ctx, input));

export const rootCauseSummary = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/corrective_actions/root_causes',
      protect: true,
      tags: ['corrective-actions'],
      summary: "The root causes of the labs' corrective actions per scheme",
      description: "How many corrective actions the labs recorded per scheme and root cause for the year's rounds (the org's staff).",
    },
  })
  .input(ZRootCauseSummaryInput)
  .output(ZRootCauseSummary)
  .query(({ ctx, input }) => summary(ctx, input));
