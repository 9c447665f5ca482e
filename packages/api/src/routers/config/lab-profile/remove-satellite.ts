import { orgAdminProcedure } from '../../../trpc';
import { removeSatellite as removeService } from '../../../services/config/lab-profile/remove-satellite';
import { ZRemoveSatelliteInput, ZSatelliteList } from '../../../services/config/lab-profile/lab-profile.types';

export const removeSatellite = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/labs/{labId}/profile/orgs/{orgId}/satellites/{id}',
      protect: true,
      tags: ['config/lab-profile'],
      summary: 'Unlink a satellite lab',
      description: 'Unlinks a satellite from the lab; the lab stays a parent lab. 404 when the lab is not its satellite. Organisation users only: lab users get 403.',
    },
  })
  .input(ZRemoveSatelliteInput)
  .output(ZSatelliteList)
  .mutation(({ ctx, input }) => removeService(ctx, input.labId, input.orgId, input.id));
