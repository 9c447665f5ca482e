import { z } from 'zod';

export const ZGetChallengeInput = z.void();

/**
 * An ALTCHA v2 challenge as the widget (altcha 3) takes it: the parameters and the server's
 * signature over them. Sent back untouched inside the payload, so no field may be dropped: the
 * parameters object passes unknown keys through.
 */
export const ZBotCheckChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Unix seconds after which the challenge is refused (the widget shows it expired). */
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
});
export type TBotCheckChallenge = z.infer<typeof ZBotCheckChallenge>;
