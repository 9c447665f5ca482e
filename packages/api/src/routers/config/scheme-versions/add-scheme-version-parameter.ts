import { orgAdminProcedure } from '../../../trpc';
import { addSchemeVersionParameter as addService } from '../../../services/config/scheme-versions/add-scheme-version-parameter';
import { ZAddSchemeVersionParameterInput } from '../../../services/config/scheme-versions/scheme-version-parameter.types';
import { ZSchemeVersion } from '../../../services/config/scheme-versions/scheme-version.types';

export const addSchemeVersionParameter = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/scheme_versions/{id}/param',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'Add a parameter to a scheme version',
      description: "Adds a parameter to a scheme version, once (422 paramId otherwise), with an optional group; its ordinal is the next one and its dimensions all of the parameter's unless given. Organisation users only: lab users get 403.",
    },
  })
  .input(ZAddSchemeVersionParameterInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => addService(ctx, input));
