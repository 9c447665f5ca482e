import { orgAdminProcedure } from '../../../trpc';
import { listSatellites as listService } from '../../../services/config/lab-profile/list-satellites';
import { ZLabProfileInput, ZSatelliteList } from '../../../services/config/lab-profile/lab-profile.types';

export const listSatellites = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/profile/orgs/{orgId}/satellites',
      protect: true,
      tags: ['config/lab-profile'],
      summary: "List a lab's satellites",
      description: 'The satellite labs linked to the lab, by numeric QC code. Organisation users only: lab users get 403.',
    },
  })
  .input(ZLabProfileInput)
  .output(ZSatelliteList)
  .query(({ ctx, input }) => listService(ctx, input.labId, input.orgId));
