import { i18nObject, loadedLocales, loadLocaleAsync, type Locales, type TranslationFunctions } from '@eqa/i18n';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Loads one language's dictionary (its own chunk) unless it is there already: the first screen
 * downloads only the language it shows, and a switch loads the other before showing it.
 */
export async function loadInterfaceLocale(locale: Locales): Promise<void> {
  if (loadedLocales[locale] === undefined) await loadLocaleAsync(locale);
}

interface I18nContextValue {
  locale: Locales;
  LL: TranslationFunctions;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/**
 * The typesafe-i18n translation functions of the current language. A small adapter of our own
 * instead of the generated React one, so @eqa/i18n stays free of React (the server uses it too).
 */
export function I18nProvider({ locale, children }: { locale: Locales; children: ReactNode }) {
  const value = useMemo(() => ({ locale, LL: i18nObject(locale) }), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
