import { orgAdminProcedure } from '../../../trpc';
import { updateScheme as updateService } from '../../../services/config/schemes/update-scheme';
import { ZUpdateSchemeInput } from '../../../services/config/schemes/save-scheme.types';
import { ZScheme } from '../../../services/config/schemes/scheme.types';

export const updateScheme = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/schemes/{id}',
      protect: true,
      tags: ['config/schemes'],
      summary: 'Update a scheme',
      description: "Changes a scheme's short name (required, unique: 422 shortName) and name. Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateSchemeInput)
  .output(ZScheme)
  .mutation(({ ctx, input }) => updateService(ctx, input));
