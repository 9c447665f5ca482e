import { orgAdminProcedure } from '../../../trpc';
import { saveSample } from '../../../services/config/samples/save-sample';
import { ZSample, ZUpdateSampleInput } from './sample.types';

export const updateSample = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/orgs/{orgId}/surveys/{surveyId}/samples/{sampleId}', protect: true, tags: ['config/samples'] } })
  .input(ZUpdateSampleInput)
  .output(ZSample)
  .mutation(({ ctx, input }) => saveSample(ctx, input, input.sampleId));
