import { describe, expect, it } from 'vitest';
import { formatDay, formatExchangeRate, formatMoney, formatQuantity, formatVatRate } from './format';

/** Intl writes non-breaking spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('document formats', () => {
  it.each([
    // minor units, currency, hu, en: forints without decimals, euros with two
    [1234500, 'HUF', '12 345 Ft', 'HUF 12,345'],
    [3812000, 'HUF', '38 120 Ft', 'HUF 38,120'],
    [123400, 'HUF', '1 234 Ft', 'HUF 1,234'],
    [-120000, 'HUF', '-1 200 Ft', '-HUF 1,200'],
    [3812050, 'HUF', '38 121 Ft', 'HUF 38,121'], // a fraction of a forint (rows issued before) is rounded for print
    [123456789, 'EUR', '1 234 567,89 EUR', 'EUR 1,234,567.89'],
    [5, 'EUR', '0,05 EUR', 'EUR 0.05'],
    [-29, 'EUR', '-0,29 EUR', '-EUR 0.29'],
  ])('write %i %s as %s (hu) and %s (en)', (minor, currency, hu, en) => {
    expect(plain(formatMoney(minor, currency, 'hu'))).toBe(hu);
    expect(plain(formatMoney(minor, currency, 'en'))).toBe(en);
  });

  it('keep every minor unit exact and refuse fractions of one', () => {
    expect(plain(formatMoney(900719925474099, 'EUR', 'hu'))).toBe('9 007 199 254 740,99 EUR');
    expect(() => formatMoney(12.5, 'HUF', 'hu')).toThrow(RangeError);
  });

  it('write VAT rates and exchange rates', () => {
    expect(plain(formatVatRate(2700, 'hu'))).toMatch(/^27 ?%$/);
    expect(formatVatRate(550, 'en')).toBe('5.5%');
    expect(formatExchangeRate(3951200, 'hu')).toBe('395,12');
    expect(formatExchangeRate(3951234, 'en')).toBe('395.1234');
  });

  it('write calendar days as each language does, whatever the time zone', () => {
    expect(formatDay('2017-05-16', 'hu')).toBe('2017. 05. 16.');
    expect(formatDay('2017-05-16', 'en')).toBe('16/05/2017');
    expect(formatDay('2017-12-31', 'hu')).toBe('2017. 12. 31.');
    expect(() => formatDay('16/05/2017', 'en')).toThrow(RangeError);
  });

  it('write quantities with the locale separators', () => {
    expect(formatQuantity(2, 'hu')).toBe('2');
    expect(formatQuantity(1.5, 'hu')).toBe('1,5');
    expect(formatQuantity(1.5, 'en')).toBe('1.5');
  });
});
