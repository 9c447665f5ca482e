import { describe, expect, it } from 'vitest';
import { decimalText, decimalValue } from './decimal-text';

describe('locale numbers of the form kit', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0,5', 0.5],
    ['0.5', 0.5],
    ['12 500,25', 12500.25],
    ['-3', -3],
    ['abc', Number.NaN],
    ['1,2,3', Number.NaN],
  ])('reads %j as %s', (text, value) => {
    expect(decimalValue(text)).toEqual(value);
  });

  it.each([
    [0.5, 'hu', '0,5'],
    [0.5, 'en', '0.5'],
    [12500, 'hu', '12500'],
    [null, 'hu', ''],
    [Number.NaN, 'en', ''],
  ])('shows %s in %s as %j', (value, locale, text) => {
    expect(decimalText(value, locale)).toBe(text);
  });
});
