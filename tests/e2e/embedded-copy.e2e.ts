import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectNotification, screenshotBothThemes, sessionToken } from './support/admin';
import { signIn } from './support/session';
import { typeDate } from './support/dates';

/**
 * "Copy from last year" on the admin Products page against the product exactly as `npm start` runs
 * it (project `embedded`, server-embedded.sh: the embedded PGlite with its single connection,
 * in-process jobs, demo data). The copy job used to write its progress on a second connection from
 * inside its transaction, which deadlocked that server: the copy never finished and every later
 * request hung. The demo data has products for the demo year and the years either side of it
 * (2016–2018 for the default 15/06/2017); on 15/06/2018 the next year, 2019, is the empty one.
 */

const DEMO_DAY = '2018-06-15';
const SHOWN_DAY = '15/06/2018';
const LAST_YEAR = 2018;
const YEAR = 2019;

/** The product rows of the open year page (one list button per product, in every group section). */
function productRows(page: Page) {
  return page.locator('[data-testid^="product-section-"] [data-testid^="product-"]');
}

test('an administrator copies last year’s products into the empty next year and the server stays responsive', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    window.localStorage.setItem('eqa.locale', 'en');
    window.localStorage.setItem('eqa.theme', 'light');
    window.localStorage.removeItem('eqa.demoDate');
  });
  await signIn(page, 'admin');
  await expect(page.getByTestId('admin-menu')).toBeVisible();

  // the simulated date through the admin menu's demo date entry (the page reloads as of that day)
  await page.getByTestId('admin-menu-demo-date').click();
  await expect(page.getByTestId('demo-date-dialog')).toBeVisible();
  await typeDate(page.getByTestId('demo-date-input'), DEMO_DAY);
  await page.getByTestId('demo-date-set').click();
  await expect(page.getByTestId('admin-menu-demo-date')).toContainText(SHOWN_DAY);

  // Products: 2018 is the current year with products, 2019 the empty next year
  await page.getByTestId('admin-menu-products').click();
  await expect(page).toHaveURL(/\/config\/products$/);
  await expect(page.getByTestId('products-title')).toBeVisible();
  await expect(page.getByTestId(`product-year-${LAST_YEAR}`)).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId(`product-year-${YEAR}`)).toContainText('0 products');
  const lastYearCount = page.getByTestId(`product-year-${LAST_YEAR}`).getByText(/^\d+ products?$/);
  await expect(lastYearCount).toBeVisible();
  const count = Number((await lastYearCount.innerText()).split(' ')[0]);
  expect(count, `${LAST_YEAR} has the demo products to copy`).toBeGreaterThan(0);

  // last year's products, to compare the copies with
  await page.getByTestId(`product-year-${LAST_YEAR}`).click();
  await expect(page).toHaveURL(new RegExp(`/config/products/${LAST_YEAR}$`));
  await expect(productRows(page)).toHaveCount(count);
  const lastYearProducts = await productRows(page).allTextContents();
  await page.getByTestId('product-year-back').click();
  await expect(page).toHaveURL(/\/config\/products$/);

  // the empty year offers the copy
  await page.getByTestId(`product-year-${YEAR}`).click();
  await expect(page).toHaveURL(new RegExp(`/config/products/${YEAR}$`));
  await expect(page.getByTestId('product-year-title')).toHaveText(`Products ${YEAR}`);
  await expect(page.getByTestId('product-year-empty')).toContainText(`There are no products for ${YEAR} yet.`);
  await expect(productRows(page)).toHaveCount(0);
  const copy = page.getByRole('button', { name: 'Copy from last year' });
  await expect(copy).toBeEnabled();
  await copy.click();

  // started: the notification and the progress screen (shown at least until the status check a second later)
  await expectNotification(page, 'Copying started');
  await expect(page.getByTestId('product-copy-progress')).toBeVisible();
  await expect(page.getByTestId('product-copy-progress')).toContainText('Copying the products of last year…');
  await expect(page.getByTestId('product-copy-state')).toHaveText(/^(Started|Running)$/);
  await expect(page.getByTestId('product-add')).toBeDisabled();

  // finished: the copies are listed (on the deadlocking server the page stayed on "Started")
  await expect(page.getByTestId('product-copy-progress')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('product-year-subtitle')).toHaveText(`${count} products`);
  await expect(productRows(page)).toHaveText(lastYearProducts);
  await expect(page.getByTestId('product-year-empty')).toHaveCount(0);
  await expect(page.getByTestId('product-add')).toBeEnabled();

  // the server still answers at once: a plain REST call and a reload that lists the products
  const started = Date.now();
  const config = await page.request.get('/api/v1/config', { timeout: 5_000 });
  expect(config.ok(), `/api/v1/config: ${config.status()}`).toBe(true);
  expect(((await config.json()) as { demoMode: boolean }).demoMode).toBe(true);
  expect(Date.now() - started, 'ms for /api/v1/config').toBeLessThan(5_000);
  await page.reload();
  await expect(page.getByTestId('product-year-subtitle')).toHaveText(`${count} products`, { timeout: 5_000 });
  await expect(productRows(page)).toHaveText(lastYearProducts, { timeout: 5_000 });

  // a second copy into the year: the page no longer offers it and the server refuses it
  await expect(page.getByRole('button', { name: 'Copy from last year' })).toHaveCount(0);
  const token = await sessionToken(page);
  const demoDate = await page.evaluate(() => window.localStorage.getItem('eqa.demoDate'));
  expect(demoDate).toMatch(new RegExp(`^${DEMO_DAY}T`));
  const profile = await page.request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(profile.ok()).toBe(true);
  const orgId = ((await profile.json()) as { org: { id: number } }).org.id;
  const again = await page.request.get(`/api/v1/orgs/${orgId}/products/copy?year=${YEAR}`, {
    headers: { authorization: `Bearer ${token}`, 'x-demo-date': demoDate! },
    timeout: 5_000,
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain('products_exist');

  // the Products page counts the copies under 2019 (no longer the empty year)
  await page.getByTestId('product-year-back').click();
  await expect(page.getByTestId(`product-year-${YEAR}`)).toContainText(`${count} products`);
  await page.getByTestId(`product-year-${YEAR}`).click();
  await expect(productRows(page)).toHaveCount(count);
  await screenshotBothThemes(page, 'products-copied-year', () => productRows(page).first());
});
