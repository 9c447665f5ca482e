import { orgAdminProcedure } from '../../../trpc';
import { updateLabProfile as updateService } from '../../../services/config/lab-profile/update-lab-profile';
import { ZLabProfile, ZUpdateLabProfileInput } from '../../../services/config/lab-profile/lab-profile.types';

export const updateLabProfile = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/labs/{labId}/profile/orgs/{orgId}',
      protect: true,
      tags: ['config/lab-profile'],
      summary: "Update a lab's profile toggles",
      description: "Saves the lab's four profile toggles at the organisation (the client saves each after a debounce). Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateLabProfileInput)
  .output(ZLabProfile)
  .mutation(({ ctx, input }) => updateService(ctx, input));
