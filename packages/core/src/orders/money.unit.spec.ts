import { describe, expect, it } from 'vitest';
import { fitsMoneyColumn, fromMinorUnits, minorUnitsToDecimal, MONEY_MAX_MINOR, toMinorUnits } from './money';

describe('toMinorUnits: half away from zero at the third decimal, without binary noise', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [12, 1200],
    [12.3, 1230],
    [12.34, 1234],
    [12.345, 1235],
    [12.3449, 1234],
    [12.3451, 1235],
    [-12.345, -1235],
    [-12.344, -1234],
    [-0.004, 0],
    [-0.005, -1],
    [1.005, 101],
    [2.675, 268],
    [1.015, 102],
    [0.1 + 0.2, 30],
    [33.33, 3333],
    [0.005, 1],
    [0.0049, 0],
    [1e-7, 0],
    [123456789012.34, 12345678901234],
    [999999999999.99, MONEY_MAX_MINOR],
    ['12.345', 1235],
    [' 7.5 ', 750],
    ['-0.50', -50],
    ['.5', 50],
    ['5.', 500],
    ['1e2', 10000],
    ['1.2345e1', 1235],
    ['+3', 300],
  ])('%s → %s', (amount, minor) => {
    expect(toMinorUnits(amount)).toBe(minor);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [''], ['abc'], ['1,5'], ['+'], ['1.2.3'], [1e21]])('refuses %s', (amount) => {
    expect(() => toMinorUnits(amount)).toThrow(RangeError);
  });
});

describe('fromMinorUnits and minorUnitsToDecimal', () => {
  it.each([
    [0, 0, '0.00'],
    [1235, 12.35, '12.35'],
    [5, 0.05, '0.05'],
    [-5, -0.05, '-0.05'],
    [-1235, -12.35, '-12.35'],
    [100, 1, '1.00'],
    [MONEY_MAX_MINOR, 999999999999.99, '999999999999.99'],
  ])('%s → %s / %s', (minor, major, text) => {
    expect(fromMinorUnits(minor)).toBe(major);
    expect(minorUnitsToDecimal(minor)).toBe(text);
    expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
    expect(toMinorUnits(minorUnitsToDecimal(minor))).toBe(minor);
  });

  it.each([[1.5], [Number.NaN], [2 ** 53]])('refuses %s', (minor) => {
    expect(() => fromMinorUnits(minor)).toThrow(RangeError);
    expect(() => minorUnitsToDecimal(minor)).toThrow(RangeError);
  });
});

describe('fitsMoneyColumn (numeric(14,2))', () => {
  it.each([
    [0, true],
    [MONEY_MAX_MINOR, true],
    [MONEY_MAX_MINOR + 1, false],
    [-MONEY_MAX_MINOR, true],
    [1.5, false],
  ])('%s → %s', (minor, fits) => {
    expect(fitsMoneyColumn(minor)).toBe(fits);
  });
});
