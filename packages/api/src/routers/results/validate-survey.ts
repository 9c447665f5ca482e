import { protectedProcedure } from '../../trpc';
import { ZIdempotencyKeyHeaders } from '../../services/idempotency.types';
import { validateSurvey } from '../../services/results/validate-survey';
import { ZValidationInput, ZValidationOutput } from '../../services/results/validate-survey.types';

export const validate = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/surveys/{surveyId}/validate',
      protect: true,
      requestHeaders: ZIdempotencyKeyHeaders,
      tags: ['results'],
      summary: "Validate the lab's results of a survey",
      description: "Validates the lab's results of the survey with the validation password (spec 1 §4 “Validation”). Needs write access; 422 validationPassword for a wrong password (429 after too many), 409 when already validated, 422 missing_mandatory_values_error when results lack mandatory context values (see the missing-values list).",
    },
  })
  .input(ZValidationInput)
  .output(ZValidationOutput)
  .mutation(({ ctx, input }) => validateSurvey(ctx, input));
