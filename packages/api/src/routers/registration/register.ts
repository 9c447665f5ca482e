import { publicProcedure } from '../../trpc';
import { registerLab } from '../../services/registration/register-lab';
import { ZRegisterInput, ZRegisterOutput } from '../../services/registration/register.types';

/** Public: a signed-out visitor registers a laboratory at an organisation and is signed in as its lab_admin. */
export const register = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/register',
      protect: false,
      tags: ['registration'],
      summary: 'Register a laboratory',
      description: 'A signed-out visitor registers a laboratory at an organisation with its first user and contract, and is signed in as its lab_admin (spec 2 “Registration”). 404 for an unknown organisation; 422 reCaptchaResponse when the bot-check fails; 422 with param for every broken rule (e.g. user.email, contract.contact.phone); 422 user.username (type username_taken) for a taken username; 429 after too many registrations from one IP. Public: no session needed.',
    },
  })
  .input(ZRegisterInput)
  .output(ZRegisterOutput)
  .mutation(({ ctx, input }) => registerLab(ctx, input));
