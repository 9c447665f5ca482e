import { orgAdminProcedure } from '../../../trpc';
import { addSatellites as addService } from '../../../services/config/lab-profile/add-satellites';
import { ZAddSatellitesInput, ZSatelliteList } from './lab-profile.types';

/** 422 labId for a child lab (it may not have satellites), 422 satelliteIds for a lab that cannot become one. */
export const addSatellites = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/labs/{labId}/profile/orgs/{orgId}/satellites', protect: true, tags: ['config/lab-profile'] } })
  .input(ZAddSatellitesInput)
  .output(ZSatelliteList)
  .mutation(({ ctx, input }) => addService(ctx, input));
