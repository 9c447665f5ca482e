import { orgAdminProcedure } from '../../../trpc';
import { getLabProfile as getService } from '../../../services/config/lab-profile/get-lab-profile';
import { ZLabProfile, ZLabProfileInput } from '../../../services/config/lab-profile/lab-profile.types';

export const getLabProfile = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/profile/orgs/{orgId}',
      protect: true,
      tags: ['config/lab-profile'],
      summary: "Get a lab's profile at the organisation",
      description: "The lab's settings at the organisation (the profile toggles) and its parent and satellite role. Organisation users only: lab users get 403.",
    },
  })
  .input(ZLabProfileInput)
  .output(ZLabProfile)
  .query(({ ctx, input }) => getService(ctx, input.labId, input.orgId));
