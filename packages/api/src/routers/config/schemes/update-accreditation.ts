import { orgAdminProcedure } from '../../../trpc';
import { saveAccreditation } from '../../../services/config/schemes/save-accreditation';
import { ZUpdateAccreditationInput } from './accreditations.types';
import { ZAccreditation } from './scheme.types';

export const updateAccreditation = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/orgs/{orgId}/schemes/{schemeId}/accreditations/{id}', protect: true, tags: ['config/schemes'] } })
  .input(ZUpdateAccreditationInput)
  .output(ZAccreditation)
  .mutation(({ ctx, input }) => saveAccreditation(ctx, input, input.id));
