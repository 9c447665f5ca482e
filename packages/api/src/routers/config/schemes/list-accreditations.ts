import { orgAdminProcedure } from '../../../trpc';
import { listAccreditations as listService } from '../../../services/config/schemes/list-accreditations';
import { ZListAccreditationsInput, ZListAccreditationsOutput } from '../../../services/config/schemes/accreditations.types';

export const listAccreditations = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/schemes/{schemeId}/accreditations',
      protect: true,
      tags: ['config/schemes'],
      summary: "List a scheme's accredited parameters",
      description: 'The accredited-parameters table of a scheme, with their start and end dates. Organisation users only: lab users get 403.',
    },
  })
  .input(ZListAccreditationsInput)
  .output(ZListAccreditationsOutput)
  .query(({ ctx, input }) => listService(ctx, input.orgId, input.schemeId));
