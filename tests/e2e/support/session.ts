import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotsWanted, shoot } from './shots';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_VALIDATION_PASSWORD = '1234';
export type DemoUser = 'admin' | 'lab' | 'corelab';

/** Signs in through the login page's form and waits for the landing page. */
export async function signInThroughForm(page: Page, username: DemoUser | string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

/**
 * The sessions of this worker process, by server, user and password: each user signs in once (POST
 * /api/v1/auth/tokens, the call the login form makes) and its token serves every later test of the
 * worker. The web keeps the token in sessionStorage (gone with the tab), which Playwright's
 * storageState does not save, so signIn puts it there before the page's scripts run. signOut and a
 * refused token drop the entry (the server ended that session).
 */
const sessions = new Map<string, string>();
let onceScripts = 0;

/** A name of its own for an init script that must act once per tab (its marker in sessionStorage). */
export function onceMarker(): string {
  onceScripts += 1;
  return `eqa.e2e.once.${process.pid}.${onceScripts}`;
}

async function sessionToken(page: Page, username: string, password: string, key: string): Promise<string> {
  const known = sessions.get(key);
  if (known) return known;
  const response = await page.request.post('/api/v1/auth/tokens', { data: { subject: username, password } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  sessions.set(key, token);
  return token;
}

/**
 * A token of this worker's session of `username` that the server still accepts (asked through the API,
 * not by loading a page): a session that ended (a password change, a sign-out elsewhere) is replaced by
 * a new sign-in.
 */
async function acceptedToken(page: Page, username: string, password: string): Promise<string> {
  // the server is the project's baseURL: a request on the page's origin needs no absolute URL
  const key = `${test.info().project.use.baseURL ?? ''}|${username}|${password}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const token = await sessionToken(page, username, password, key);
    const profile = await page.request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
    if (profile.ok()) return token;
    sessions.delete(key);
  }
  throw new Error(`the session of ${username} was refused twice`);
}

/**
 * Signs in as `username` with the session of this worker (see `sessions`; the first use signs in
 * through the API) and opens `path` as the tab's first page: one start of the web app, signed in from
 * its first script. The login form itself is tested in platform.e2e.ts (signInThroughForm).
 */
export async function openSignedIn(page: Page, username: DemoUser | string, path: string, password = DEMO_PASSWORD): Promise<void> {
  const token = await acceptedToken(page, username, password);
  // once per tab: the marker keeps a later navigation (after a sign-out and another sign-in) from
  // putting this token back
  const marker = onceMarker();
  await page.addInitScript(
    ([value, mark]) => {
      if (window.sessionStorage.getItem(mark)) return;
      window.sessionStorage.setItem(mark, '1');
      window.sessionStorage.setItem('eqa.token', value);
    },
    [token, marker] as const,
  );
  await page.goto(path);
}

/**
 * Moves the running app to `path` as one of its own links would: `history.pushState`, which the
 * router follows. The app is not started again (a start costs Chromium about 2 s of CPU); what the
 * screen shows may come from the app's query cache (fresh for 30 s), so data changed behind the app's
 * back (through the API) wants `page.goto`. An open menu or dialog (it would stay over the next screen)
 * is closed first as its user would, with Escape; one that stays open (a question about unsaved
 * changes) means the page is loaded anew.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  const overlay = page.locator('.MuiModal-root:not(.MuiModal-hidden)');
  if ((await overlay.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0, { timeout: 5_000 }).catch(() => undefined);
  }
  const moved = await page.evaluate((target) => {
    if (document.querySelector('.MuiModal-root:not(.MuiModal-hidden)')) return false;
    window.history.pushState(null, '', target);
    // the router renders the new screen (or its loader) by the second frame
    return new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));
  }, path);
  if (!moved) await page.goto(path);
}

/** Signs in as `username` (openSignedIn) on the landing page, as the login form does. */
export async function signIn(page: Page, username: DemoUser | string, password = DEMO_PASSWORD): Promise<void> {
  await openSignedIn(page, username, '/', password);
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  // the landing page sends the user on to their own (the lab list, the lab's surveys) once the profile
  // is there: a click before that navigation would be undone by it
  await expect(page).not.toHaveURL(/^[a-z]+:\/\/[^/]+\/?$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  // a lab's tabs widen when their counts arrive: a click aimed at one before could land on its neighbour
  await expect(page.locator('[data-testid="lab-tabs"][aria-busy="true"]')).toHaveCount(0);
}

/**
 * Waits until no transition or animation runs (endless ones, spinners, aside): a menu that is still
 * growing moves its items under the pointer, and a colour still fading fails a contrast check.
 * A function, not a string: a string predicate is eval'd in the page, which its CSP forbids.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** What shows a screen still loading: a page's loader, a loading (disabled, busy) button, a region marked busy. */
export const LOADING_SELECTOR = '[data-testid="page-loader"], .MuiButton-loading, [aria-busy="true"]';

/**
 * Waits until the screen has settled: nothing loading (LOADING_SELECTOR) and no transition or
 * animation running (endless ones, spinners, aside), in two frames one after the other, so a part
 * that mounts after a loader (and fades from its disabled colour to its own) is waited for too. What
 * axe and a compared screenshot need: a contrast measured mid-fade is neither colour's.
 */
export async function waitForSettledScreen(page: Page, timeout = 20_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (selector) =>
            new Promise<boolean>((resolve) => {
              const settled = () =>
                document.querySelector(selector) === null &&
                document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
              if (!settled()) {
                resolve(false);
                return;
              }
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(settled())));
            }),
          LOADING_SELECTOR,
        ),
      { timeout, intervals: [50, 100, 200], message: 'the screen settles: nothing loading, no transition running' },
    )
    .toBe(true);
}

/** Opens the profile menu and waits until it has grown to its place. */
export async function openProfileMenu(page: Page): Promise<void> {
  await page.getByTestId('profile-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await waitForAnimations(page);
}

export async function signOut(page: Page): Promise<void> {
  // the server ends this session: no later signIn of this worker may use it
  const token = await page.evaluate(() => window.sessionStorage.getItem('eqa.token'));
  for (const [key, value] of sessions) if (value === token) sessions.delete(key);
  await openProfileMenu(page);
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-card')).toBeVisible();
}

/** Switches theme and language through the profile menu (both persist in local storage). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => window.localStorage.getItem('eqa.theme'));
  if ((current ?? 'light') === theme) return;
  await openProfileMenu(page);
  await page.getByTestId('theme-switch').click();
  await page.keyboard.press('Escape');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  await shoot(page, { path: `screenshots/${name}.png`, fullPage: true });
}

/**
 * Switches theme and language as another tab of the user would: both are stored settings, and the
 * app follows localStorage's `storage` event (app-settings.tsx), so the screen changes in place with
 * no reload. Waits until the page says both.
 */
export async function switchSettings(page: Page, theme: 'light' | 'dark', language: 'en' | 'hu'): Promise<void> {
  await storeSettings(page, [
    ['eqa.theme', theme],
    ['eqa.locale', language],
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Switches the theme in place (switchSettings), whatever the language; an open dialog stays open. */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await storeSettings(page, [['eqa.theme', theme]]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Stores the settings and tells the app as another tab's change would (the `storage` event). */
async function storeSettings(page: Page, settings: ReadonlyArray<readonly [string, string]>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of entries) {
      const oldValue = window.localStorage.getItem(key);
      if (oldValue === value) continue;
      window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: window.localStorage, url: window.location.href }));
    }
  }, settings);
}

/** Both themes in both languages, one setting changed from each to the next (a switch re-renders the whole app). */
const ALL_VARIANTS = [
  ['light', 'en'],
  ['dark', 'en'],
  ['dark', 'hu'],
  ['light', 'hu'],
] as const;

/**
 * The two variants of a screen at each width that together hold every pair of width, theme and
 * language (the dialog walk's four; docs/decisions/test-suite.md "The dialog walk").
 */
export const PAIRWISE_DESKTOP = [
  ['light', 'en'],
  ['dark', 'hu'],
] as const;
export const PAIRWISE_PHONE = [
  ['light', 'hu'],
  ['dark', 'en'],
] as const;

/**
 * The current screen in both themes and both languages, switched in place (switchSettings): `check`
 * runs in each combination (an accessibility check; or in the `variants` given), and with screenshots wanted (support/shots.ts)
 * each is photographed (screenshots/<name>-<theme>-<lang>.png). `prepare` first makes the screen
 * (an open menu, a filled form), `ready` is what each combination must show. `networkIdle` also waits
 * for the network (charts drawn from late answers); not on pages with the bot-check widget, whose
 * worker can keep it from ending. Nothing to do without a check or wanted shots. Ends in light and
 * English.
 */
export async function shotThemesAndLanguages(
  page: Page,
  name: string,
  ready: () => Locator,
  prepare?: () => Promise<void>,
  options: {
    networkIdle?: boolean;
    /** Called in each variant; `first` in the first of them (the one a full check belongs to). */
    check?: (theme: 'light' | 'dark', language: 'en' | 'hu', first: boolean) => Promise<void>;
    /** The variants, in order (default all four: both themes in both languages). */
    variants?: ReadonlyArray<readonly ['light' | 'dark', 'en' | 'hu']>;
    /** Only the top of the page, at most this many screen heights (the phone screenshots). */
    screens?: number;
  } = {},
): Promise<void> {
  if (!options.check && !screenshotsWanted) return;
  if (prepare) await prepare();
  // one setting changes from each variant to the next (a switch re-renders the whole app)
  const variants = options.variants ?? ALL_VARIANTS;
  for (const [index, [theme, language]] of variants.entries()) {
    await switchSettings(page, theme, language);
    await expect(ready()).toBeVisible();
    if (options.networkIdle) await page.waitForLoadState('networkidle');
    await page.mouse.move(1, 1);
    if (options.check) await options.check(theme, language, index === 0);
    if (!screenshotsWanted) continue;
    await waitForAnimations(page);
    const path = `screenshots/${name}-${theme}-${language}.png`;
    if (options.screens === undefined) {
      await shoot(page, { path, fullPage: true });
    } else {
      const { width, height } = await page.evaluate((n) => ({ width: window.innerWidth, height: Math.min(document.scrollingElement?.scrollHeight ?? 0, n * window.innerHeight) }), options.screens);
      await shoot(page, { path, fullPage: true, clip: { x: 0, y: 0, width, height } });
    }
  }
  await switchSettings(page, 'light', 'en');
  await expect(ready()).toBeVisible();
}
