import { orgAdminProcedure } from '../../../trpc';
import { getSchemeVersion as getService } from '../../../services/config/scheme-versions/get-scheme-version';
import { ZSchemeVersionIdInput } from '../../../services/config/scheme-versions/save-scheme-version.types';
import { ZSchemeVersion } from '../../../services/config/scheme-versions/scheme-version.types';

export const getSchemeVersion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/scheme_versions/{id}',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'Get a scheme version',
      description: 'One scheme version with its settings and parameters; 404 for an unknown id. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSchemeVersionIdInput)
  .output(ZSchemeVersion)
  .query(({ ctx, input }) => getService(ctx, input.orgId, input.id));
