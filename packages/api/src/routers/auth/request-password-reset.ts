import { publicProcedure } from '../../trpc';
import { requestPasswordReset as mailPasswordResetLink } from '../../services/auth/request-password-reset';
import { ZOk } from '../shared.types';
import { ZRequestPasswordResetInput } from './request-password-reset.types';

/** Public: the forgotten-password form. Always `{ ok: true }` ('link sent'), whether an account matched or not. */
export const requestPasswordReset = publicProcedure
  .meta({ openapi: { method: 'POST', path: '/auth/reset_password/email', protect: false, tags: ['auth'] } })
  .input(ZRequestPasswordResetInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => mailPasswordResetLink(ctx, input));
