import { EU_COUNTRY_IDS, isValidEuVatNumber } from '../contracts/tax-identifiers';
import { percentOfAmount } from './currency';

/**
 * VAT of the provider's documents (docs/decisions/vat.md). Rates are integers of basis points
 * (hundredths of a percent: 27 % = 2700) so every step is integer arithmetic; amounts are integers
 * of hundredths of the currency (numeric(14,2)), rounded to the currency's decimals.
 */

/** The standard Hungarian VAT rate (Áfa tv. 82. § (1)): the default of every catalogue price. */
export const STANDARD_VAT_PERCENT = 27;
/** The rates a price may carry: 0 % up to 100 %, in basis points. */
export const VAT_RATE_MAX_BASIS_POINTS = 10_000;
/** The provider's country: a buyer there is domestic. */
export const SELLER_COUNTRY_ID = 'HU';

/** A VAT percentage (27, 5, 18, 7.7) in basis points; RangeError outside 0–100 % or with more than 2 decimals. */
export function vatRateBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(basisPoints - percent * 100) > 1e-6 || basisPoints < 0 || basisPoints > VAT_RATE_MAX_BASIS_POINTS) {
    throw new RangeError(`Not a VAT rate in percent (0–100, 2 decimals at most): ${percent}`);
  }
  return basisPoints;
}

/** Message codes of a catalogue price's VAT rate and amounts. */
export const PRICE_MESSAGES = {
  /** A VAT rate that is not a percentage from 0 to 100 with 2 decimals at most. */
  invalidVatRate: 'billing.prices.invalidVatRate',
  /** params: { currencyId } — an amount with more decimals than the currency has (HUF: whole forints). */
  priceDecimals: 'billing.prices.priceDecimals',
} as const;

/** Whether a percentage is a VAT rate a price may carry (0–100, 2 decimals at most). */
export function isVatPercent(percent: number): boolean {
  try {
    vatRateBasisPoints(percent);
    return true;
  } catch {
    return false;
  }
}

/** Basis points back to a percentage (2700 → 27). */
export function vatPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * How VAT applies to a buyer, by the country of its invoice address and its VAT number:
 * - `domestic`: a buyer in Hungary — the price's rate;
 * - `eu_reverse_charge`: another EU member state with a valid EU VAT number of that state
 *   (jsvat-next, format and check digits) — 0 %, the buyer accounts for the VAT (Art. 196 of
 *   Directive 2006/112/EC, Áfa tv. 37. § (1)); the document says "Reverse charge";
 * - `eu_no_vat_number`: another EU member state without one — treated as a non-taxable person:
 *   the place of supply is Hungary (Áfa tv. 37. § (2)), the price's rate;
 * - `outside_eu`: any other country — a service to a business outside the EU is supplied where the
 *   buyer is established (Áfa tv. 37. § (1)): 0 %, outside the scope of Hungarian VAT.
 */
export type VatTreatment = 'domestic' | 'eu_reverse_charge' | 'eu_no_vat_number' | 'outside_eu';

export interface VatBuyer {
  /** ISO 3166 alpha-2 of the invoice address (the countries table's id). */
  countryId: string;
  vatNumber: string | null;
}

export function vatTreatment(buyer: VatBuyer, sellerCountryId: string = SELLER_COUNTRY_ID): VatTreatment {
  const country = buyer.countryId.trim().toUpperCase();
  if (country === sellerCountryId) return 'domestic';
  if (!EU_COUNTRY_IDS.has(country)) return 'outside_eu';
  const vatNumber = buyer.vatNumber?.trim() ?? '';
  return vatNumber !== '' && isValidEuVatNumber(vatNumber, country) ? 'eu_reverse_charge' : 'eu_no_vat_number';
}

/** The legal note a treatment puts on the document (i18n `documents.invoice.notes.*`), or none. */
export type VatNote = 'reverseCharge' | 'outOfScope';

export function vatNote(treatment: VatTreatment): VatNote | null {
  switch (treatment) {
    case 'eu_reverse_charge':
      return 'reverseCharge';
    case 'outside_eu':
      return 'outOfScope';
    default:
      return null;
  }
}

/** The rate a line is charged: the price's for domestic buyers and EU buyers without a VAT number, else 0. */
export function chargedVatRate(priceRateBasisPoints: number, treatment: VatTreatment): number {
  return treatment === 'domestic' || treatment === 'eu_no_vat_number' ? priceRateBasisPoints : 0;
}

/**
 * The VAT of one line: net × rate, rounded half away from zero once, straight to the currency's
 * decimals (HUF whole forints, EUR cents). Exact: BigInt, no binary fraction.
 */
export function lineVat(netMinor: number, rateBasisPoints: number, currencyId: string): number {
  if (!Number.isSafeInteger(netMinor)) throw new RangeError(`Not an amount in minor units: ${netMinor}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > VAT_RATE_MAX_BASIS_POINTS) {
    throw new RangeError(`Not a VAT rate in basis points: ${rateBasisPoints}`);
  }
  return percentOfAmount(netMinor, rateBasisPoints, currencyId);
}

/** A line with its VAT: net, the charged rate, VAT and gross in hundredths. */
export interface VatLine {
  netMinor: number;
  rateBasisPoints: number;
  vatMinor: number;
  grossMinor: number;
}

/** A line's VAT and gross at its charged rate. */
export function vatLine(netMinor: number, rateBasisPoints: number, currencyId: string): VatLine {
  const vatMinor = lineVat(netMinor, rateBasisPoints, currencyId);
  return { netMinor, rateBasisPoints, vatMinor, grossMinor: netMinor + vatMinor };
}

/** The totals of one rate. */
export interface VatRateTotal {
  rateBasisPoints: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/** A document's totals: per rate (highest rate first) and overall. */
export interface DocumentTotals {
  byRate: VatRateTotal[];
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/**
 * The totals of a document's lines per rate and overall. The VAT of a rate is the sum of its lines'
 * VAT (each line rounded once, docs/decisions/vat.md), so every column of the document adds up:
 * Σ lines = rate totals = document total, net + VAT = gross on every row.
 */
export function documentTotals(lines: readonly Pick<VatLine, 'netMinor' | 'rateBasisPoints' | 'vatMinor'>[]): DocumentTotals {
  const byRate = new Map<number, VatRateTotal>();
  for (const line of lines) {
    const total = byRate.get(line.rateBasisPoints) ?? { rateBasisPoints: line.rateBasisPoints, netMinor: 0, vatMinor: 0, grossMinor: 0 };
    total.netMinor += line.netMinor;
    total.vatMinor += line.vatMinor;
    total.grossMinor += line.netMinor + line.vatMinor;
    byRate.set(line.rateBasisPoints, total);
  }
  const rates = [...byRate.values()].sort((a, b) => b.rateBasisPoints - a.rateBasisPoints);
  return {
    byRate: rates,
    netMinor: rates.reduce((sum, rate) => sum + rate.netMinor, 0),
    vatMinor: rates.reduce((sum, rate) => sum + rate.vatMinor, 0),
    grossMinor: rates.reduce((sum, rate) => sum + rate.grossMinor, 0),
  };
}
