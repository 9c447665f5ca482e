import { describe, expect, it } from 'vitest';
import { parseFormNumber } from './reference-value-number';

describe('parseFormNumber', () => {
  it.each<[unknown, number | null]>([
    ['', null],
    ['   ', null],
    [null, null],
    ['5.2', 5.2],
    ['5,2', 5.2],
    [' 1 000,5 ', 1000.5],
    ['-0.3', -0.3],
    ['.5', 0.5],
    ['1e-3', 0.001],
    [7, 7],
  ])('%j → %j', (text, expected) => {
    expect(parseFormNumber(text)).toBe(expected);
  });
  it.each(['five', '5.2.1', '5,2,1', '--1', '1e'])('%j is no number (NaN)', (text) => {
    expect(parseFormNumber(text)).toBeNaN();
  });
});
