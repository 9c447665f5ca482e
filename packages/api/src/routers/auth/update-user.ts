import { protectedProcedure } from '../../trpc';
import { updateUser as updateUserDetails } from '../../services/auth/update-user';
import { ZProfileUser } from './get-profile.types';
import { ZUpdateUserInput } from './update-user.types';

export const updateUser = protectedProcedure
  .meta({ openapi: { method: 'PATCH', path: '/auth/profile/user', protect: true, tags: ['auth'] } })
  .input(ZUpdateUserInput)
  .output(ZProfileUser)
  .mutation(({ ctx, input }) => updateUserDetails(ctx.db, ctx.wallClock, ctx.session.user.id, input));
