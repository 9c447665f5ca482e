import { publicProcedure } from '../../trpc';
import { signIn } from '../../services/auth/sign-in';
import { ZLoginInput, ZLoginOutput } from '../../services/auth/login.types';

export const login = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/tokens',
      protect: false,
      tags: ['auth'],
      summary: 'Sign in',
      description: 'Exchanges a username and password for a bearer token (a session with a 12-hour sliding and an absolute lifetime). An unknown or disabled user is 422 (param username), a wrong password 422 (param password); too many failed attempts are 429; a user of a blocked lab is 403 access_blocked_error. Public: no session needed.',
    },
  })
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(({ ctx, input }) => signIn(ctx.db, ctx.wallClock, input, { ip: ctx.ip, userAgent: ctx.userAgent }));
