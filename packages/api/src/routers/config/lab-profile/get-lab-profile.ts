import { orgAdminProcedure } from '../../../trpc';
import { getLabProfile as getService } from '../../../services/config/lab-profile/get-lab-profile';
import { ZLabProfile, ZLabProfileInput } from './lab-profile.types';

export const getLabProfile = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/profile/orgs/{orgId}', protect: true, tags: ['config/lab-profile'] } })
  .input(ZLabProfileInput)
  .output(ZLabProfile)
  .query(({ ctx, input }) => getService(ctx, input.labId, input.orgId));
