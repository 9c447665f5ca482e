import { orgAdminProcedure } from '../../../trpc';
import { listSatellites as listService } from '../../../services/config/lab-profile/list-satellites';
import { ZLabProfileInput, ZSatelliteList } from './lab-profile.types';

export const listSatellites = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/profile/orgs/{orgId}/satellites', protect: true, tags: ['config/lab-profile'] } })
  .input(ZLabProfileInput)
  .output(ZSatelliteList)
  .query(({ ctx, input }) => listService(ctx, input.labId, input.orgId));
