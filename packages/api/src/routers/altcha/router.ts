import { router } from '../../trpc';
import { getChallenge } from './get-challenge';

/** The bot-check (ALTCHA proof-of-work) of the public forms. */
export const altchaRouter = router({
  challenge: getChallenge,
});
