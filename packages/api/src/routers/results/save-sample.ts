import { protectedProcedure } from '../../trpc';
import { ZIdempotencyKeyHeaders } from '../../services/idempotency.types';
import { saveSampleResultValues } from '../../services/results/save-result-values';
import { ZSaveSampleInput, ZSaveResultsOutput } from '../../services/results/save-values.types';

export const saveSample = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/labs/{labId}/surveys/{surveyId}/samples/{sampleId}/values',
      protect: true,
      requestHeaders: ZIdempotencyKeyHeaders,
      tags: ['results'],
      summary: "Save a sample's values",
      description: "Saves the lab's result values of one sample against the client's expected stream version (spec 1 §4). Needs write access and an editable survey (422); invalid values are 422 with the payload path as param; with expectedVersion, 409 when another user changed a value it writes after that version (own changes and other cells never conflict; without expectedVersion the save is unconditional).",
    },
  })
  .input(ZSaveSampleInput)
  .output(ZSaveResultsOutput)
  .mutation(({ ctx, input }) => saveSampleResultValues(ctx, input));
