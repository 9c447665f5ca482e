import { orgAdminProcedure } from '../../../trpc';
import { updateSchemeVersion as updateService } from '../../../services/config/scheme-versions/update-scheme-version';
import { restQueryFlag } from '../rest-query';
import { ZUpdateSchemeVersionInput } from '../../../services/config/scheme-versions/save-scheme-version.types';
import { ZSchemeVersion } from '../../../services/config/scheme-versions/scheme-version.types';

export const updateSchemeVersion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/scheme_versions/{id}',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'Update a scheme version',
      description: "Changes a scheme version's name, description and settings; the scheme only while the version is deletable (422 schemeId). With sync, the description and the evaluation-disabled flag go to its surveys in rounds of the previous, current and next year. Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateSchemeVersionInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => updateService(ctx, { ...input, sync: input.sync ?? restQueryFlag(ctx, 'sync') ?? false }));
