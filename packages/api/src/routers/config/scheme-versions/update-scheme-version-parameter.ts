import { orgAdminProcedure } from '../../../trpc';
import { updateSchemeVersionParameter as updateService } from '../../../services/config/scheme-versions/update-scheme-version-parameter';
import { ZUpdateSchemeVersionParameterInput } from '../../../services/config/scheme-versions/scheme-version-parameter.types';
import { ZSchemeVersion } from '../../../services/config/scheme-versions/scheme-version.types';

export const updateSchemeVersionParameter = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/scheme_versions/{id}/param/{paramId}',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'Update a parameter of a scheme version',
      description: 'The edit-parameter dialog: ordinal (unique), group, result and context dimensions (spec 3 §5), hidden flag and evaluation settings (σpt %, acceptance limits, minimum participants). A broken rule is 422 with param. Organisation users only: lab users get 403.',
    },
  })
  .input(ZUpdateSchemeVersionParameterInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => updateService(ctx, input));
