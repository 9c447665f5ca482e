import { protectedProcedure } from '../../trpc';
import { ZIdempotencyKeyHeaders } from '../../services/idempotency.types';
import { deleteParameterResults } from '../../services/results/delete-parameter-results';
import { ZDeleteParameterInput, ZStreamVersionOutput } from '../../services/results/delete-parameter.types';

export const deleteParameter = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}',
      protect: true,
      requestHeaders: ZIdempotencyKeyHeaders,
      tags: ['results'],
      summary: "Delete the lab's results of a parameter",
      description: 'Deletes every value of the lab for the parameter in the survey (spec 1 §4). Needs write access and an editable survey; refused (422) while any of its results is hidden; with expectedVersion, 409 when another user changed one of its values after that version.',
    },
  })
  .input(ZDeleteParameterInput)
  .output(ZStreamVersionOutput)
  .mutation(({ ctx, input }) => deleteParameterResults(ctx, input));
