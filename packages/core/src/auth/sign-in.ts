import { z } from 'zod';

/**
 * Spec 1 §3 "Login payload: subject, password": the sign-in's input (POST /auth/tokens, auth.login)
 * and the login form's schema. Emptiness is answered by the service (param username / password); the
 * form keeps Login disabled until both are filled.
 */
export const ZLoginInput = z.object({
  subject: z.string().max(200),
  password: z.string().max(1000),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

