import { isValidLoginPassword, isValidValidationPassword } from '@eqa/core';

export type PasswordKind = 'login' | 'validation';

/**
 * A new password and its confirmation by core's password rules: the message key per field
 * (`loginPasswordFormatHelpText` / `validationPasswordFormatHelpText`; the mismatch key is given,
 * because the login reset answers passwordChange.mewPasswordsMismatch and the wizard
 * registration.passwordsMismatch).
 */
export function passwordPairViolations(
  kind: PasswordKind,
  password: string,
  confirmation: string,
  mismatchKey: string,
): { password?: string; confirmation?: string } {
  const out: { password?: string; confirmation?: string } = {};
  const valid = kind === 'login' ? isValidLoginPassword(password) : isValidValidationPassword(password);
  if (!valid) out.password = kind === 'login' ? 'loginPasswordFormatHelpText' : 'validationPasswordFormatHelpText';
  if (confirmation !== password) out.confirmation = confirmation === '' ? 'requiredField' : mismatchKey;
  return out;
}
