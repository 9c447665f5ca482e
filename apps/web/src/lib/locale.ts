import { baseLocale, isLocale, type Locales } from '@eqa/i18n';

/**
 * The interface language at start (spec 1 §4): the saved one, else the first browser language whose
 * prefix is one of ours (hu-HU → hu), else English.
 */
export function initialLocale(saved: string | null, browserLanguages: readonly string[]): Locales {
  if (saved && isLocale(saved)) return saved;
  for (const language of browserLanguages) {
    const prefix = language.toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLocale(prefix)) return prefix;
  }
  return baseLocale;
}
