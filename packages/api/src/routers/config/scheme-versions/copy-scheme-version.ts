import { orgAdminProcedure } from '../../../trpc';
import { copySchemeVersion as copyService } from '../../../services/config/scheme-versions/copy-scheme-version';
import { ZCopySchemeVersionInput } from '../../../services/config/scheme-versions/save-scheme-version.types';
import { ZSchemeVersion } from '../../../services/config/scheme-versions/scheme-version.types';

export const copySchemeVersion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/scheme_versions/{id}/copy',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'Copy a scheme version',
      description: "Creates a new version of the same scheme with the version's settings and parameters. Organisation users only: lab users get 403.",
    },
  })
  .input(ZCopySchemeVersionInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => copyService(ctx, input));
