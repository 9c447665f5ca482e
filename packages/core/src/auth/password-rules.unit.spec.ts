import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidLoginPassword, isValidValidationPassword, splitEmails } from './password-rules';

describe('login password rule (spec 1 §5)', () => {
  it.each([
    ['Demo1234', true],
    ['demo1234', false], // no uppercase
    ['DEMO1234', false], // no lowercase
    ['DemoDemo', false], // no digit
    ['Demo123', false], // 7 characters
    ['Aa1aaaaa', true],
  ])('%s → %s', (password, ok) => expect(isValidLoginPassword(password)).toBe(ok));
});

describe('validation password rule', () => {
  it('needs at least 4 characters', () => {
    expect(isValidValidationPassword('123')).toBe(false);
    expect(isValidValidationPassword('1234')).toBe(true);
  });
});

describe('e-mail', () => {
  it('accepts an address and refuses a malformed one', () => {
    expect(isValidEmail('lab@example.hu')).toBe(true);
    expect(isValidEmail('lab@example')).toBe(false);
    expect(isValidEmail('lab example.hu')).toBe(false);
  });
  it('splits typed text into chips on separators', () => {
    expect(splitEmails('a@x.hu, b@y.hu;c@z.hu  d@w.hu')).toEqual(['a@x.hu', 'b@y.hu', 'c@z.hu', 'd@w.hu']);
  });
});
