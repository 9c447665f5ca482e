import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { onceMarker } from './session';
import { screenshotsWanted, shoot } from './shots';

export type Language = 'en' | 'hu';
export type Theme = 'light' | 'dark';

/** Sets language and theme in local storage before signing in (both are stored settings). */
export async function presetSettings(page: Page, language: Language, theme: Theme = 'light'): Promise<void> {
  // stored before the next page's scripts run, once (a later switch in the app stays), no page load
  await page.addInitScript(
    ([locale, mode, marker]) => {
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      window.localStorage.setItem('eqa.locale', locale);
      window.localStorage.setItem('eqa.theme', mode);
    },
    [language, theme, onceMarker()] as const,
  );
}

/**
 * An amount as the screen shows it, in minor units: 'HUF 12,500' / '12 500 Ft' → 1250000,
 * '€1,234.50' / '1234,50 EUR' → 123450. The language decides the decimal separator.
 */
export function parseMoney(text: string, language: Language): number {
  const decimal = language === 'hu' ? ',' : '.';
  const cleaned = text.replace(/[^\d.,-]/g, '');
  const [whole = '0', fraction = ''] = cleaned.split(decimal);
  const digits = whole.replace(/[^\d-]/g, '');
  return Number(digits) * 100 + Number((fraction.replace(/\D/g, '') + '00').slice(0, 2));
}

export async function moneyOf(locator: Locator, language: Language): Promise<number> {
  return parseMoney((await locator.innerText()).trim(), language);
}

/**
 * Screenshots of the current screen in both themes (screenshots/<name>-<theme>-<language>.png):
 * the theme is switched in local storage and the page reloaded; `prepare` re-opens what a reload
 * loses (a dialog), then `ready` is waited for. Ends in the light theme.
 */
export async function shotBothThemes(page: Page, name: string, language: Language, ready: () => Locator, prepare?: () => Promise<void>): Promise<void> {
  if (!screenshotsWanted) return;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('eqa.theme', value), theme);
    await page.reload();
    if (prepare) await prepare();
    await expect(ready()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.mouse.move(1, 1);
    await shoot(page, { path: `screenshots/${name}-${theme}-${language}.png`, fullPage: true, animations: 'disabled' });
  }
}

/** Opens the Orders tab of the signed-in lab and waits for the annual summaries. */
export async function openOrdersTab(page: Page): Promise<void> {
  await page.getByTestId('lab-tab-orders').click();
  await expect(page).toHaveURL(/\/labs\/\d+\/orders$/);
  await expect(page.getByTestId('orders-summaries-page')).toBeVisible();
  await expect(page.locator('[data-testid^="orders-summary-open-"]').first()).toBeVisible();
}

/** Opens a year from the annual summaries and waits for its products. */
export async function openYear(page: Page, year: number): Promise<void> {
  await page.getByTestId(`orders-summary-open-${year}`).click();
  await expect(page).toHaveURL(new RegExp(`/labs/\\d+/orders/orgs/\\d+/${year}$`));
  await expect(page.getByTestId('order-year-title')).toBeVisible();
  await expect(page.locator('[data-testid^="order-product-open-"]').first()).toBeVisible();
}

/** The first ordered product row's open button. */
export function firstOrderedProduct(page: Page): Locator {
  return page.locator('[data-testid^="order-product-"][data-ordered="true"] [data-testid^="order-product-open-"]').first();
}

/** The first sample-set input of the product dialog that can still be changed. */
export function firstOpenSampleSetInput(page: Page): Locator {
  return page.getByTestId('product-order-dialog').locator('input[data-testid^="product-order-sample-sets-"]:not([disabled])').first();
}

/**
 * The ordering screen's path of a lab user's lab for a year (/labs/{labId}/orders/orgs/{orgId}/{year}),
 * from its profile over REST.
 */
export async function labYearPath(request: APIRequestContext, subject: string, year: number, password = 'Demo1234'): Promise<string> {
  const login = await request.post('/api/v1/auth/tokens', { data: { subject, password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const profile = await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
  const body = (await profile.json()) as { lab: { id: number; orgs: Array<{ id: number }> } | null; org: { id: number } | null };
  const orgId = body.org?.id ?? body.lab?.orgs[0]?.id;
  if (!body.lab || orgId === undefined) throw new Error(`the lab of ${subject} has no org`);
  return `/labs/${body.lab.id}/orders/orgs/${orgId}/${year}`;
}

/** The ordering screen's path of the demo `lab` for a year (labYearPath). */
export async function demoLabYearPath(request: APIRequestContext, year: number, password = 'Demo1234'): Promise<string> {
  return labYearPath(request, 'lab', year, password);
}

/** Opens the product dialog of the first ordered product that still has an open round; answers its product id. */
export async function openEditableProduct(page: Page): Promise<string> {
  const rows = page.locator('[data-testid^="order-product-"][data-ordered="true"] [data-testid^="order-product-open-"]');
  const count = await rows.count();
  for (let index = 0; index < count; index++) {
    await rows.nth(index).click();
    const dialog = page.getByTestId('product-order-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[data-testid^="product-order-sample-sets-"], input[data-testid^="product-order-certificate-"]').first()).toBeVisible();
    if ((await firstOpenSampleSetInput(page).count()) > 0) return (await dialog.getAttribute('data-product-id')) ?? '';
    await page.getByTestId('product-order-close').click();
    await expect(dialog).toBeHidden();
  }
  throw new Error('no ordered product with an open round');
}
