/**
 * Case- and accent-insensitive search without the `unaccent` extension (PGlite lacks it): the
 * database side runs `lower(translate(column, SEARCH_FOLD_FROM, SEARCH_FOLD_TO))` and the typed
 * text goes through `foldSearchText`, which maps the very same characters. The accented capitals
 * are listed too because `lower()` only folds ASCII under the C locale (PGlite, many servers).
 */
const ACCENTED = 'áàâäãåāăąçćčďđéèêëēėęěíìîïīįıłľĺñńňóòôöõőøōŕřśšşťţúùûüűůūųýÿžźż';
const PLAIN = 'aaaaaaaaacccddeeeeeeeeiiiiiiilllnnnoooooooorrsssttuuuuuuuuyyzzz';
const ACCENTED_UPPER = 'ÁÀÂÄÃÅĀĂĄÇĆČĎĐÉÈÊËĒĖĘĚÍÌÎÏĪĮIŁĽĹÑŃŇÓÒÔÖÕŐØŌŔŘŚŠŞŤŢÚÙÛÜŰŮŪŲÝŸŽŹŻ';
export const SEARCH_FOLD_FROM = ACCENTED + ACCENTED_UPPER;
export const SEARCH_FOLD_TO = PLAIN + PLAIN;

const FOLD = new Map<string, string>([...ACCENTED].map((ch, i) => [ch, PLAIN.charAt(i)]));

/** Lower-cases, folds accents and trims: 'Szeged Ő' → 'szeged o'. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const ch of text.trim().toLowerCase()) out += FOLD.get(ch) ?? ch;
  return out;
}

/** Escapes LIKE wildcards so typed text matches literally inside `like '%…%'`. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
