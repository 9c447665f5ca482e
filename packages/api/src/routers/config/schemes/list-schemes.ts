import { orgAdminProcedure } from '../../../trpc';
import { listSchemes as listService } from '../../../services/config/schemes/list-schemes';
import { ZListSchemesInput, ZListSchemesOutput } from '../../../services/config/schemes/list-schemes.types';

export const listSchemes = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/schemes',
      protect: true,
      tags: ['config/schemes'],
      summary: 'List schemes',
      description: "The organisation's schemes by short name, searchable. Organisation users only: lab users get 403.",
    },
  })
  .input(ZListSchemesInput)
  .output(ZListSchemesOutput)
  .query(({ ctx, input }) => listService(ctx, input));
