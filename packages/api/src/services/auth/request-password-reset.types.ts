import type { z } from 'zod';
import { ZPasswordResetRequestFields } from '@eqa/core';
import { ZBotCheckResponse } from './bot-check';

/**
 * Spec 1 §5 "Forgotten password": the bot-check answer, the username and the e-mail (core's
 * ZPasswordResetRequestFields, the form's schema too) are all required. The answer never says whether
 * they matched an account.
 */
export const ZRequestPasswordResetInput = ZPasswordResetRequestFields.extend({ reCaptchaResponse: ZBotCheckResponse });
export type TRequestPasswordResetInput = z.infer<typeof ZRequestPasswordResetInput>;
