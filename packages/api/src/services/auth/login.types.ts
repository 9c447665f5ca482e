import { z } from 'zod';

/** Spec 1 §3 "Login payload: subject, password". Emptiness is answered by the service (param username / password). */
export const ZLoginInput = z.object({
  subject: z.string().max(200),
  password: z.string().max(1000),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZLoginOutput = z.object({
  token: z.string(),
  /** ISO date-time; the session slides: each request moves it to 12 h later. */
  expiresAt: z.string(),
});
export type TLoginOutput = z.infer<typeof ZLoginOutput>;
