import type { Locales } from '@eqa/i18n';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { initialLocale } from '../lib/locale';
import { appStorage, STORAGE_KEYS, type ThemeMode } from '../lib/storage';
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
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode;
  }, [themeMode]);

  // language and theme are the user's, not the tab's: when another tab changes them, this one follows
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === STORAGE_KEYS.theme) {
        const mode = appStorage.getTheme();
        if (mode) setThemeState(mode);
      } else if (event.key === STORAGE_KEYS.locale) {
        const next = appStorage.getLocale();
        if (next) void loadInterfaceLocale(next).then(() => setLocaleState(next), (error: unknown) => console.error('language not loaded', error));
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

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
