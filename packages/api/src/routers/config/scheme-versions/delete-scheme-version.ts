import { orgAdminProcedure } from '../../../trpc';
import { deleteSchemeVersion as deleteService } from '../../../services/config/scheme-versions/delete-scheme-version';
import { ZOk } from '../../../services/shared.types';
import { ZSchemeVersionIdInput } from '../../../services/config/scheme-versions/save-scheme-version.types';

/** 409 in_use_error while a survey runs the version. */
export const deleteSchemeVersion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/scheme_versions/{id}',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'Delete a scheme version',
      description: 'Deletes a scheme version with its parameters; 409 in_use_error while a survey runs it. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSchemeVersionIdInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.id));
