import { describe, expect, it } from 'vitest';
import { passwordPairViolations } from './password-pair';

describe('passwordPairViolations', () => {
  it('applies the login password rules of core', () => {
    expect(passwordPairViolations('login', 'Secret12', 'Secret12', 'm')).toEqual({});
    expect(passwordPairViolations('login', 'secret12', 'secret12', 'm')).toEqual({ password: 'loginPasswordFormatHelpText' });
    expect(passwordPairViolations('login', 'Sec12', 'Sec12', 'm').password).toBe('loginPasswordFormatHelpText');
  });

  it('applies the validation password rules of core', () => {
    expect(passwordPairViolations('validation', 'abcd', 'abcd', 'm')).toEqual({});
    expect(passwordPairViolations('validation', 'abc', 'abc', 'm')).toEqual({ password: 'validationPasswordFormatHelpText' });
  });

  it('asks for the confirmation and names the mismatch with the given key', () => {
    expect(passwordPairViolations('validation', 'abcd', '', 'm')).toEqual({ confirmation: 'requiredField' });
    expect(passwordPairViolations('login', 'Secret12', 'Secret13', 'registration.passwordsMismatch')).toEqual({ confirmation: 'registration.passwordsMismatch' });
  });
});
