import { orgAdminProcedure } from '../../../trpc';
import { createScheme as createService } from '../../../services/config/schemes/create-scheme';
import { ZCreateSchemeInput } from '../../../services/config/schemes/save-scheme.types';
import { ZScheme } from '../../../services/config/schemes/scheme.types';

export const createScheme = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/schemes',
      protect: true,
      tags: ['config/schemes'],
      summary: 'Create a scheme',
      description: 'Creates a scheme with a short name (required and unique: 422 shortName). Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateSchemeInput)
  .output(ZScheme)
  .mutation(({ ctx, input }) => createService(ctx, input));
