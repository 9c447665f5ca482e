import { orgAdminProcedure } from '../../../trpc';
import { saveAccreditation } from '../../../services/config/schemes/save-accreditation';
import { ZCreateAccreditationInput } from '../../../services/config/schemes/accreditations.types';
import { ZAccreditation } from '../../../services/config/schemes/scheme.types';

export const createAccreditation = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/schemes/{schemeId}/accreditations',
      protect: true,
      tags: ['config/schemes'],
      summary: 'Add an accredited parameter to a scheme',
      description: 'Adds an accreditation of a parameter to a scheme with a start and/or an end date (at least one; start ≤ end, else 422). Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateAccreditationInput)
  .output(ZAccreditation)
  .mutation(({ ctx, input }) => saveAccreditation(ctx, input, null));
