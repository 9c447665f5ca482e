import { describe, expect, it } from 'vitest';
import { NEW_PASSWORDS_MISMATCH, ZPasswordResetFields, ZPasswordResetRequestFields, ZValidationPasswordResetFields } from './account-recovery';

/** The first message key of a failed parse per field (what the forms show). */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('ZPasswordResetRequestFields', () => {
  it.each([
    ['both missing', { username: ' ', email: '' }, { username: 'requiredField', email: 'requiredEmailField' }],
    ['a malformed e-mail', { username: 'lab1', email: 'nope' }, { email: 'emailFormatHelpText' }],
    ['both given', { username: 'lab1', email: 'a@b.hu' }, {}],
  ])('%s', (_name, input, expected) => {
    expect(messages(ZPasswordResetRequestFields.safeParse(input))).toEqual(expected);
  });

  it('trims what it keeps', () => {
    expect(ZPasswordResetRequestFields.parse({ username: ' lab1 ', email: ' a@b.hu ' })).toEqual({ username: 'lab1', email: 'a@b.hu' });
  });
});

describe('ZPasswordResetFields', () => {
  it.each([
    ['a weak password, no confirmation', { newPassword: 'secret', newPasswordConfirmation: '' }, { newPassword: 'loginPasswordFormatHelpText', newPasswordConfirmation: 'requiredField' }],
    ['a confirmation that differs', { newPassword: 'Secret12', newPasswordConfirmation: 'Secret13' }, { newPasswordConfirmation: NEW_PASSWORDS_MISMATCH }],
    ['a strong password confirmed', { newPassword: 'Secret12', newPasswordConfirmation: 'Secret12' }, {}],
  ])('%s', (_name, input, expected) => {
    expect(messages(ZPasswordResetFields.safeParse(input))).toEqual(expected);
  });
});

describe('ZValidationPasswordResetFields', () => {
  it.each([
    ['a validation password too short, no confirmation', { newPassword: '12', newPasswordConfirmation: '' }, { newPassword: 'validationPasswordFormatHelpText', newPasswordConfirmation: 'requiredField' }],
    ['a confirmation that differs', { newPassword: '4321', newPasswordConfirmation: '4322' }, { newPasswordConfirmation: NEW_PASSWORDS_MISMATCH }],
    ['a validation password confirmed', { newPassword: '4321', newPasswordConfirmation: '4321' }, {}],
  ])('%s', (_name, input, expected) => {
    expect(messages(ZValidationPasswordResetFields.safeParse(input))).toEqual(expected);
  });
});
