import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatQuantity } from './format';

/** Intl writes non-breaking spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('document formats', () => {
  it('write money in Hungarian with grouped thousands, a decimal comma and the symbol after the number', () => {
    expect(plain(formatMoney(1234500, 'HUF', 'hu'))).toBe('12 345,00 Ft');
    expect(plain(formatMoney(123400, 'HUF', 'hu'))).toBe('1 234,00 Ft');
    expect(plain(formatMoney(-120000, 'HUF', 'hu'))).toBe('-1 200,00 Ft');
    expect(plain(formatMoney(123456789, 'EUR', 'hu'))).toBe('1 234 567,89 EUR');
  });

  it('write money in English with the ISO code first, comma thousands and a decimal point', () => {
    expect(plain(formatMoney(1234500, 'HUF', 'en'))).toBe('HUF 12,345.00');
    expect(plain(formatMoney(5, 'EUR', 'en'))).toBe('EUR 0.05');
    expect(plain(formatMoney(-29, 'EUR', 'en'))).toBe('-EUR 0.29');
  });

  it('keep every minor unit exact and refuse fractions of one', () => {
    expect(plain(formatMoney(900719925474099, 'HUF', 'hu'))).toBe('9 007 199 254 740,99 Ft');
    expect(() => formatMoney(12.5, 'HUF', 'hu')).toThrow(RangeError);
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
