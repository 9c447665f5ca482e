/**
 * The LOINC property a UCUM unit measures, where the portal can tell (issue 36: a LOINC code names
 * its property, 14749-6 glucose in moles per volume, 2345-7 in mass per volume, and a value's
 * unit must fit it): mass per volume (MCnc), substance per volume (SCnc), catalytic activity per
 * volume (CCnc), number per volume (NCnc), volume fraction (VFr), time (Time). Null: not known
 * (no check). Prefixes (m, µ/u, n, p, k, d) and 10*n factors are read; annotations `{…}` carry no meaning.
 */
export type LoincProperty = 'MCnc' | 'SCnc' | 'CCnc' | 'NCnc' | 'VFr' | 'Time';

const PREFIX = '(?:[munpfkdc]|u)?';
const VOLUME = `${PREFIX}L`;

const RULES: ReadonlyArray<{ pattern: RegExp; property: LoincProperty }> = [
  { pattern: new RegExp(`^${PREFIX}g/${VOLUME}$`), property: 'MCnc' },
  { pattern: new RegExp(`^${PREFIX}mol/${VOLUME}$`), property: 'SCnc' },
  { pattern: new RegExp(`^${PREFIX}eq/${VOLUME}$`), property: 'SCnc' },
  { pattern: new RegExp(`^(?:${PREFIX}U|${PREFIX}kat)/${VOLUME}$`), property: 'CCnc' },
  { pattern: new RegExp(`^(?:10\\*\\d+)?/${VOLUME}$`), property: 'NCnc' },
  { pattern: new RegExp(`^(?:L/L|%)$`), property: 'VFr' },
  { pattern: new RegExp(`^(?:${PREFIX}s|min|h)$`), property: 'Time' },
];

export function ucumProperty(code: string): LoincProperty | null {
  const plain = code.replace(/\{[^}]*\}/g, '').replace(/µ/g, 'u').trim();
  return RULES.find((rule) => rule.pattern.test(plain))?.property ?? null;
}

/**
 * A unit fits a LOINC code's property unless both are known and differ (an unknown property, or
 * a unit the portal cannot classify, is not refused).
 */
export function unitFitsProperty(ucum: string | null, property: string | null): boolean {
  if (ucum === null || property === null) return true;
  const unitProperty = ucumProperty(ucum);
  return unitProperty === null || unitProperty === property;
}

/**
 * A well-formed UCUM code as the portal stores it (the syntax of UCUM's case-sensitive grammar:
 * printable ASCII without spaces, balanced annotation braces and parentheses, at most 50 characters).
 */
export function isWellFormedUcum(code: string): boolean {
  if (!/^[\x21-\x7e]{1,50}$/.test(code)) return false;
  let braces = 0;
  let parens = 0;
  for (const ch of code) {
    if (ch === '{') braces += 1;
    else if (ch === '}') braces -= 1;
    else if (ch === '(' && braces === 0) parens += 1;
    else if (ch === ')' && braces === 0) parens -= 1;
    if (braces < 0 || braces > 1 || parens < 0) return false;
  }
  return braces === 0 && parens === 0;
}

/** LOINC codes: digits, a hyphen and the check digit (14749-6). */
export const LOINC_CODE_PATTERN = /^[0-9]{1,7}-[0-9]$/;

/** The LOINC check digit (mod 10, as LOINC computes it) is right. */
export function isValidLoinc(code: string): boolean {
  if (!LOINC_CODE_PATTERN.test(code)) return false;
  const [digits, check] = code.split('-') as [string, string];
  // LOINC's mod-10: from the right, double every other digit starting with the rightmost
  let sum = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((d, i) => {
    let n = Number(d);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n = Math.floor(n / 10) + (n % 10);
    }
    sum += n;
  });
  return (10 - (sum % 10)) % 10 === Number(check);
}
