import { protectedProcedure } from '../../trpc';
import { saveBulkResultValues } from '../../services/results/save-result-values';
import { ZSaveBulkInput, ZSaveResultsOutput } from './save-values.types';

export const saveBulk = protectedProcedure
  .meta({ openapi: { method: 'PUT', path: '/labs/{labId}/surveys/{surveyId}/parameters/values', protect: true, tags: ['results'] } })
  .input(ZSaveBulkInput)
  .output(ZSaveResultsOutput)
  .mutation(({ ctx, input }) => saveBulkResultValues(ctx, input));
