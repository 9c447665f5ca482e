import { protectedProcedure } from '../../trpc';
import { forgotValidationPassword as requestValidationPasswordReset } from '../../services/labs/forgot-validation-password';
import { ZOk } from '../shared.types';
import { ZForgotValidationPasswordInput } from './forgot-validation-password.types';

export const forgotValidationPassword = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/forgot_validation_password', protect: true, tags: ['labs'] } })
  .input(ZForgotValidationPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => requestValidationPasswordReset(ctx, input.labId));
