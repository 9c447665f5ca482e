import { orgAdminProcedure } from '../../../trpc';
import { saveSample } from '../../../services/config/samples/save-sample';
import { ZCreateSampleInput, ZSample } from '../../../services/config/samples/sample.types';

export const createSample = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/surveys/{surveyId}/samples',
      protect: true,
      tags: ['config/samples'],
      summary: 'Create a sample',
      description: 'Adds a sample to a survey: a name (spec 3 §5), descriptions per locale, a URL and an ordinal unique in the survey; only in surveys of editable rounds (422 roundId). Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateSampleInput)
  .output(ZSample)
  .mutation(({ ctx, input }) => saveSample(ctx, input, null));
