import { expect, type Locator, type Page } from '@playwright/test';
import { presetSettings } from './orders';
import { openSignedIn, signIn } from './session';
import { screenshotsWanted, shoot } from './shots';

export type Theme = 'light' | 'dark';

/** Opens a MUI select (its display element carries the test id) and picks the option by its name. */
export async function selectOption(page: Page, testId: string, name: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name, exact: typeof name === 'string' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/**
 * Edits a cell of an editable list (the data grid's cell editing): a double click opens the cell's
 * native select (its test id given), the option is chosen and Enter keeps it.
 */
export async function editGridSelect(row: Locator, field: string, selectTestId: string, value: string): Promise<void> {
  await row.locator(`[data-field="${field}"]`).dblclick();
  const select = row.page().getByTestId(selectTestId);
  await select.selectOption(value);
  await select.press('Enter');
  await expect(select).toHaveCount(0);
  await expect(row.locator(`[data-field="${field}"]`)).toContainText(value);
}

/** Types into an autocomplete and picks the option with the given test id or visible name. */
export async function autocomplete(page: Page, testId: string, text: string, option: { testId: string } | { name: RegExp }): Promise<void> {
  await page.getByTestId(testId).fill(text);
  if ('testId' in option) await page.getByTestId(option.testId).click();
  else await page.getByRole('option', { name: option.name }).first().click();
}

export { expectNotification } from './test';

/**
 * Screenshots of the current screen in both themes (tests/e2e/screenshots/<name>-<theme>-en.png):
 * the theme is a stored setting, so it is switched in local storage and the page reloaded (routes
 * keep overlays open). `prepare` re-creates what a reload loses (an open dialog, a filled form), then
 * `ready` is waited for. Ends in the light theme.
 */
export async function screenshotBothThemes(page: Page, name: string, ready: () => Locator, prepare?: () => Promise<void>): Promise<void> {
  if (!screenshotsWanted) return;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('eqa.theme', value), theme);
    await page.reload();
    if (prepare) await prepare();
    await expect(ready()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, { path: `screenshots/${name}-${theme}-en.png`, fullPage: true });
  }
}

/** The bearer token of the signed-in browser session (for REST checks beside the UI). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('eqa.token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/**
 * Signs the demo administrator in with the interface language set (light theme), on the landing page
 * or straight on `path` (one start of the app either way), and waits for the admin menu.
 */
export async function signInAdmin(page: Page, locale: 'en' | 'hu' = 'en', path?: string): Promise<void> {
  await presetSettings(page, locale);
  if (path) await openSignedIn(page, 'admin', path);
  else await signIn(page, 'admin');
  await expect(page.getByTestId('admin-menu')).toBeVisible();
}
