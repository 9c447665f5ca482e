import { describe, expect, it } from 'vitest';
import { deadlineParts, formatMinorMoney, formatMoney, timeZoneName } from './money-format';

/** Intl puts narrow no-break spaces in some locales; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money per locale', () => {
  it('shows whole forint amounts without decimals and keeps the fillér', () => {
    expect(plain(formatMinorMoney(1_250_000, 'HUF', 'hu'))).toBe('12 500 Ft');
    expect(plain(formatMinorMoney(1_250_050, 'HUF', 'hu'))).toBe('12 500,50 Ft');
    expect(plain(formatMinorMoney(1_250_000, 'HUF', 'en'))).toBe('HUF 12,500');
  });
  it('shows euros with cents', () => {
    expect(plain(formatMinorMoney(123_450, 'EUR', 'en'))).toBe('€1,234.50');
    expect(plain(formatMinorMoney(123_450, 'EUR', 'hu'))).toMatch(/^1234,50 (EUR|€)$/);
  });
  it('formats major units exactly (no binary noise) and negative differences', () => {
    expect(plain(formatMoney(0.1 + 0.2, 'EUR', 'en'))).toBe('€0.30');
    expect(plain(formatMoney(-12.5, 'EUR', 'en'))).toBe('-€12.50');
  });
  it('writes an unknown currency code after the number', () => {
    expect(plain(formatMinorMoney(1050, 'X1', 'en'))).toBe('10.50 X1');
  });
});

describe('deadlines with their time zone', () => {
  it('names the provider zone in summer and winter', () => {
    expect(timeZoneName('2017-06-15T10:00:00Z', 'en')).toBe('CEST');
    expect(timeZoneName('2017-01-15T10:00:00Z', 'en')).toBe('CET');
  });
  it('shows the Budapest wall time', () => {
    expect(deadlineParts('2017-06-15T21:59:00Z', 'en')).toEqual({ date: '15/06/2017, 23:59', zone: 'CEST' });
  });
});
