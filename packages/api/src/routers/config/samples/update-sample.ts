import { orgAdminProcedure } from '../../../trpc';
import { saveSample } from '../../../services/config/samples/save-sample';
import { ZSample, ZUpdateSampleInput } from '../../../services/config/samples/sample.types';

export const updateSample = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/surveys/{surveyId}/samples/{sampleId}',
      protect: true,
      tags: ['config/samples'],
      summary: 'Update a sample',
      description: "Changes a sample's name, descriptions, URL and ordinal (unique in the survey); only in surveys of editable rounds (422 roundId). Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateSampleInput)
  .output(ZSample)
  .mutation(({ ctx, input }) => saveSample(ctx, input, input.sampleId));
