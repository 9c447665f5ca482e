import { protectedProcedure } from '../../trpc';
import { signOut } from '../../services/auth/sign-out';
import { ZLogoutInput, ZLogoutOutput } from '../../services/auth/logout.types';

export const logout = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/auth/tokens/current',
      protect: true,
      tags: ['auth'],
      summary: 'Sign out',
      description: 'Revokes the bearer token of the call; it stops working at once. Any signed-in user.',
    },
  })
  .input(ZLogoutInput)
  .output(ZLogoutOutput)
  .mutation(({ ctx }) => signOut(ctx.db, ctx.wallClock, ctx.session.sessionId));
