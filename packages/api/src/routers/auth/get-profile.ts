import { protectedProcedure } from '../../trpc';
import { getProfile } from '../../services/auth/get-profile';
import { ZGetProfileInput, ZProfile } from './get-profile.types';

export const profile = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/profile', protect: true, tags: ['auth'] } })
  .input(ZGetProfileInput)
  .output(ZProfile)
  .query(({ ctx }) => getProfile(ctx.db, ctx.session.user.id));
