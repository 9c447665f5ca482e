import { protectedProcedure } from '../../trpc';
import { saveResultValues } from '../../services/results/save-result-values';
import { ZSaveValuesInput, ZSaveResultsOutput } from './save-values.types';

export const saveValues = protectedProcedure
  .meta({ openapi: { method: 'PUT', path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/result_groups/{groupId}/values', protect: true, tags: ['results'] } })
  .input(ZSaveValuesInput)
  .output(ZSaveResultsOutput)
  .mutation(({ ctx, input }) => saveResultValues(ctx, input));
