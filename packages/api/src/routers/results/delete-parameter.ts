import { protectedProcedure } from '../../trpc';
import { deleteParameterResults } from '../../services/results/delete-parameter-results';
import { ZDeleteParameterInput, ZStreamVersionOutput } from './delete-parameter.types';

export const deleteParameter = protectedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}', protect: true, tags: ['results'] } })
  .input(ZDeleteParameterInput)
  .output(ZStreamVersionOutput)
  .mutation(({ ctx, input }) => deleteParameterResults(ctx, input));
