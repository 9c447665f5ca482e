import { describe, expect, it } from 'vitest';
import { hungarianTaxCheckDigit, isValidEuVatNumber, isValidHungarianTaxNumber, normaliseVatNumber } from './tax-identifiers';

describe('Hungarian tax number (8-1-2)', () => {
  it.each([
    ['10597190-2-44', true],
    ['10597190-4-44', true], // a VAT group member's code
    ['10597190-2-02', true],
    ['10597190-2-51', true],
    [' 10597190-2-44 ', true],
    ['10597191-2-44', false], // wrong check digit
    ['10597190-6-44', false], // VAT code 1–5 only
    ['10597190-2-21', false], // no county 21
    ['10597190-2-01', false],
    ['1059719-2-44', false],
    ['10597190244', false], // the hyphens are part of the form
    ['105971902-2-44', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidHungarianTaxNumber(value)).toBe(valid);
  });

  it.each([
    ['1059719', 0],
    ['1234567', 6],
  ])('the check digit of %s is %i', (first7, digit) => {
    expect(hungarianTaxCheckDigit(first7)).toBe(digit);
  });
});

describe('EU VAT number (jsvat-next, by country format and checksum)', () => {
  it.each([
    ['ATU13585627', 'AT', true],
    ['HU10597190', 'HU', true],
    ['NL004495445B01', 'NL', true],
    ['EL094259216', 'GR', true], // Greece uses EL
    ['GR094259216', 'GR', false],
    ['BE0411905847', 'BE', true],
    ['DE 129 273 398', 'DE', true], // typed with spaces
    ['ATU13585626', 'AT', false], // checksum
    ['ATU13585627', 'DE', false], // another country's number
    ['HU10597191', 'HU', false],
    ['XX12345678', undefined, false],
    ['GB980780684', undefined, false], // not an EU member state
  ])('%s for %s → %s', (value, country, valid) => {
    expect(isValidEuVatNumber(value, country)).toBe(valid);
  });

  it('normalises spaces, dots, hyphens and case', () => {
    expect(normaliseVatNumber(' de 129.273-398 ')).toBe('DE129273398');
  });
});
