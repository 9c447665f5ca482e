import { orgAdminProcedure } from '../../../trpc';
import { removeSatellite as removeService } from '../../../services/config/lab-profile/remove-satellite';
import { ZRemoveSatelliteInput, ZSatelliteList } from './lab-profile.types';

export const removeSatellite = orgAdminProcedure
  .meta({ openapi: { method: 'DELETE', path: '/labs/{labId}/profile/orgs/{orgId}/satellites/{id}', protect: true, tags: ['config/lab-profile'] } })
  .input(ZRemoveSatelliteInput)
  .output(ZSatelliteList)
  .mutation(({ ctx, input }) => removeService(ctx, input.labId, input.orgId, input.id));
