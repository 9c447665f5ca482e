import { z } from 'zod';
import { isValidEmail } from '@eqa/core';
import { ZBotCheckResponse } from './bot-check';

/**
 * Spec 1 §5 "Forgotten password": the bot-check answer, the username and the e-mail are all required.
 * The answer never says whether they matched an account.
 */
export const ZRequestPasswordResetInput = z.object({
  username: z.string().trim().min(1, { message: 'requiredField' }).max(200),
  email: z.string().trim().min(1, { message: 'requiredEmailField' }).max(254).refine(isValidEmail, { message: 'emailFormatHelpText' }),
  reCaptchaResponse: ZBotCheckResponse,
});
export type TRequestPasswordResetInput = z.infer<typeof ZRequestPasswordResetInput>;
