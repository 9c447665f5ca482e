import { describe, expect, it } from 'vitest';
import { formatNumericInput, isNegativeRefused, parseNumericInput, significantDigits } from './numeric-input';

describe('numeric input (spec 1 §4/§5)', () => {
  it('empty or blank input clears the value', () => {
    expect(parseNumericInput('')).toEqual({ state: 'empty' });
    expect(parseNumericInput('   ')).toEqual({ state: 'empty' });
    expect(parseNumericInput(null)).toEqual({ state: 'empty' });
  });

  it.each([
    ['5', '=', 5, '5'],
    ['12.5', '=', 12.5, '12.5'],
    ['1,5', '=', 1.5, '1.5'],
    ['1,50', '=', 1.5, '1.50'],
    ['-3,25', '=', -3.25, '-3.25'],
    ['+7', '=', 7, '7'],
    [',5', '=', 0.5, '0.5'],
    ['007.5', '=', 7.5, '7.5'],
    ['1e-3', '=', 0.001, '1e-3'],
    ['1,5E+2', '=', 150, '1.5e2'],
    ['2E05', '=', 200000, '2e5'],
    ['<5', '<', 5, '5'],
    ['>0,1', '>', 0.1, '0.1'],
    ['<=10', '<=', 10, '10'],
    ['>=10', '>=', 10, '10'],
    ['=<10', '<=', 10, '10'],
    ['=>10', '>=', 10, '10'],
    ['=4', '=', 4, '4'],
    ['  <  0,05  ', '<', 0.05, '0.05'],
    ['< -2', '<', -2, '-2'],
  ])('%j is valid: relation %s, value %d, text %s', (input, relation, value, text) => {
    const parsed = parseNumericInput(input);
    expect(parsed).toMatchObject({ state: 'valid', relation, value, text });
  });

  it('the relation defaults to "=" and tells whether it was typed', () => {
    expect(parseNumericInput('5')).toMatchObject({ relation: '=', explicitRelation: false });
    expect(parseNumericInput('=5')).toMatchObject({ relation: '=', explicitRelation: true });
  });

  it.each(['<', '>', '<=', '=>', '-', '+', '<-', '1,', '1.', '.', ',', '1e', '1E', '1e-', '1,5e+', '< '])(
    '%j is incomplete and flagged value.invalidNumber',
    (input) => {
      expect(parseNumericInput(input)).toEqual({ state: 'incomplete', error: 'value.invalidNumber' });
    },
  );

  it.each(['abc', '1.2.3', '5<', '<<5', '1 000', '1e5e', '--1', 'e5', '1.e5', '1e999', '><5', '5 kg'])(
    '%j can never become valid',
    (input) => {
      expect(parseNumericInput(input)).toEqual({ state: 'invalid', error: 'value.invalidNumber' });
    },
  );

  it('formats a stored value back for the control, omitting "="', () => {
    expect(formatNumericInput({ relation: '=', text: '1.50' })).toBe('1.50');
    expect(formatNumericInput({ relation: null, text: '2' })).toBe('2');
    expect(formatNumericInput({ relation: '<=', text: '0.5' })).toBe('<=0.5');
  });

  it('counts significant digits of the entered text', () => {
    expect(significantDigits('1.50')).toBe(3);
    expect(significantDigits('0.0050')).toBe(2);
    expect(significantDigits('120')).toBe(3);
    expect(significantDigits('-5.5e3')).toBe(2);
    expect(significantDigits('0')).toBe(1);
  });
});

describe('negative values per dimension', () => {
  it.each([
    { value: -1, negativeAllowed: false, refused: true },
    { value: -0.001, negativeAllowed: false, refused: true },
    { value: 0, negativeAllowed: false, refused: false },
    { value: -0, negativeAllowed: false, refused: false },
    { value: 5.6, negativeAllowed: false, refused: false },
    { value: -1, negativeAllowed: true, refused: false },
  ])('$value with negativeAllowed $negativeAllowed → refused $refused', ({ value, negativeAllowed, refused }) => {
    expect(isNegativeRefused(value, { negativeAllowed })).toBe(refused);
  });
});
