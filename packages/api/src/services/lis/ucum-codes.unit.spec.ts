import { describe, expect, it } from 'vitest';
import { isUcumCode } from './ucum-codes';

describe('UCUM codes, checked by the UCUM library', () => {
  it.each([
    { code: 'mmol/L', valid: true },
    { code: 'mg/dL', valid: true },
    { code: 'umol/L', valid: true },
    { code: '10*9/L', valid: true },
    { code: '10*3/uL', valid: true },
    { code: '{INR}', valid: true },
    { code: 'meq/L', valid: true },
    { code: 'U/L', valid: true },
    { code: '%', valid: true },
    { code: 'mmolL', valid: false },
    { code: 'foo', valid: false },
    { code: 'mmol /L', valid: false },
    { code: '', valid: false },
  ])('$code: $valid', ({ code, valid }) => {
    expect(isUcumCode(code)).toBe(valid);
  });
});
