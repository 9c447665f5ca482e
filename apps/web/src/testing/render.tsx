import { i18nObject, loadLocale, type TranslationFunctions } from '@eqa/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent, type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { expect, onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppSettingsProvider } from '../app/app-settings';
import { currentQueryErrorSink } from '../app/error-reporting';
import { LocaleAndTheme, ScreenProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import type { Profile } from '../features/auth/profile-context';
import { DEFAULT_PLATFORM_CONFIG } from '../features/platform/platform-config';
import { appStorage } from '../lib/storage';
import { trpc } from '../lib/trpc';
import { stubLink, type StubCall, type StubTable } from './trpc-stub';

loadLocale('en');

/**
 * How long `waitFor` and `findBy…` wait for what they look for: a screen of MUI rendered in happy-dom
 * takes more than Testing Library's default second on a loaded machine (the registration wizard's first
 * render was seen to miss it while the browser tests ran beside it). A wait ends as soon as its
 * condition holds, so a longer bound costs nothing when the screen is quick.
 */
configure({ asyncUtilTimeout: 10_000 });

/** The English texts, as the screens show them (the real dictionary). */
export const en: TranslationFunctions = i18nObject('en');

export interface ScreenOptions {
  /** The fake server's answers (platform.config and, when signed in, auth.profile are answered already). */
  api?: StubTable;
  /** Signed in with this profile (a session token in the session storage); a visitor when left out. */
  profile?: Profile;
  /** Where the screen opens (wouter's location; default /). */
  path?: string;
  /** Options of the user-event instance (with fake timers: `advanceTimers: vi.advanceTimersByTime`). */
  user?: UserEventOptions;
}

export interface Screen extends RenderResult {
  user: UserEvent;
  /** Every call the screen made, in order. */
  calls: StubCall[];
  /** The calls of one procedure, their inputs in order. */
  inputsOf(path: string): unknown[];
  queryClient: QueryClient;
  /** The location the screen is at now, and every one it went to. */
  location: { readonly current: string; readonly history: readonly string[] };
}

/**
 * Renders a screen or a dialog inside the app's own providers (settings, English translations,
 * the MUI theme, the app's QueryClient, notifications, session, the error dialog, the platform
 * configuration, the profile), with the tRPC client answered by a fake server (`api`, no network)
 * and wouter on a location in memory.
 */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Screen {
  // unmounted when the test ends (Testing Library does so by itself only where vitest's globals are
  // on), and the browser storages emptied: a session or drafts would carry over to the next test
  onTestFinished(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  appStorage.setLocale('en');
  if (options.profile) appStorage.setToken('test-session');
  const calls: StubCall[] = [];
  const profile = options.profile;
  const table: StubTable = {
    'platform.config': () => DEFAULT_PLATFORM_CONFIG,
    ...(profile ? { 'auth.profile': () => profile } : {}),
    ...options.api,
  };
  const queryClient = createQueryClient(currentQueryErrorSink);
  const trpcClient = trpc.createClient({ links: [stubLink(table, calls)] });
  const memory = memoryLocation({ path: options.path ?? '/', record: true });

  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <AppSettingsProvider>
        <LocaleAndTheme>
          <trpc.Provider client={trpcClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <ScreenProviders>{children}</ScreenProviders>
            </QueryClientProvider>
          </trpc.Provider>
        </LocaleAndTheme>
      </AppSettingsProvider>
    </Router>
  );
  // no pause between the keys of user.type (each would be a timer tick): the same events, sooner
  const user = userEvent.setup({ delay: null, ...options.user });
  const result = render(ui, { wrapper });
  return {
    ...result,
    user,
    calls,
    inputsOf: (path) => calls.filter((call) => call.path === path).map((call) => call.input),
    queryClient,
    location: {
      get current() {
        return memory.history.at(-1) ?? '/';
      },
      get history() {
        return memory.history;
      },
    },
  };
}

/** A signed-in org administrator (the configuration screens' user), with what a test changes. */
export function orgAdminProfile(overrides: Partial<Profile> = {}): Profile {
  const role = { id: 'org_admin' as const, name: { en: 'Organisation administrator', hu: 'Szervezeti adminisztrátor' } };
  return {
    user: { id: 1, name: 'admin', fullName: 'Ada Admin', email: 'admin@example.com', role },
    role,
    org: { id: 10, name: 'Quality Control Org', shortName: 'QCO' },
    lab: null,
    orgUser: true,
    coreLab: false,
    seenLatestResultsFilter: true,
    ...overrides,
  };
}


/**
 * Enters a whole text into a field as a paste does: one input event, where `user.type` sends one per
 * character and the form renders again after each (a registration's seven fields took seconds). For
 * what is typed key by key (a debounce, a caret), `user.type` stays.
 */
export async function enterText(user: Screen['user'], field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * The bot-check widget of a signed-out form (`testId` of its BotCheck) says it solved its challenge, as
 * ALTCHA's element does (its `statechange` event with the payload). The widget's own attempt, which
 * happy-dom refuses (no secure context) on a timer after it mounts, is waited for first: a refusal that
 * came after the solution would take the payload back.
 */
export async function solveBotCheck(testId: string, payload = 'solved-payload'): Promise<void> {
  const widget = screen.getByTestId(testId).querySelector('altcha-widget') as (HTMLElement & { getState?: () => string }) | null;
  if (!widget) throw new Error(`no bot-check widget in ${testId}`);
  await waitFor(() => expect(widget.getState?.()).toBe('error'));
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}
