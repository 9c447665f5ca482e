import { orgAdminProcedure } from '../../../trpc';
import { deleteAccreditation as deleteService } from '../../../services/config/schemes/delete-accreditation';
import { ZOk } from '../../../services/shared.types';
import { ZDeleteAccreditationInput } from '../../../services/config/schemes/accreditations.types';

export const deleteAccreditation = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/schemes/{schemeId}/accreditations/{id}',
      protect: true,
      tags: ['config/schemes'],
      summary: 'Delete an accreditation',
      description: 'Removes an accredited parameter from a scheme; 404 for an unknown accreditation. Organisation users only: lab users get 403.',
    },
  })
  .input(ZDeleteAccreditationInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.schemeId, input.id));
