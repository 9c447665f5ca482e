import { protectedProcedure } from '../../trpc';
import { changePassword as changeLoginPassword } from '../../services/auth/change-password';
import { ZOk } from '../../services/shared.types';
import { ZChangePasswordInput } from '../../services/auth/change-password.types';

export const changePassword = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/change_password',
      protect: true,
      tags: ['auth'],
      summary: 'Change your login password',
      description: 'Sets a new login password for the signed-in user after checking the current one. A wrong current password is 422 (param currentPassword), a new password of the wrong format 422 (param newPassword); too many wrong current passwords are 429. Other sessions of the user are revoked; the calling one stays signed in.',
    },
  })
  .input(ZChangePasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => changeLoginPassword(ctx.db, ctx.wallClock, ctx.session, input));
