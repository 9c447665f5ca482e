import { orgAdminProcedure } from '../../../trpc';
import { createSchemeVersion as createService } from '../../../services/config/scheme-versions/create-scheme-version';
import { ZCreateSchemeVersionInput } from '../../../services/config/scheme-versions/save-scheme-version.types';
import { ZSchemeVersion } from '../../../services/config/scheme-versions/scheme-version.types';

export const createSchemeVersion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/scheme_versions',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'Create a scheme version',
      description: 'Creates a scheme version with a name in at least one locale and a scheme; its settings are normalised. Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateSchemeVersionInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => createService(ctx, input));
