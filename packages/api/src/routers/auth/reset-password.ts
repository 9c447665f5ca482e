import { publicProcedure } from '../../trpc';
import { resetPassword as setPasswordFromLink } from '../../services/auth/reset-password';
import { ZOk } from '../shared.types';
import { ZResetPasswordInput } from './reset-password.types';

/** Public: the page of the e-mailed link sets a new login password; every session of the user ends. */
export const resetPassword = publicProcedure
  .meta({ openapi: { method: 'POST', path: '/auth/reset_password', protect: false, tags: ['auth'] } })
  .input(ZResetPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => setPasswordFromLink(ctx, input));
