import { orgAdminProcedure } from '../../../trpc';
import { getSample as getService } from '../../../services/config/samples/get-sample';
import { ZSample, ZSampleIdInput } from '../../../services/config/samples/sample.types';

export const getSample = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{surveyId}/samples/{sampleId}',
      protect: true,
      tags: ['config/samples'],
      summary: 'Get a sample',
      description: 'One sample of a survey; 404 for an unknown id. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSampleIdInput)
  .output(ZSample)
  .query(({ ctx, input }) => getService(ctx, input));
