import { orgAdminProcedure } from '../../../trpc';
import { deleteScheme as deleteService } from '../../../services/config/schemes/delete-scheme';
import { ZOk } from '../../../services/shared.types';
import { ZSchemeIdInput } from '../../../services/config/schemes/save-scheme.types';

/** 409 in_use_error while the scheme has versions. */
export const deleteScheme = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/schemes/{id}',
      protect: true,
      tags: ['config/schemes'],
      summary: 'Delete a scheme',
      description: 'Deletes a scheme with its accreditations; 409 in_use_error while it has scheme versions. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSchemeIdInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.id));
