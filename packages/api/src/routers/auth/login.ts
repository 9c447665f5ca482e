import { publicProcedure } from '../../trpc';
import { signIn } from '../../services/auth/sign-in';
import { ZLoginInput, ZLoginOutput } from './login.types';

export const login = publicProcedure
  .meta({ openapi: { method: 'POST', path: '/auth/tokens', protect: false, tags: ['auth'] } })
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(({ ctx, input }) => signIn(ctx.db, ctx.wallClock, input, { ip: ctx.ip, userAgent: ctx.userAgent }));
