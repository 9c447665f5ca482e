/**
 * ISO 3166-1 alpha-2: every officially assigned country code (249). Names come from
 * Intl.DisplayNames in the interface language (docs/decisions/countries.md).
 */
export const ISO_COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'YE', 'YT',
  'ZA', 'ZM', 'ZW',
] as const;

/**
 * ISO 4217: the active currency codes with their minor units (digits after the decimal point), the
 * precious metals, testing and fund codes left out.
 */
export const ISO_CURRENCIES: ReadonlyArray<{ id: string; decimals: number }> = [
  ['AED', 2], ['AFN', 2], ['ALL', 2], ['AMD', 2], ['ANG', 2], ['AOA', 2], ['ARS', 2], ['AUD', 2], ['AWG', 2], ['AZN', 2],
  ['BAM', 2], ['BBD', 2], ['BDT', 2], ['BGN', 2], ['BHD', 3], ['BIF', 0], ['BMD', 2], ['BND', 2], ['BOB', 2], ['BRL', 2], ['BSD', 2], ['BTN', 2], ['BWP', 2], ['BYN', 2], ['BZD', 2],
  ['CAD', 2], ['CDF', 2], ['CHF', 2], ['CLP', 0], ['CNY', 2], ['COP', 2], ['CRC', 2], ['CUP', 2], ['CVE', 2], ['CZK', 2],
  ['DJF', 0], ['DKK', 2], ['DOP', 2], ['DZD', 2],
  ['EGP', 2], ['ERN', 2], ['ETB', 2], ['EUR', 2],
  ['FJD', 2], ['FKP', 2],
  ['GBP', 2], ['GEL', 2], ['GHS', 2], ['GIP', 2], ['GMD', 2], ['GNF', 0], ['GTQ', 2], ['GYD', 2],
  ['HKD', 2], ['HNL', 2], ['HTG', 2], ['HUF', 2],
  ['IDR', 2], ['ILS', 2], ['INR', 2], ['IQD', 3], ['IRR', 2], ['ISK', 0],
  ['JMD', 2], ['JOD', 3], ['JPY', 0],
  ['KES', 2], ['KGS', 2], ['KHR', 2], ['KMF', 0], ['KPW', 2], ['KRW', 0], ['KWD', 3], ['KYD', 2], ['KZT', 2],
  ['LAK', 2], ['LBP', 2], ['LKR', 2], ['LRD', 2], ['LSL', 2], ['LYD', 3],
  ['MAD', 2], ['MDL', 2], ['MGA', 2], ['MKD', 2], ['MMK', 2], ['MNT', 2], ['MOP', 2], ['MRU', 2], ['MUR', 2], ['MVR', 2], ['MWK', 2], ['MXN', 2], ['MYR', 2], ['MZN', 2],
  ['NAD', 2], ['NGN', 2], ['NIO', 2], ['NOK', 2], ['NPR', 2], ['NZD', 2],
  ['OMR', 3],
  ['PAB', 2], ['PEN', 2], ['PGK', 2], ['PHP', 2], ['PKR', 2], ['PLN', 2], ['PYG', 0],
  ['QAR', 2],
  ['RON', 2], ['RSD', 2], ['RUB', 2], ['RWF', 0],
  ['SAR', 2], ['SBD', 2], ['SCR', 2], ['SDG', 2], ['SEK', 2], ['SGD', 2], ['SHP', 2], ['SLE', 2], ['SOS', 2], ['SRD', 2], ['SSP', 2], ['STN', 2], ['SVC', 2], ['SYP', 2], ['SZL', 2],
  ['THB', 2], ['TJS', 2], ['TMT', 2], ['TND', 3], ['TOP', 2], ['TRY', 2], ['TTD', 2], ['TWD', 2], ['TZS', 2],
  ['UAH', 2], ['UGX', 0], ['USD', 2], ['UYU', 2], ['UZS', 2],
  ['VED', 2], ['VES', 2], ['VND', 0], ['VUV', 0],
  ['WST', 2],
  ['XAF', 0], ['XCD', 2], ['XOF', 0], ['XPF', 0],
  ['YER', 2],
  ['ZAR', 2], ['ZMW', 2], ['ZWG', 2],
].map(([id, decimals]) => ({ id: id as string, decimals: decimals as number }));

const COUNTRY_SET: ReadonlySet<string> = new Set(ISO_COUNTRY_CODES);
const CURRENCY_SET: ReadonlySet<string> = new Set(ISO_CURRENCIES.map((c) => c.id));

export function isIsoCountryCode(value: string): boolean {
  return COUNTRY_SET.has(value);
}

export function isIsoCurrencyCode(value: string): boolean {
  return CURRENCY_SET.has(value);
}

/** A region's name in a language (Intl.DisplayNames), the code itself when the runtime has none. */
export function countryDisplayName(countryId: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}

/** A currency's name in a language (Intl.DisplayNames), the code itself when the runtime has none. */
export function currencyDisplayName(currencyId: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' }).of(currencyId) ?? currencyId;
  } catch {
    return currencyId;
  }
}
