import { orgAdminProcedure } from '../../../trpc';
import { getScheme as getService } from '../../../services/config/schemes/get-scheme';
import { ZSchemeIdInput } from '../../../services/config/schemes/save-scheme.types';
import { ZScheme } from '../../../services/config/schemes/scheme.types';

export const getScheme = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/schemes/{id}',
      protect: true,
      tags: ['config/schemes'],
      summary: 'Get a scheme',
      description: 'One scheme of the organisation; 404 for an unknown id. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSchemeIdInput)
  .output(ZScheme)
  .query(({ ctx, input }) => getService(ctx, input.orgId, input.id));
