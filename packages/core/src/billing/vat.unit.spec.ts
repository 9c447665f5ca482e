import { describe, expect, it } from 'vitest';
import { MONEY_MAX_MINOR } from '../orders/money';
import { currencyDecimals, fitsCurrency, percentOfAmount, roundToCurrency } from './currency';
import { chargedVatRate, documentTotals, lineVat, vatLine, vatNote, vatRateBasisPoints, vatTreatment, type VatTreatment } from './vat';

describe('VAT per buyer (country of the invoice address, VAT number)', () => {
  it.each<[string, string, string | null, VatTreatment, number, 'reverseCharge' | 'outOfScope' | null]>([
    ['domestic with a tax number', 'HU', '10597190-2-44', 'domestic', 2700, null],
    ['domestic without one', 'HU', null, 'domestic', 2700, null],
    ['domestic, country typed in lower case', 'hu', null, 'domestic', 2700, null],
    ['EU with a valid VAT number', 'AT', 'ATU13585627', 'eu_reverse_charge', 0, 'reverseCharge'],
    ['EU with a valid VAT number typed with spaces', 'DE', 'DE 129 273 398', 'eu_reverse_charge', 0, 'reverseCharge'],
    ['Greece (EL prefix)', 'GR', 'EL094259216', 'eu_reverse_charge', 0, 'reverseCharge'],
    ['EU without a VAT number', 'AT', null, 'eu_no_vat_number', 2700, null],
    ['EU with a blank VAT number', 'AT', '  ', 'eu_no_vat_number', 2700, null],
    ['EU with a VAT number failing its check digits', 'AT', 'ATU13585626', 'eu_no_vat_number', 2700, null],
    ['EU with another state’s VAT number', 'DE', 'ATU13585627', 'eu_no_vat_number', 2700, null],
    ['outside the EU', 'CH', 'CHE-123.456.788', 'outside_eu', 0, 'outOfScope'],
    ['outside the EU without a number', 'RS', null, 'outside_eu', 0, 'outOfScope'],
    ['the United Kingdom is outside the EU', 'GB', 'GB980780684', 'outside_eu', 0, 'outOfScope'],
  ])('%s: %s %s → %s, %i bp, note %s', (_name, countryId, vatNumber, treatment, rate, note) => {
    const found = vatTreatment({ countryId, vatNumber });
    expect(found).toBe(treatment);
    expect(chargedVatRate(2700, found)).toBe(rate);
    expect(vatNote(found)).toBe(note);
  });

  it('keeps a reduced price rate for buyers that are charged VAT', () => {
    expect(chargedVatRate(500, 'domestic')).toBe(500);
    expect(chargedVatRate(500, 'eu_no_vat_number')).toBe(500);
    expect(chargedVatRate(500, 'eu_reverse_charge')).toBe(0);
  });
});

describe('rounding per currency', () => {
  it.each([
    ['HUF', 0],
    ['huf', 0],
    ['EUR', 2],
    ['USD', 2],
    ['JPY', 0],
  ])('%s has %i decimals', (currency, decimals) => {
    expect(currencyDecimals(currency)).toBe(decimals);
  });

  it.each([
    ['HUF', 1234550, 1234600], // 12 345,50 → 12 346
    ['HUF', 1234549, 1234500],
    ['HUF', -50, -100], // half away from zero
    ['HUF', -49, 0],
    ['HUF', 3812000, 3812000],
    ['EUR', 1234549, 1234549],
  ])('%s %i → %i', (currency, minor, rounded) => {
    expect(roundToCurrency(minor, currency)).toBe(rounded);
    expect(fitsCurrency(rounded, currency)).toBe(true);
  });

  it.each([
    // net (hundredths), rate (bp), currency, VAT (hundredths)
    [3812000, 2700, 'HUF', 1029200], // 38 120 × 27 % = 10 292,40 → 10 292
    [3812500, 2700, 'HUF', 1029400], // 38 125 × 27 % = 10 293,75 → 10 294
    [5000, 2700, 'HUF', 1400], // 50 × 27 % = 13,50 → 14 (half away from zero)
    [-5000, 2700, 'HUF', -1400],
    [3812000, 500, 'HUF', 190600], // 5 %: 1 906
    [12345, 2700, 'EUR', 3333], // 123,45 × 27 % = 33,3315 → 33,33
    [12350, 2700, 'EUR', 3335], // 123,50 × 27 % = 33,345 → 33,35 (half away from zero)
    [-12350, 2700, 'EUR', -3335],
    [99_999_999_999_900, 2700, 'HUF', 27_000_000_000_000], // 999 999 999 999 × 27 % = 269 999 999 999,73: exact beyond 2^53 intermediates
    [3812000, 0, 'HUF', 0],
  ])('VAT of %i at %i bp in %s is %i', (net, rate, currency, vat) => {
    expect(lineVat(net, rate, currency)).toBe(vat);
  });

  it('refuses rates outside 0–100 % and amounts that are not whole minor units', () => {
    expect(() => lineVat(100, 10001, 'EUR')).toThrow(RangeError);
    expect(() => lineVat(100, -1, 'EUR')).toThrow(RangeError);
    expect(() => lineVat(1.5, 2700, 'EUR')).toThrow(RangeError);
  });

  it.each([
    [27, 2700],
    [5, 500],
    [7.7, 770],
    [0, 0],
    [100, 10000],
  ])('%d %% is %i basis points', (percent, bp) => {
    expect(vatRateBasisPoints(percent)).toBe(bp);
  });

  it.each([-1, 100.01, 27.005, Number.NaN])('%d is not a VAT rate', (percent) => {
    expect(() => vatRateBasisPoints(percent)).toThrow(RangeError);
  });
});

describe('document totals per rate', () => {
  it.each([
    {
      name: 'one rate, HUF: the rate’s VAT is the sum of the lines’ rounded VAT',
      currency: 'HUF',
      lines: [
        [5000, 2700], // 13,50 → 14
        [5000, 2700], // 13,50 → 14
      ],
      byRate: [{ rateBasisPoints: 2700, netMinor: 10000, vatMinor: 2800, grossMinor: 12800 }],
      total: { netMinor: 10000, vatMinor: 2800, grossMinor: 12800 },
    },
    {
      name: 'two rates, highest first',
      currency: 'HUF',
      lines: [
        [3812000, 500],
        [3812000, 2700],
        [1000000, 2700],
      ],
      byRate: [
        { rateBasisPoints: 2700, netMinor: 4812000, vatMinor: 1029200 + 270000, grossMinor: 4812000 + 1299200 },
        { rateBasisPoints: 500, netMinor: 3812000, vatMinor: 190600, grossMinor: 4002600 },
      ],
      total: { netMinor: 8624000, vatMinor: 1489800, grossMinor: 10113800 },
    },
    {
      name: 'a deduction line takes off its rate’s net and VAT',
      currency: 'EUR',
      lines: [
        [12350, 2700],
        [-10000, 2700],
      ],
      byRate: [{ rateBasisPoints: 2700, netMinor: 2350, vatMinor: 3335 - 2700, grossMinor: 2350 + 635 }],
      total: { netMinor: 2350, vatMinor: 635, grossMinor: 2985 },
    },
    {
      name: 'reverse charge: everything at 0 %',
      currency: 'EUR',
      lines: [
        [12350, 0],
        [5000, 0],
      ],
      byRate: [{ rateBasisPoints: 0, netMinor: 17350, vatMinor: 0, grossMinor: 17350 }],
      total: { netMinor: 17350, vatMinor: 0, grossMinor: 17350 },
    },
    { name: 'no lines', currency: 'EUR', lines: [], byRate: [], total: { netMinor: 0, vatMinor: 0, grossMinor: 0 } },
  ])('$name', ({ currency, lines, byRate, total }) => {
    const totals = documentTotals(lines.map(([net, rate]) => vatLine(net ?? 0, rate ?? 0, currency)));
    expect(totals.byRate).toEqual(byRate);
    expect({ netMinor: totals.netMinor, vatMinor: totals.vatMinor, grossMinor: totals.grossMinor }).toEqual(total);
    for (const rate of totals.byRate) expect(rate.netMinor + rate.vatMinor).toBe(rate.grossMinor);
  });
});

describe('percentOfAmount: half away from zero, once, to the currency', () => {
  it.each([
    [9999, 1000, 'EUR', 1000],
    [10000, 1000, 'EUR', 1000],
    [5, 1000, 'EUR', 1],
    [4, 1000, 'EUR', 0],
    [15, 1000, 'EUR', 2],
    [-15, 1000, 'EUR', -2],
    [-4, 1000, 'EUR', 0],
    [12345, 0, 'EUR', 0],
    [MONEY_MAX_MINOR, 1000, 'EUR', 10_000_000_000_000],
    [3812500, 1000, 'HUF', 381300], // 38 125 × 10 % = 3 812,50 → 3 813
    [3812400, 1000, 'HUF', 381200], // 3 812,40 → 3 812
    [3814900, 1000, 'HUF', 381500], // 3 814,90 → 3 815
  ])('%s × %s bp in %s = %s', (minor, basisPoints, currency, result) => {
    expect(percentOfAmount(minor, basisPoints, currency)).toBe(result);
  });

  it('wants integer amounts and rates', () => {
    expect(() => percentOfAmount(1.5, 1000, 'EUR')).toThrow(RangeError);
    expect(() => percentOfAmount(100, 2.5, 'EUR')).toThrow(RangeError);
  });
});
