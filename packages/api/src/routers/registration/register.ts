import { publicProcedure } from '../../trpc';
import { registerLab } from '../../services/registration/register-lab';
import { ZRegisterInput, ZRegisterOutput } from './register.types';

/** Public: a signed-out visitor registers a laboratory at an organisation and is signed in as its lab_admin. */
export const register = publicProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/register', protect: false, tags: ['registration'] } })
  .input(ZRegisterInput)
  .output(ZRegisterOutput)
  .mutation(({ ctx, input }) => registerLab(ctx, input));
