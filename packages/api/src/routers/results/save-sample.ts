import { protectedProcedure } from '../../trpc';
import { saveSampleResultValues } from '../../services/results/save-result-values';
import { ZSaveSampleInput, ZSaveResultsOutput } from './save-values.types';

export const saveSample = protectedProcedure
  .meta({ openapi: { method: 'PUT', path: '/labs/{labId}/surveys/{surveyId}/samples/{sampleId}/values', protect: true, tags: ['results'] } })
  .input(ZSaveSampleInput)
  .output(ZSaveResultsOutput)
  .mutation(({ ctx, input }) => saveSampleResultValues(ctx, input));
