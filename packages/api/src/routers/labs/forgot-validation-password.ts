import { protectedProcedure } from '../../trpc';
import { forgotValidationPassword as requestValidationPasswordReset } from '../../services/labs/forgot-validation-password';
import { ZOk } from '../../services/shared.types';
import { ZForgotValidationPasswordInput } from '../../services/labs/forgot-validation-password.types';

export const forgotValidationPassword = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/forgot_validation_password',
      protect: true,
      tags: ['labs'],
      summary: 'E-mail a validation-password reset link',
      description: "E-mails the lab's users a one-time link to set a new validation password. Needs write access to the lab; 422 (param email) when no user of the lab has an e-mail address; throttled per lab, user and IP (429).",
    },
  })
  .input(ZForgotValidationPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => requestValidationPasswordReset(ctx, input.labId));
