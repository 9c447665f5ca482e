import { describe, expect, it } from 'vitest';
import { formatVerificationCode, normalizeVerificationCode, VERIFICATION_CODE_BYTES, VERIFICATION_CODE_LENGTH, verificationCodeFromBytes, verificationPath } from './verification-code';

describe('verificationCodeFromBytes', () => {
  it.each([
    { name: 'all zero bytes', bytes: new Uint8Array(VERIFICATION_CODE_BYTES), expected: '00000000000000000000' },
    { name: 'all one bits', bytes: new Uint8Array(VERIFICATION_CODE_BYTES).fill(255), expected: 'ZZZZZZZZZZZZZZZZZZZZ' },
    { name: 'counting bytes', bytes: Uint8Array.from({ length: VERIFICATION_CODE_BYTES }, (_, i) => i), expected: '000G40R40M30E209185G' },
  ])('$name → $expected', ({ bytes, expected }) => {
    const code = verificationCodeFromBytes(bytes);
    expect(code).toBe(expected);
    expect(code).toHaveLength(VERIFICATION_CODE_LENGTH);
  });

  it('refuses too few bytes', () => {
    expect(() => verificationCodeFromBytes(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('normalizeVerificationCode', () => {
  it.each([
    { input: '7K3M-9QX2-ABCD-EFGH-JKMN', expected: '7K3M9QX2ABCDEFGHJKMN' },
    { input: '7k3m 9qx2 abcd efgh jkmn', expected: '7K3M9QX2ABCDEFGHJKMN' },
    { input: 'OOOO-IIII-LLLL-0000-1111', expected: '00001111111100001111' },
    { input: '7K3M9QX2ABCDEFGHJKM', expected: null },
    { input: '7K3M9QX2ABCDEFGHJKMNP', expected: null },
    { input: '7K3M9QX2ABCDEFGHJKMU', expected: null },
    { input: '', expected: null },
  ])('$input → $expected', ({ input, expected }) => {
    expect(normalizeVerificationCode(input)).toBe(expected);
  });

  it('formats in groups of four and makes the page path', () => {
    expect(formatVerificationCode('7K3M9QX2ABCDEFGHJKMN')).toBe('7K3M-9QX2-ABCD-EFGH-JKMN');
    expect(verificationPath('7K3M9QX2ABCDEFGHJKMN')).toBe('/verify/7K3M9QX2ABCDEFGHJKMN');
  });
});
