import { orgAdminProcedure } from '../../../trpc';
import { saveSample } from '../../../services/config/samples/save-sample';
import { ZCreateSampleInput, ZSample } from './sample.types';

export const createSample = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/surveys/{surveyId}/samples', protect: true, tags: ['config/samples'] } })
  .input(ZCreateSampleInput)
  .output(ZSample)
  .mutation(({ ctx, input }) => saveSample(ctx, input, null));
