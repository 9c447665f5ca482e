import { isLocale, locales as dictionaryLocales, type Locales } from '@eqa/i18n';
import { usePlatformConfig } from './platform-config';

/** The interface languages in the configured order (config locales we have a dictionary for). */
export function useInterfaceLocales(): Locales[] {
  const config = usePlatformConfig();
  const configured = [...config.locales]
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((locale) => locale.id)
    .filter(isLocale);
  return configured.length > 0 ? configured : dictionaryLocales;
}
