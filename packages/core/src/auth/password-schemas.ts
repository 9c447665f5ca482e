import { z } from 'zod';
import { isValidEmail, isValidLoginPassword, isValidValidationPassword } from './password-rules';

/** zod schemas of the password and e-mail rules; the message is the i18n key the UI shows under the field. */
export const ZLoginPassword = z.string().max(200).refine(isValidLoginPassword, { message: 'loginPasswordFormatHelpText' });
export const ZValidationPassword = z
  .string()
  .max(200)
  .refine(isValidValidationPassword, { message: 'validationPasswordFormatHelpText' });

export const ZEmail = z.string().trim().max(254).refine(isValidEmail, { message: 'emailFormatHelpText' });

/** The validation password typed to validate, invalidate or check out: not empty (requiredField); the server checks it. */
export const ZValidationPasswordFields = z.object({ validationPassword: z.string().min(1, { message: 'requiredField' }).max(200) });
export type TValidationPasswordFields = z.infer<typeof ZValidationPasswordFields>;
