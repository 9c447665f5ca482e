import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_VALIDATION_PASSWORD = '1234';
export type DemoUser = 'admin' | 'lab' | 'corelab';

/** Signs in through the login page and waits for the landing page. */
export async function signIn(page: Page, username: DemoUser | string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('profile-menu')).toBeVisible();
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

/** Opens the profile menu and waits until it has grown to its place. */
export async function openProfileMenu(page: Page): Promise<void> {
  await page.getByTestId('profile-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await waitForAnimations(page);
}

export async function signOut(page: Page): Promise<void> {
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
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/**
 * Full-page screenshots of the current page in both themes and both languages
 * (screenshots/<name>-<theme>-<lang>.png): theme and language are stored settings, so they are set in
 * local storage and the page reloaded; `prepare` restores what a reload loses, `ready` is what the
 * shot must show. `networkIdle` also waits for the network (charts drawn from late answers); not on
 * pages with the bot-check widget, whose worker requests a reload can keep from ending. `check` runs
 * in each combination before its shot (an accessibility check). Ends in light and English.
 */
export async function shotThemesAndLanguages(
  page: Page,
  name: string,
  ready: () => Locator,
  prepare?: () => Promise<void>,
  options: {
    networkIdle?: boolean;
    check?: (theme: 'light' | 'dark', language: 'en' | 'hu') => Promise<void>;
    /** Only the top of the page, at most this many screen heights (the phone screenshots). */
    screens?: number;
  } = {},
): Promise<void> {
  for (const language of ['en', 'hu'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(([t, l]) => {
        window.localStorage.setItem('eqa.theme', t);
        window.localStorage.setItem('eqa.locale', l);
      }, [theme, language] as const);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (prepare) await prepare();
      await expect(ready()).toBeVisible();
      if (options.networkIdle) await page.waitForLoadState('networkidle');
      await page.mouse.move(1, 1);
      if (options.check) await options.check(theme, language);
      const path = `screenshots/${name}-${theme}-${language}.png`;
      if (options.screens === undefined) {
        await page.screenshot({ path, fullPage: true });
      } else {
        const { width, height } = await page.evaluate((n) => ({ width: window.innerWidth, height: Math.min(document.scrollingElement?.scrollHeight ?? 0, n * window.innerHeight) }), options.screens);
        await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height } });
      }
    }
  }
  await page.evaluate(() => {
    window.localStorage.setItem('eqa.theme', 'light');
    window.localStorage.setItem('eqa.locale', 'en');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
