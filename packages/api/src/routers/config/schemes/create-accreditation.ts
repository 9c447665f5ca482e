import { orgAdminProcedure } from '../../../trpc';
import { saveAccreditation } from '../../../services/config/schemes/save-accreditation';
import { ZCreateAccreditationInput } from './accreditations.types';
import { ZAccreditation } from './scheme.types';

export const createAccreditation = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/schemes/{schemeId}/accreditations', protect: true, tags: ['config/schemes'] } })
  .input(ZCreateAccreditationInput)
  .output(ZAccreditation)
  .mutation(({ ctx, input }) => saveAccreditation(ctx, input, null));
