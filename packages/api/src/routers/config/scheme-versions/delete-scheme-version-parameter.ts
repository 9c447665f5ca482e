import { orgAdminProcedure } from '../../../trpc';
import { deleteSchemeVersionParameter as deleteService } from '../../../services/config/scheme-versions/delete-scheme-version-parameter';
import { ZDeleteSchemeVersionParameterInput } from '../../../services/config/scheme-versions/scheme-version-parameter.types';
import { ZSchemeVersion } from '../../../services/config/scheme-versions/scheme-version.types';

/** 409 in_use_error while results or sample targets of the version's surveys use the parameter. */
export const deleteSchemeVersionParameter = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/scheme_versions/{id}/param/{paramId}',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'Remove a parameter from a scheme version',
      description: "Removes a parameter from a scheme version; 409 in_use_error while results or sample targets of the version's surveys use it. Organisation users only: lab users get 403.",
    },
  })
  .input(ZDeleteSchemeVersionParameterInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.id, input.paramId));
