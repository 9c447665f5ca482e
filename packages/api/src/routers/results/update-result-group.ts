import { protectedProcedure } from '../../trpc';
import { updateResultGroup as updateResultGroupService } from '../../services/results/result-group-writes';
import { ZUpdateResultGroupInput, ZResultGroupWriteOutput } from './result-groups.types';

export const updateResultGroup = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/surveys/{surveyId}/result_groups/{groupId}', protect: true, tags: ['results'] } })
  .input(ZUpdateResultGroupInput)
  .output(ZResultGroupWriteOutput)
  .mutation(({ ctx, input }) => updateResultGroupService(ctx, input));
