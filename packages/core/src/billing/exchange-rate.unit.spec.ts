import { describe, expect, it } from 'vitest';
import { exchangeRateFor, exchangeRateToDecimal, parseExchangeRate, toForints, ZExchangeRateInput } from './exchange-rate';

describe('exchange rates (HUF per unit, ten-thousandths)', () => {
  it.each([
    ['395.12', 3951200],
    ['395,12', 3951200],
    [' 1.2345 ', 12345],
    ['400', 4000000],
    [395.12, 3951200],
    ['0', null],
    ['-1', null],
    ['1.23456', null],
    ['abc', null],
    ['1000000', null],
  ])('%s → %s', (text, scaled) => {
    expect(parseExchangeRate(text)).toBe(scaled);
  });

  it('writes a rate back for the numeric column', () => {
    expect(exchangeRateToDecimal(3951234)).toBe('395.1234');
    expect(exchangeRateToDecimal(12345)).toBe('1.2345');
  });

  it.each([
    ['2017-05-16', '2017-05-16'], // the day's own rate
    ['2017-05-14', '2017-05-12'], // a Sunday: the last rate before it
    ['2017-05-20', '2017-05-19'],
    ['2017-05-01', null], // none on or before the day
  ])('the rate for %s is the one of %s', (day, found) => {
    const entries = [
      { day: '2017-05-12', rate: 3_100_000 },
      { day: '2017-05-16', rate: 3_110_000 },
      { day: '2017-05-19', rate: 3_120_000 },
    ];
    expect(exchangeRateFor(day, entries)?.day ?? null).toBe(found);
  });

  it.each([
    [2700, 3951200, 1066800], // EUR 27,00 × 395,12 = 10 668,24 → 10 668
    [2750, 3951200, 1086600], // 27,50 × 395,12 = 10 865,80 → 10 866
    [-2700, 3951200, -1066800],
    [0, 3951200, 0],
  ])('%i hundredths at %i are %i hundredths of forints', (minor, rate, forints) => {
    expect(toForints(minor, rate)).toBe(forints);
  });

  it('accepts a currency, a day and a rate; refuses HUF itself and a bad rate', () => {
    expect(ZExchangeRateInput.safeParse({ currencyId: 'EUR', day: '2017-05-16', rate: '395.12' }).success).toBe(true);
    expect(ZExchangeRateInput.safeParse({ currencyId: 'HUF', day: '2017-05-16', rate: '1' }).error?.issues[0]?.message).toBe('billing.exchangeRates.homeCurrency');
    expect(ZExchangeRateInput.safeParse({ currencyId: 'EUR', day: '2017-05-16', rate: '0' }).error?.issues[0]?.message).toBe('billing.exchangeRates.invalidRate');
  });
});
