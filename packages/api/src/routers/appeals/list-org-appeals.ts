import { orgAdminProcedure } from '../../trpc';
import { listOrgAppeals as list } from '../../services/appeals/list-appeals';
import { ZAppealList, ZOrgAppealsInput } from '../../services/appeals/appeal.types';

export const listOrgAppeals = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/appeals',
      protect: true,
      tags: ['appeals'],
      summary: "The org's appeal queue",
      description: 'Appeals filed with the organisation, newest first, optionally of one state (submitted, in_review, upheld, rejected), with their history.',
    },
  })
  .input(ZOrgAppealsInput)
  .output(ZAppealList)
  .query(({ ctx, input }) => list(ctx, input));
