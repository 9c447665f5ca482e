import { z } from 'zod';

export { ZLoginInput, type TLoginInput } from '@eqa/core';

export const ZLoginOutput = z.object({
  token: z.string(),
  /** ISO date-time; the session slides: each request moves it to 12 h later. */
  expiresAt: z.string(),
});
export type TLoginOutput = z.infer<typeof ZLoginOutput>;
