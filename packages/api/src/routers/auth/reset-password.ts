import { publicProcedure } from '../../trpc';
import { resetPassword as setPasswordFromLink } from '../../services/auth/reset-password';
import { ZOk } from '../../services/shared.types';
import { ZResetPasswordInput } from '../../services/auth/reset-password.types';

/** Public: the page of the e-mailed link sets a new login password; every session of the user ends. */
export const resetPassword = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/reset_password',
      protect: false,
      tags: ['auth'],
      summary: 'Set a new login password with an e-mailed token',
      description: 'The page of the e-mailed link sets a new login password once. An unknown, used or expired token is 422 (param token), a password of the wrong format 422 (param newPassword); the bot-check is required; wrong tokens are limited per client address (429), a valid one gives its slot back. Every session of the user ends. Public: no session needed.',
    },
  })
  .input(ZResetPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => setPasswordFromLink(ctx, input));
