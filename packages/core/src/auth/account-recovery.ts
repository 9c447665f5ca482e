import { z } from 'zod';
import { isValidEmail } from './password-rules';
import { ZLoginPassword, ZValidationPassword } from './password-schemas';

/**
 * Spec 1 §5 "Forgotten password": the username and the e-mail (the request adds the bot-check's
 * answer, POST /auth/reset_password/email); the form's schema too. The answer never says whether
 * they matched an account.
 */
export const ZPasswordResetRequestFields = z.object({
  username: z.string().trim().min(1, { message: 'requiredField' }).max(200),
  email: z.string().trim().min(1, { message: 'requiredEmailField' }).max(254).refine(isValidEmail, { message: 'emailFormatHelpText' }),
});
export type TPasswordResetRequestFields = z.infer<typeof ZPasswordResetRequestFields>;

/** The message key of a confirmation that is not the new password (the reset link's page, the server's 422). */
export const NEW_PASSWORDS_MISMATCH = 'passwordChange.mewPasswordsMismatch';

/** A new password by `rule` and its confirmation, which must be given and match (NEW_PASSWORDS_MISMATCH). */
function newPasswordPair(rule: z.ZodType<string, string>) {
  return z
    .object({
      newPassword: rule,
      newPasswordConfirmation: z.string().min(1, { message: 'requiredField' }).max(200),
    })
    .superRefine((value, ctx) => {
      if (value.newPasswordConfirmation !== '' && value.newPasswordConfirmation !== value.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPasswordConfirmation'], message: NEW_PASSWORDS_MISMATCH });
      }
    });
}

/**
 * Spec 1 §7 "Reset password": the new password (the login-password rule) and its confirmation, which
 * the page asks for and must match; the request adds the link's token and the bot-check's answer
 * (POST /auth/reset_password, where the confirmation may be left out).
 */
export const ZPasswordResetFields = newPasswordPair(ZLoginPassword);
export type TPasswordResetFields = z.infer<typeof ZPasswordResetFields>;

/**
 * Spec 1 "reset validation password": the lab's new validation password (the validation-password
 * rule, as labs.setNewValidationPassword's `newPassword`) and its confirmation, which only the page
 * asks for; the request adds the lab and the link's token.
 */
export const ZValidationPasswordResetFields = newPasswordPair(ZValidationPassword);
export type TValidationPasswordResetFields = z.infer<typeof ZValidationPasswordResetFields>;
