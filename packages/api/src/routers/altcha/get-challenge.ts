import { publicProcedure } from '../../trpc';
import { issueBotCheckChallenge } from '../../services/auth/bot-check';
import { ZBotCheckChallenge, ZGetChallengeInput } from '../../services/altcha/get-challenge.types';

/** Public: a fresh bot-check challenge for the registration and forgotten-password forms (never cached). */
export const getChallenge = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/altcha/challenge',
      protect: false,
      tags: ['auth'],
      summary: 'Get a bot-check challenge',
      description: 'A fresh ALTCHA proof-of-work challenge for the registration and forgotten-password forms; the solved challenge is sent back as reCaptchaResponse. Never cached. Public: no session needed.',
    },
  })
  .input(ZGetChallengeInput)
  .output(ZBotCheckChallenge)
  .query(async ({ ctx }) => {
    ctx.res?.setHeader('Cache-Control', 'no-store');
    return issueBotCheckChallenge(ctx.settings.botCheck, ctx.wallClock.now());
  });
