import { publicProcedure } from '../../trpc';
import { setNewValidationPassword as resetValidationPassword } from '../../services/labs/set-new-validation-password';
import { ZOk } from '../../services/shared.types';
import { ZSetNewValidationPasswordInput } from '../../services/labs/set-new-validation-password.types';

export const setNewValidationPassword = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/set_new_password',
      protect: false,
      tags: ['labs'],
      summary: 'Set a new validation password with an e-mailed token',
      description: "The page of the e-mailed link sets the lab's new validation password once. An unknown, used, expired or other lab's token is 422 (param token); a password of the wrong format 422 (param newPassword); wrong tokens are limited per client address (429 with Retry-After), a valid one is never refused for the wrong tokens of others. Public: no session needed.",
    },
  })
  .input(ZSetNewValidationPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => resetValidationPassword(ctx.db, ctx.wallClock, ctx.ip, input));
