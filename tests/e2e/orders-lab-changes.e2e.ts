import { expect, expectNotification, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoLabYearPath, moneyOf, openEditableProduct, presetSettings } from './support/orders';
import { openSignedIn, switchSettings } from './support/session';
import { byTestId } from './support/a11y';
import { auditDialog } from './support/dialogs';

/**
 * Removing a product from the year (issue 31, ordering in the web app): the product dialog of an
 * active order offers "Remove from {year}", asks first, and sends the order's `active: false`; a
 * removed order no longer counts in the sum. An order with an ordered round past its deadline
 * cannot be removed by the lab (core productOrderRemoval), and the button says why.
 * The demo `lab` at the demo date (mid-June 2017).
 */
test.describe.configure({ mode: 'serial' });

const YEAR = 2017;
let yearPath = '';

test.beforeAll(async ({ request }) => {
  yearPath = await demoLabYearPath(request, YEAR);
});

async function openProductByShortName(page: Page, shortName: string): Promise<void> {
  await page.getByTestId('order-year-search').fill(shortName);
  const row = page.locator('[data-testid^="order-product-"][data-ordered]').filter({ hasText: shortName }).first();
  await expect(row).toBeVisible();
  await row.locator('[data-testid^="order-product-open-"]').click();
  await expect(page.getByTestId('product-order-dialog')).toBeVisible();
}

test('lab: adds a certificate, removes it from the year after confirming; the sum goes back', async ({ page }) => {
  await presetSettings(page, 'en');
  await openSignedIn(page, 'lab', yearPath);
  const sum = page.getByTestId('order-year-sum');
  await expect(sum).toContainText(/\d/);
  const sumBefore = await moneyOf(sum, 'en');

  // CERT-EN is offered to the Hungarian demo lab and not ordered: add it for its open rounds
  await openProductByShortName(page, 'CERT-EN');
  const dialog = page.getByTestId('product-order-dialog');
  await expect(page.getByTestId('product-order-remove')).toHaveCount(0);
  const open = dialog.locator('input[data-testid^="product-order-certificate-"]:not([disabled])');
  expect(await open.count()).toBeGreaterThan(0);
  await open.first().check();
  await expect(page.getByTestId('product-order-save')).toHaveText('Add');
  await page.getByTestId('product-order-save').click();
  await expectNotification(page, 'Order added');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => moneyOf(sum, 'en')).toBeGreaterThan(sumBefore);

  // now ordered: the dialog offers removal; Cancel in the confirmation keeps the order
  await openProductByShortName(page, 'CERT-EN');
  const remove = page.getByTestId('product-order-remove');
  await expect(remove).toHaveText(`Remove from ${YEAR}`);
  await expect(remove).toBeEnabled();
  await remove.click();
  const confirm = page.getByTestId('product-order-remove-confirm');
  await expect(confirm).toContainText(`Remove CERT-EN from ${YEAR}?`);
  await expect(confirm).toContainText(`is no longer ordered for ${YEAR}`);
  await expectNoAxeViolations(page, { include: '[data-testid="product-order-remove-confirm"]', label: 'remove confirmation' });
  await page.getByTestId('product-order-remove-confirm-cancel').click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('product-order-save')).toHaveText('Save');

  await remove.click();
  await page.getByTestId('product-order-remove-confirm-confirm').click();
  await expectNotification(page, `CERT-EN removed from ${YEAR}`);
  await expect(dialog).toBeHidden();
  await expect.poll(async () => moneyOf(sum, 'en')).toBe(sumBefore);
  // never checked out, so nothing is left to confirm: the product is available again, to be added
  const row = page.locator('[data-testid^="order-product-"][data-ordered]').filter({ hasText: 'CERT-EN' }).first();
  await expect(row).toHaveAttribute('data-ordered', 'false');
  await row.locator('[data-testid^="order-product-open-"]').click();
  // the removed order keeps its quantities: Add brings it back as it was
  await expect(page.getByTestId('product-order-save')).toHaveText('Add');
  await expect(page.getByTestId('product-order-save')).toBeEnabled();
  await expect(page.getByTestId('product-order-remove')).toHaveCount(0);
  await page.getByTestId('product-order-close').click();
  await expect(dialog).toBeHidden();
});

test('lab: an order with an ordered round past its deadline cannot be removed; the button says why', async ({ page }) => {
  await presetSettings(page, 'en');
  await openSignedIn(page, 'lab', yearPath);
  await expect(page.locator('[data-testid^="order-product-open-"]').first()).toBeVisible();
  // the demo lab orders every round of its survey products; the spring rounds are closed by mid-June
  await openEditableProduct(page);
  const dialog = page.getByTestId('product-order-dialog');
  await expect(dialog.locator('input[data-testid^="product-order-sample-sets-"][disabled]').first()).toBeVisible();
  const remove = page.getByTestId('product-order-remove');
  await expect(remove).toBeDisabled();
  await remove.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText(`cannot be removed from ${YEAR}`);
  await expectNoAxeViolations(page, { include: '[data-testid="product-order-dialog"]', label: 'product dialog with removal' });
});

test('lab: the removal in Hungarian', async ({ page }) => {
  await presetSettings(page, 'hu');
  await openSignedIn(page, 'lab', yearPath);
  await openProductByShortName(page, 'CERT-EN');
  const dialog = page.getByTestId('product-order-dialog');
  // removed in the test before: added again as it was
  await expect(dialog.locator('input[data-testid^="product-order-certificate-"]:checked').first()).toBeVisible();
  await expect(page.getByTestId('product-order-save')).toHaveText('Hozzáadás');
  await page.getByTestId('product-order-save').click();
  await expectNotification(page, 'hozzáadva');
  await expect(dialog).toBeHidden();
  await openProductByShortName(page, 'CERT-EN');
  await expect(page.getByTestId('product-order-remove')).toHaveText(`Eltávolítás (${YEAR})`);
  await page.getByTestId('product-order-remove').click();
  await expect(page.getByTestId('product-order-remove-confirm')).toContainText('Eltávolítja');
  // the question in every pair of width, theme and language (issue 32), then in Hungarian again
  await auditDialog(page, { name: 'remove an ordered product', open: async () => {}, dialog: byTestId('product-order-remove-confirm'), leaveOpen: true });
  await switchSettings(page, 'light', 'hu');
  await expect(page.getByTestId('product-order-remove-confirm')).toContainText('Eltávolítja');
  await page.getByTestId('product-order-remove-confirm-confirm').click();
  await expectNotification(page, `CERT-EN eltávolítva (${YEAR})`);
});

test('lab: round deadlines show at 23:59 on the provider’s clock, with the zone named', async ({ page }) => {
  await presetSettings(page, 'en');
  await openSignedIn(page, 'lab', yearPath);
  await expect(page.locator('[data-testid^="order-product-open-"]').first()).toBeVisible();
  await openEditableProduct(page);
  const rounds = page.getByTestId('product-order-rounds');
  const deadlines = await rounds.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(deadlines.length).toBeGreaterThan(0);
  // the demo deadlines are the end of a day in Budapest: 23:59 CET / CEST, never 00:59 or 01:59
  for (const text of deadlines) expect(text).toMatch(/23:59\b.*(CET|CEST|GMT\+[12])/);
});
