import { orgAdminProcedure } from '../../../trpc';
import { listSatelliteCandidates as listService } from '../../../services/config/lab-profile/list-satellite-candidates';
import { ZSatelliteCandidatesInput, ZSatelliteList } from './lab-profile.types';

export const listSatelliteCandidates = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/profile/orgs/{orgId}/all_satellites', protect: true, tags: ['config/lab-profile'] } })
  .input(ZSatelliteCandidatesInput)
  .output(ZSatelliteList)
  .query(({ ctx, input }) => listService(ctx, input));
