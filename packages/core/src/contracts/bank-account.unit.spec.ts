import { describe, expect, it } from 'vitest';
import { isValidBankAccount } from './bank-account';

describe('bank account: Hungarian 8-8(-8) or IBAN (ibantools)', () => {
  it.each([
    ['11773016-11111018', true],
    ['11773016-11111018-00000000', true],
    ['11773016-11111019', false], // account check digit
    ['11773017-11111018', false], // bank and branch check digit
    ['1177301611111018', false], // the hyphens are part of the Hungarian form
    ['11773016-1111101', false],
    ['HU42117730161111101800000000', true],
    ['HU42 1177 3016 1111 1018 0000 0000', true],
    ['HU43117730161111101800000000', false],
    ['DE89370400440532013000', true],
    ['AT611904300234573201', true],
    ['DE89370400440532013001', false],
    ['', false],
    ['not an account', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidBankAccount(value)).toBe(valid);
  });
});
