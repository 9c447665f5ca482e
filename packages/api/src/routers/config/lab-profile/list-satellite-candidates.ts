import { orgAdminProcedure } from '../../../trpc';
import { listSatelliteCandidates as listService } from '../../../services/config/lab-profile/list-satellite-candidates';
import { ZSatelliteCandidatesInput, ZSatelliteList } from '../../../services/config/lab-profile/lab-profile.types';

export const listSatelliteCandidates = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/profile/orgs/{orgId}/all_satellites',
      protect: true,
      tags: ['config/lab-profile'],
      summary: 'List labs that can become satellites',
      description: "The organisation's labs that can become satellites of the lab (not itself, not linked to a parent already, not a core lab with satellites), by numeric QC code, searchable by QC code, name and city. Organisation users only: lab users get 403.",
    },
  })
  .input(ZSatelliteCandidatesInput)
  .output(ZSatelliteList)
  .query(({ ctx, input }) => listService(ctx, input));
