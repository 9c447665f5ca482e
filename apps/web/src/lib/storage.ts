import { isLocale, type Locales } from '@eqa/i18n';

/** The part of the Web Storage API the app uses (an in-memory one stands in when storage is unavailable). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ThemeMode = 'light' | 'dark';

/**
 * Storage keys. The session token lives in sessionStorage (spec 1 §4: gone with the tab); language,
 * theme and the demo date in localStorage (they survive logout).
 */
export const STORAGE_KEYS = {
  token: 'eqa.token',
  outdatedBrowserDismissed: 'eqa.outdatedBrowserDismissed',
  locale: 'eqa.locale',
  theme: 'eqa.theme',
  demoDate: 'eqa.demoDate',
} as const;

export function memoryStore(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A browser storage that degrades to memory when it is missing or throws (private mode, quotas). */
function browserStore(pick: () => Storage): KeyValueStore {
  const fallback = memoryStore();
  const attempt = <T>(fn: (storage: Storage) => T, otherwise: () => T): T => {
    try {
      return fn(pick());
    } catch {
      return otherwise();
    }
  };
  return {
    getItem: (key) => attempt((s) => s.getItem(key), () => fallback.getItem(key)),
    setItem: (key, value) => attempt((s) => s.setItem(key, value), () => fallback.setItem(key, value)),
    removeItem: (key) => attempt((s) => s.removeItem(key), () => fallback.removeItem(key)),
  };
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function createAppStorage(session: KeyValueStore, local: KeyValueStore) {
  return {
    getToken: (): string | null => session.getItem(STORAGE_KEYS.token) || null,
    setToken: (token: string): void => session.setItem(STORAGE_KEYS.token, token),
    clearToken: (): void => session.removeItem(STORAGE_KEYS.token),

    isOutdatedBrowserDismissed: (): boolean => session.getItem(STORAGE_KEYS.outdatedBrowserDismissed) === '1',
    dismissOutdatedBrowser: (): void => session.setItem(STORAGE_KEYS.outdatedBrowserDismissed, '1'),

    getLocale: (): Locales | null => {
      const value = local.getItem(STORAGE_KEYS.locale);
      return value && isLocale(value) ? value : null;
    },
    setLocale: (locale: Locales): void => local.setItem(STORAGE_KEYS.locale, locale),

    getTheme: (): ThemeMode | null => {
      const value = local.getItem(STORAGE_KEYS.theme);
      return value === 'light' || value === 'dark' ? value : null;
    },
    setTheme: (mode: ThemeMode): void => local.setItem(STORAGE_KEYS.theme, mode),

    /** The chosen demo date as an ISO date-time, or null (also for an unreadable stored value). */
    getDemoDate: (): string | null => {
      const value = local.getItem(STORAGE_KEYS.demoDate);
      return value && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
    },
    setDemoDate: (iso: string): void => local.setItem(STORAGE_KEYS.demoDate, iso),
    clearDemoDate: (): void => local.removeItem(STORAGE_KEYS.demoDate),

    /** Logout: forget everything of the session; language, theme and the demo date stay. */
    clearSession: (): void => {
      session.removeItem(STORAGE_KEYS.token);
    },
  };
}

export type AppStorage = ReturnType<typeof createAppStorage>;

/** The browser's localStorage (memory when it is unavailable), for what a screen remembers of its own. */
export const appLocalStore: KeyValueStore = browserStore(() => window.localStorage);

/** The storage of the running app. */
export const appStorage: AppStorage = createAppStorage(browserStore(() => window.sessionStorage), appLocalStore);
