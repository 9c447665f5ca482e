import { protectedProcedure } from '../../trpc';
import { ZIdempotencyKeyHeaders } from '../../services/idempotency.types';
import { invalidateSurvey } from '../../services/results/validate-survey';
import { ZValidationInput, ZValidationOutput } from '../../services/results/validate-survey.types';

export const invalidate = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/surveys/{surveyId}/invalidate',
      protect: true,
      requestHeaders: ZIdempotencyKeyHeaders,
      tags: ['results'],
      summary: 'Revoke the validation of a survey',
      description: "Revokes the lab's validation of the survey so its results can be changed again, with the same rules and validation password as validating (422 validationPassword, 429 after too many wrong ones; 409 when not validated).",
    },
  })
  .input(ZValidationInput)
  .output(ZValidationOutput)
  .mutation(({ ctx, input }) => invalidateSurvey(ctx, input));
