import * as jsvatModule from 'jsvat-next';

/**
 * jsvat-next ships a CommonJS build (what Node's ESM loader reads: its exports only under
 * `default`, the names are not detectable) and an ES build (what bundlers read: named exports, no
 * default). Take whichever this runtime got.
 */
const jsvat: typeof jsvatModule = 'default' in jsvatModule ? (jsvatModule as unknown as { default: typeof jsvatModule }).default : jsvatModule;

const {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} = jsvat;

/**
 * Tax identifiers of a contract (billing-notes: Hungarian tax number 8-1-2, VAT groups, EU VAT numbers).
 *
 * - Hungarian tax number (adószám): 8 digits (the 8th a check digit over the first 7 with weights
 *   9, 7, 3, 1, 9, 7, 3), a VAT code 1–5 and a 2-digit county code 02–20 or 22, 41–44, 51: `12345676-2-41`.
 *   A VAT group's identification number (csoportazonosító) has the same form (its VAT code is 4 or 5).
 * - EU VAT number: 2-letter prefix (Greece EL, Northern Ireland XI) and the member state's body,
 *   checked by format and check digits with jsvat-next.
 */

const HU_TAX_NUMBER = /^(\d{8})-([1-5])-(\d{2})$/;
const HU_COUNTY_CODES = new Set([...Array.from({ length: 19 }, (_, i) => String(i + 2).padStart(2, '0')), '22', '41', '42', '43', '44', '51']);
const HU_WEIGHTS = [9, 7, 3, 1, 9, 7, 3];

/** The check digit of a Hungarian tax number's first 7 digits. */
export function hungarianTaxCheckDigit(first7: string): number {
  const sum = HU_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first7[index]), 0);
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a Hungarian tax number: not the 8-1-2 form, an unknown county code, a wrong check digit; null when valid. */
export function hungarianTaxNumberProblem(value: string): 'format' | 'county' | 'checksum' | null {
  const match = HU_TAX_NUMBER.exec(value.trim());
  if (!match) return 'format';
  const [, base = '', , county = ''] = match;
  if (!HU_COUNTY_CODES.has(county)) return 'county';
  return hungarianTaxCheckDigit(base.slice(0, 7)) === Number(base[7]) ? null : 'checksum';
}

/** A Hungarian tax number (or group identification number) of the 8-1-2 form with a valid check digit. */
export function isValidHungarianTaxNumber(value: string): boolean {
  return hungarianTaxNumberProblem(value) === null;
}

/** Country ids (ISO 3166 alpha-2, as the countries table holds them) of the EU member states. */
export const EU_COUNTRY_IDS = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']);

/** jsvat-next's rules of the EU member states. */
const EU_VAT_RULES = [austria, belgium, bulgaria, croatia, cyprus, czechRepublic, denmark, estonia, finland, france, germany, greece, hungary, ireland, italy, latvia, lithuania, luxembourg, malta, netherlands, poland, portugal, romania, slovakiaRepublic, slovenia, spain, sweden];

/** The VAT prefix of a country where it differs from the country code. */
const VAT_PREFIX: Record<string, string> = { GR: 'EL' };

/** The normalised form of a VAT number as typed: upper case, no spaces, dots or hyphens. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.\-]/g, '').toUpperCase();
}

/** The VAT number prefix of an EU country (GR → EL, the others their country code). */
export function euVatPrefix(countryId: string): string {
  return VAT_PREFIX[countryId] ?? countryId;
}

/**
 * What is wrong with an EU VAT number, as jsvat-next tells it: a prefix of no member state
 * (`unsupportedCountry`), another state's than `countryId` (`wrongCountry`), not that state's format
 * (`format`), wrong check digits (`checksum`); null when valid.
 */
export function euVatNumberProblem(value: string, countryId?: string): 'unsupportedCountry' | 'wrongCountry' | 'format' | 'checksum' | null {
  const vat = normaliseVatNumber(value);
  const result = checkVAT(vat, EU_VAT_RULES);
  if (!result.isSupportedCountry) return 'unsupportedCountry';
  if (countryId !== undefined && !vat.startsWith(euVatPrefix(countryId))) return 'wrongCountry';
  if (!result.isValidFormat) return 'format';
  return result.isValid ? null : 'checksum';
}

/**
 * An EU VAT number valid by format and check digits; with `countryId` it must also be that
 * country's (GR → EL).
 */
export function isValidEuVatNumber(value: string, countryId?: string): boolean {
  return euVatNumberProblem(value, countryId) === null;
}
