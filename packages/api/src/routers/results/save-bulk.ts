import { protectedProcedure } from '../../trpc';
import { ZIdempotencyKeyHeaders } from '../../services/idempotency.types';
import { saveBulkResultValues } from '../../services/results/save-result-values';
import { ZSaveBulkInput, ZSaveResultsOutput } from '../../services/results/save-values.types';

export const saveBulk = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/values',
      protect: true,
      requestHeaders: ZIdempotencyKeyHeaders,
      tags: ['results'],
      summary: 'Save values of several parameters',
      description: "Saves result values of several parameters at once (e.g. a context value applied to the checked parameters) against the client's expected stream version (spec 1 §4 “Result saving”). Needs write access and an editable survey (422); unknown parameters, groups or samples are 404; invalid values 422 with the payload path as param; with expectedVersion, 409 when another user changed a value it writes after that version (own changes and other cells never conflict; without expectedVersion the save is unconditional).",
    },
  })
  .input(ZSaveBulkInput)
  .output(ZSaveResultsOutput)
  .mutation(({ ctx, input }) => saveBulkResultValues(ctx, input));
