import { orgAdminProcedure } from '../../../trpc';
import { addSatellites as addService } from '../../../services/config/lab-profile/add-satellites';
import { ZAddSatellitesInput, ZSatelliteList } from '../../../services/config/lab-profile/lab-profile.types';

/** 422 labId for a child lab (it may not have satellites), 422 satelliteIds for a lab that cannot become one. */
export const addSatellites = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/labs/{labId}/profile/orgs/{orgId}/satellites',
      protect: true,
      tags: ['config/lab-profile'],
      summary: 'Link satellite labs to a lab',
      description: 'Links the selected labs of the organisation as satellites of the lab, which becomes a parent (core) lab. A child lab cannot have satellites (422 labId); a lab that is the lab itself, already linked or a core lab with satellites cannot become one (422 satelliteIds). Organisation users only: lab users get 403.',
    },
  })
  .input(ZAddSatellitesInput)
  .output(ZSatelliteList)
  .mutation(({ ctx, input }) => addService(ctx, input));
