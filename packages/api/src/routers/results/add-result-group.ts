import { protectedProcedure } from '../../trpc';
import { addResultGroup as addResultGroupService } from '../../services/results/result-group-writes';
import { ZAddResultGroupInput, ZResultGroupWriteOutput } from './result-groups.types';

export const addResultGroup = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/surveys/{surveyId}/result_groups', protect: true, tags: ['results'] } })
  .input(ZAddResultGroupInput)
  .output(ZResultGroupWriteOutput)
  .mutation(({ ctx, input }) => addResultGroupService(ctx, input));
