import { orgAdminProcedure } from '../../../trpc';
import { deleteAccreditation as deleteService } from '../../../services/config/schemes/delete-accreditation';
import { ZOk } from '../../shared.types';
import { ZDeleteAccreditationInput } from './accreditations.types';

export const deleteAccreditation = orgAdminProcedure
  .meta({ openapi: { method: 'DELETE', path: '/orgs/{orgId}/schemes/{schemeId}/accreditations/{id}', protect: true, tags: ['config/schemes'] } })
  .input(ZDeleteAccreditationInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.schemeId, input.id));
