import { protectedProcedure } from '../../trpc';
import { updateUser as updateUserDetails } from '../../services/auth/update-user';
import { ZProfileUser } from '../../services/auth/get-profile.types';
import { ZUpdateUserInput } from '../../services/auth/update-user.types';

export const updateUser = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/auth/profile/user',
      protect: true,
      tags: ['auth'],
      summary: 'Update your name and e-mail',
      description: "Changes the signed-in user's full name and e-mail address; an invalid address is 422 (param email).",
    },
  })
  .input(ZUpdateUserInput)
  .output(ZProfileUser)
  .mutation(({ ctx, input }) => updateUserDetails(ctx.db, ctx.wallClock, ctx.session.user.id, input));
