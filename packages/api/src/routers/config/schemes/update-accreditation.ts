import { orgAdminProcedure } from '../../../trpc';
import { saveAccreditation } from '../../../services/config/schemes/save-accreditation';
import { ZUpdateAccreditationInput } from '../../../services/config/schemes/accreditations.types';
import { ZAccreditation } from '../../../services/config/schemes/scheme.types';

export const updateAccreditation = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/schemes/{schemeId}/accreditations/{id}',
      protect: true,
      tags: ['config/schemes'],
      summary: 'Update an accreditation',
      description: "Changes an accreditation's parameter and dates; at least one date must remain and start ≤ end (422 otherwise). Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateAccreditationInput)
  .output(ZAccreditation)
  .mutation(({ ctx, input }) => saveAccreditation(ctx, input, input.id));
