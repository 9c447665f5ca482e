import { z } from 'zod';
import { NEW_PASSWORDS_MISMATCH, ZLoginPassword } from '@eqa/core';
import { ZBotCheckResponse } from './bot-check';

/**
 * Spec 1 §7 "POST /auth/reset_password: newPassword, reCaptchaResponse; uses the token from the
 * reset link". A weak password is 422 newPassword (loginPasswordFormatHelpText); a confirmation, when
 * sent, must match (422 newPasswordConfirmation, passwordChange.mewPasswordsMismatch); a bad, used
 * or expired token is 422 token.
 */
export const ZResetPasswordInput = z
  .object({
    token: z.string().trim().min(1, { message: 'requiredField' }).max(200),
    newPassword: ZLoginPassword,
    newPasswordConfirmation: z.string().max(200).optional(),
    reCaptchaResponse: ZBotCheckResponse,
  })
  .superRefine((value, ctx) => {
    if (value.newPasswordConfirmation !== undefined && value.newPasswordConfirmation !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPasswordConfirmation'], message: NEW_PASSWORDS_MISMATCH });
    }
  });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;
