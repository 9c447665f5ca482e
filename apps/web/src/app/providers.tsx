import { CssBaseline, GlobalStyles, ThemeProvider, useColorScheme, useMediaQuery } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session';
import { ProfileProvider } from '../features/auth/profile-context';
import { PlatformConfigProvider } from '../features/platform/platform-config';
import { currentDemoSettings, demoDateHeader } from '../lib/demo-date';
import { appStorage } from '../lib/storage';
import { createTrpcClient, requestHeaders, trpc } from '../lib/trpc';
import { AppSettingsProvider, useAppSettings } from './app-settings';
import { currentQueryErrorSink, ErrorReportingProvider } from './error-reporting';
import { I18nProvider } from './i18n';
import { NotificationProvider } from './notifications';
import { preloadFirstScreen } from './first-screen-preload';
import { createQueryClient } from './query-client';
import type { ThemeMode } from '../lib/storage';
import { createAppTheme } from './theme';

const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.no-print': { display: 'none !important' },
        body: { backgroundColor: '#fff' },
      },
      // less motion for the screens' own animations too (the theme stops MUI's): they end at once, and
      // no transition runs. Not the common 0.01ms duration: with `transition-property` at its default
      // `all`, that made a transition of every changed property of every element, thousands at a theme
      // switch (1–2.5 s on the survey page, 40–60 ms without them); a 0s transition is none.
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0s !important',
          transitionDelay: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
    }}
  />
);

/**
 * MUI's colour scheme follows the app's theme setting (which the app keeps in its own storage, so MUI
 * keeps none): the page's `data-theme` attribute changes, the CSS variables with it, and nothing renders
 * again but what reads the mode.
 */
function ThemeColourScheme({ mode }: { mode: ThemeMode }) {
  const { setMode } = useColorScheme();
  useLayoutEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/** Translations and the MUI theme of the current language, in the current theme mode (inside AppSettingsProvider). */
export function LocaleAndTheme({ children }: { children: ReactNode }) {
  const { locale, themeMode } = useAppSettings();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const motion = reducedMotion ? 'reduced' : 'full';
  const theme = useMemo(() => createAppTheme(locale, motion), [locale, motion]);
  return (
    <I18nProvider locale={locale}>
      <ThemeProvider theme={theme} defaultMode={themeMode} storageManager={null}>
        <ThemeColourScheme mode={themeMode} />
        <CssBaseline enableColorScheme />
        {printStyles}
        {children}
      </ThemeProvider>
    </I18nProvider>
  );
}

/** The QueryClient and the tRPC client (token and demo date read at each call). */
function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(currentQueryErrorSink));
  const [trpcClient] = useState(() => {
    const client = createTrpcClient(() => requestHeaders(appStorage.getToken(), demoDateHeader(currentDemoSettings(), appStorage.getDemoDate())));
    preloadFirstScreen(queryClient, client, window.location.pathname, appStorage.getToken() !== null);
    return client;
  });
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/**
 * What the screens rely on below the API clients, outermost first: notifications, session, the
 * error handler, the platform configuration and the signed-in profile (also the component tests'
 * providers, src/testing/render.tsx, under their own API clients).
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider>
      <SessionProvider>
        <ErrorReportingProvider>
          <PlatformConfigProvider>
            <ProfileProvider>{children}</ProfileProvider>
          </PlatformConfigProvider>
        </ErrorReportingProvider>
      </SessionProvider>
    </NotificationProvider>
  );
}

/**
 * Everything the screens rely on, outermost first: settings (language, theme, print preview),
 * translations and theme, API clients, then the screen providers above.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppSettingsProvider>
      <LocaleAndTheme>
        <ApiProvider>
          <ScreenProviders>{children}</ScreenProviders>
        </ApiProvider>
      </LocaleAndTheme>
    </AppSettingsProvider>
  );
}
