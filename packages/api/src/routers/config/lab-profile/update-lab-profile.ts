import { orgAdminProcedure } from '../../../trpc';
import { updateLabProfile as updateService } from '../../../services/config/lab-profile/update-lab-profile';
import { ZLabProfile, ZUpdateLabProfileInput } from './lab-profile.types';

export const updateLabProfile = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/labs/{labId}/profile/orgs/{orgId}', protect: true, tags: ['config/lab-profile'] } })
  .input(ZUpdateLabProfileInput)
  .output(ZLabProfile)
  .mutation(({ ctx, input }) => updateService(ctx, input));
