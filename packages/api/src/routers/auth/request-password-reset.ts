import { publicProcedure } from '../../trpc';
import { requestPasswordReset as mailPasswordResetLink } from '../../services/auth/request-password-reset';
import { ZOk } from '../../services/shared.types';
import { ZRequestPasswordResetInput } from '../../services/auth/request-password-reset.types';

/** Public: the forgotten-password form. Always `{ ok: true }` ('link sent'), whether an account matched or not. */
export const requestPasswordReset = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/reset_password/email',
      protect: false,
      tags: ['auth'],
      summary: 'Request a password-reset e-mail',
      description: 'The forgotten-password form: when the username and e-mail address match an enabled account, a one-time reset link is e-mailed. Always answers { ok: true }, whether an account matched or not (no user enumeration). The solved bot-check is required (422 reCaptchaResponse); rate-limited per client address and per username and e-mail pair as typed (429). Public: no session needed.',
    },
  })
  .input(ZRequestPasswordResetInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => mailPasswordResetLink(ctx, input));
