import { protectedProcedure } from '../../trpc';
import { changePassword as changeLoginPassword } from '../../services/auth/change-password';
import { ZOk } from '../shared.types';
import { ZChangePasswordInput } from './change-password.types';

export const changePassword = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/auth/change_password', protect: true, tags: ['auth'] } })
  .input(ZChangePasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => changeLoginPassword(ctx.db, ctx.wallClock, ctx.session, input));
