import { protectedProcedure } from '../../trpc';
import { ZIdempotencyKeyHeaders } from '../../services/idempotency.types';
import { saveResultValues } from '../../services/results/save-result-values';
import { ZSaveValuesInput, ZSaveResultsOutput } from '../../services/results/save-values.types';

export const saveValues = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/result_groups/{groupId}/values',
      protect: true,
      requestHeaders: ZIdempotencyKeyHeaders,
      tags: ['results'],
      summary: "Save a parameter's values in a result group",
      description: "Saves the lab's result values of one parameter in one result group against the client's expected stream version (spec 1 §4 “Result saving”). Needs write access and an editable survey (422); invalid values are 422 with the payload path as param; with expectedVersion, 409 when another user changed a value it writes after that version (own changes and other cells never conflict; without expectedVersion the save is unconditional).",
    },
  })
  .input(ZSaveValuesInput)
  .output(ZSaveResultsOutput)
  .mutation(({ ctx, input }) => saveResultValues(ctx, input));
