import { protectedProcedure } from '../../trpc';
import { getProfile } from '../../services/auth/get-profile';
import { ZGetProfileInput, ZProfile } from '../../services/auth/get-profile.types';

export const profile = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/profile',
      protect: true,
      tags: ['auth'],
      summary: 'Get your profile',
      description: 'The signed-in user with their role, lab and organisation, and the flags the page shell needs (spec 1 §3 “Profile”). Any signed-in user.',
    },
  })
  .input(ZGetProfileInput)
  .output(ZProfile)
  .query(({ ctx }) => getProfile(ctx.db, ctx.session.user.id));
