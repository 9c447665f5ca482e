import type { Locales } from '@eqa/i18n';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { initialLocale } from '../lib/locale';
import { appStorage, type ThemeMode } from '../lib/storage';
import { loadInterfaceLocale } from './i18n';

/** The language the app starts in: the saved one, else the browser's (spec 1 §4). */
export function startLocale(): Locales {
  return initialLocale(appStorage.getLocale(), typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

interface AppSettings {
  locale: Locales;
  setLocale(locale: Locales): void;
  themeMode: ThemeMode;
  setThemeMode(mode: ThemeMode): void;
  printPreview: boolean;
  setPrintPreview(on: boolean): void;
  /** Logout: everything back to its start value except language and theme. */
  resetForLogout(): void;
}

const AppSettingsContext = createContext<AppSettings | null>(null);

/** Language, theme and print preview of the running app; language and theme are kept in localStorage. */
export function AppSettingsProvider({ children }: { children: ReactNode }) {
  // main.tsx has loaded this language's dictionary before the first render
  const [locale, setLocaleState] = useState<Locales>(startLocale);
  const [themeMode, setThemeState] = useState<ThemeMode>(() => appStorage.getTheme() ?? 'light');
  const [printPreview, setPrintPreview] = useState(false);

  // the other language's dictionary comes first; the screen keeps its language until it is there
  const setLocale = useCallback((next: Locales) => {
    void loadInterfaceLocale(next).then(
      () => {
        appStorage.setLocale(next);
        setLocaleState(next);
      },
      (error: unknown) => console.error('language not loaded', error),
    );
  }, []);
  const setThemeMode = useCallback((mode: ThemeMode) => {
    appStorage.setTheme(mode);
    setThemeState(mode);
  }, []);
  const resetForLogout = useCallback(() => setPrintPreview(false), []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(
    () => ({ locale, setLocale, themeMode, setThemeMode, printPreview, setPrintPreview, resetForLogout }),
    [locale, setLocale, themeMode, setThemeMode, printPreview, resetForLogout],
  );
  return <AppSettingsContext.Provider value={value}>{children}</AppSettingsContext.Provider>;
}

export function useAppSettings(): AppSettings {
  const value = useContext(AppSettingsContext);
  if (!value) throw new Error('useAppSettings outside AppSettingsProvider');
  return value;
}
