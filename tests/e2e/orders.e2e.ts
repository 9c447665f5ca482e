import { expect, expectNotification, test } from './support/test';
import { type Page } from '@playwright/test';
import { demoLabYearPath, firstOpenSampleSetInput, moneyOf, openEditableProduct, openOrdersTab, openYear, presetSettings, shotBothThemes, type Language } from './support/orders';
import { readMails, waitForMail } from './support/mail';
import { DEMO_VALIDATION_PASSWORD, openSignedIn, signIn, signOut } from './support/session';
import { typeDate } from './support/dates';
import { shoot } from './support/shots';

/**
 * Ordering (issue "Ordering, checkout and participation, copy of last year's orders, invoices"), in
 * real Chromium against the demo data as the demo `lab` (demo date mid-June 2017): the Orders tab's
 * annual summaries, the ordering screen of 2017, a product order dialog whose amounts follow the
 * quantities, the paper documents' +10 %, the checkout dialog; screenshots in both languages and
 * both themes. The tests build on each other (one worker, file order). Next year's walk (the contract,
 * the copy, request checkout, staff checkout, participation, late payment) is checkout.e2e.ts.
 */
test.describe.configure({ mode: 'serial' });

const YEAR = 2017;
/** The ordering screen of the demo lab's current year. */
let yearPath = '';

test.beforeAll(async ({ request }) => {
  yearPath = await demoLabYearPath(request, YEAR);
});

/** Signs the demo lab in on its landing page, or straight on `path` (one start of the app). */
async function signInLab(page: Page, language: Language, path?: string): Promise<void> {
  await presetSettings(page, language);
  if (path) await openSignedIn(page, 'lab', path);
  else await signIn(page, 'lab');
}

test('lab: the Orders tab lists the annual summaries, newest first; years after the last order year are no links', async ({ page }) => {
  await signInLab(page, 'en');
  await openOrdersTab(page);
  const years = await page.locator('[data-testid^="orders-summary-"][data-disabled]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-testid')?.split('-').pop())));
  expect(years.length).toBeGreaterThan(1);
  expect([...years].sort((a, b) => b - a)).toEqual(years);
  await expect(page.locator('[data-testid^="orders-summary-"][data-disabled="true"] a')).toHaveCount(0);
  const current = page.getByTestId(`orders-summary-${YEAR}`);
  await expect(current).toHaveAttribute('data-disabled', 'false');
  await expect(current.getByTestId('orders-summary-count')).toContainText(/\d+ orders?/);
  await expect(current.getByTestId('orders-summary-total')).toContainText(/HUF|Ft|€|EUR/);
  await shotBothThemes(page, 'orders-summaries', 'en', () => page.getByTestId(`orders-summary-${YEAR}`));
});

test('lab: the ordering screen of a year shows the products, the invoices and the sums; search narrows it', async ({ page }) => {
  await signInLab(page, 'en');
  await openOrdersTab(page);
  await openYear(page, YEAR);
  expect(new URL(page.url()).pathname).toBe(yearPath);
  await expect(page.getByTestId('order-year-title')).toHaveText(`Orders summary for year ${YEAR}`);
  await expect(page.getByTestId('invoice-list')).toBeVisible();
  await expect(page.getByTestId('order-year-sum')).toContainText(/\d/);
  // round tiles are 20 px
  const tile = page.locator('[data-testid^="order-round-"]').first();
  const box = await tile.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(20);

  // the search hides the invoices and keeps only matching products (debounced)
  const products = await page.locator('[data-testid^="order-product-open-"]').count();
  await page.getByTestId('order-year-search').fill('zzz-no-such-product');
  await expect(page.getByTestId('order-year-no-match')).toBeVisible();
  await expect(page.getByTestId('invoice-list')).toBeHidden();
  await page.getByTestId('order-year-search-clear').click();
  await expect(page.getByTestId('invoice-list')).toBeVisible();
  await expect(page.locator('[data-testid^="order-product-open-"]')).toHaveCount(products);

  await shotBothThemes(page, 'orders-year', 'en', () => page.getByTestId('order-year-totals'));

  // the current year has active orders: no copy, its differences can be checked (none: nothing was copied)
  await expect(page.getByTestId('order-copy')).toHaveCount(0);
  await page.getByTestId('order-check-differences').click();
  await expect(page.getByTestId('order-differences-none')).toBeVisible();
});

test('lab: a quantity changes the line, the total and, once saved, the sum; paper adds 10 % to the sample sets', async ({ page }) => {
  await signInLab(page, 'en', yearPath);
  await expect(page.locator('[data-testid^="order-product-open-"]').first()).toBeVisible();
  const sumBefore = await moneyOf(page.getByTestId('order-year-sum'), 'en');

  const productId = await openEditableProduct(page);
  const dialog = page.getByTestId('product-order-dialog');
  // the saved amount is what the dialog prices the saved quantities at (the demo's changed order too)
  const amountBefore = await moneyOf(page.getByTestId(`order-amount-${productId}`), 'en');
  expect(await moneyOf(page.getByTestId('product-order-total'), 'en')).toBe(amountBefore);
  await expect(page.getByTestId('product-order-save')).toBeDisabled();
  if ((await page.getByTestId('product-order-tab-details').count()) > 0) {
    await page.getByTestId('product-order-tab-details').click();
    await expect(page.getByTestId('product-order-details')).toContainText('Minimum number of rounds');
    await page.getByTestId('product-order-tab-order').click();
  }
  await shotBothThemes(page, 'orders-product-dialog', 'en', () => dialog, async () => {
    await page.getByTestId(`order-product-open-${productId}`).click();
  });

  const input = firstOpenSampleSetInput(page);
  const roundId = (await input.getAttribute('data-testid'))?.split('-').pop() ?? '';
  const line = page.getByTestId(`product-order-line-${roundId}`);
  const totalBefore = await moneyOf(page.getByTestId('product-order-total'), 'en');
  const quantity = Number(await input.inputValue());
  await input.fill(String(quantity + 1));
  await expect.poll(async () => moneyOf(page.getByTestId('product-order-total'), 'en')).toBeGreaterThan(totalBefore);
  await expect(page.getByTestId('product-order-save')).toBeEnabled();

  // an out-of-range quantity is shown at its field and disables Save; what was typed stays
  await input.fill('101');
  await expect(dialog).toContainText('Enter a whole number from 0 to 100');
  await expect(page.getByTestId('product-order-save')).toBeDisabled();
  await expect(input).toHaveValue('101');
  await input.fill(String(quantity + 1));

  // paper documents: +10 % (the demo prices have paper rows of +10 %, rounded to 10 Ft; without
  // them core adds exactly 10 % to the sample sets)
  const paper = page.getByTestId('product-order-paper');
  const wasPaper = await paper.isChecked();
  if (wasPaper) await paper.uncheck();
  const online = await moneyOf(line, 'en');
  const onlineTotal = await moneyOf(page.getByTestId('product-order-total'), 'en');
  await paper.check();
  await expect.poll(async () => (await moneyOf(line, 'en')) / online).toBeGreaterThan(1.09);
  expect((await moneyOf(line, 'en')) / online).toBeLessThan(1.11);
  const paperTotal = await moneyOf(page.getByTestId('product-order-total'), 'en');
  expect(paperTotal / onlineTotal).toBeGreaterThan(1.09);
  expect(paperTotal / onlineTotal).toBeLessThan(1.11);
  await expect(page.getByTestId(`product-order-paper-${roundId}`)).toBeVisible();
  if (!wasPaper) await paper.uncheck();
  await expect.poll(async () => moneyOf(page.getByTestId('product-order-total'), 'en')).toBe(wasPaper ? paperTotal : onlineTotal);

  const totalAfter = await moneyOf(page.getByTestId('product-order-total'), 'en');
  await page.getByTestId('product-order-save').click();
  await expectNotification(page, 'Order saved');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`order-dirty-${productId}`)).toBeVisible();
  await expect.poll(async () => moneyOf(page.getByTestId('order-year-sum'), 'en')).toBe(sumBefore - amountBefore + totalAfter);
});

test('lab: the paper switch asks for the document type and prices every order again', async ({ page }) => {
  await signInLab(page, 'en', yearPath);
  const sum = page.getByTestId('order-year-sum');
  await expect(sum).toContainText(/\d/);
  const before = await moneyOf(sum, 'en');
  const switchControl = page.getByTestId('order-paper-switch');
  const wasPaper = await switchControl.isChecked();
  await switchControl.click();
  const dialog = page.getByTestId('document-type-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId(wasPaper ? 'document-type-online' : 'document-type-paper')).toBeChecked();
  await page.getByTestId('document-type-save').click();
  await expectNotification(page, 'Document type saved');
  await expect(switchControl).toBeChecked({ checked: !wasPaper });
  if (wasPaper) await expect.poll(async () => moneyOf(sum, 'en')).toBeLessThan(before);
  else await expect.poll(async () => moneyOf(sum, 'en')).toBeGreaterThan(before);
  // and back
  await switchControl.click();
  await page.getByTestId('document-type-save').click();
  await expect.poll(async () => moneyOf(sum, 'en')).toBe(before);
});

test('lab: a change that lowers what was confirmed needs the provider: checkout becomes a checkout request', async ({ page }) => {
  await signInLab(page, 'en', yearPath);
  const request = page.getByTestId('order-request-checkout');
  const checkout = page.getByTestId('order-checkout');
  // the raised quantity of the earlier test is the lab's to check out
  await expect(checkout).toBeVisible();
  await expect(request).toHaveCount(0);

  // fewer sample sets than were confirmed: an issued proforma or invoice has to be cancelled, which staff decide
  const productId = await openEditableProduct(page);
  await firstOpenSampleSetInput(page).fill('0');
  await page.getByTestId('product-order-save').click();
  await expectNotification(page, 'Order saved');
  await expect(page.getByTestId(`order-dirty-${productId}`)).toBeVisible();
  await expect(request).toBeVisible();
  await expect(checkout).toHaveCount(0);
  await request.click();
  await expect(page.getByTestId('request-checkout-dialog')).toContainText('The provider receives an e-mail');
  await shotBothThemes(page, 'orders-request-checkout-dialog', 'en', () => page.getByTestId('request-checkout-dialog'), async () => {
    await page.getByTestId('order-request-checkout').click();
  });
  const before = await readMails();
  await page.getByTestId('request-checkout-submit').click();
  await expectNotification(page, 'Checkout requested');
  await expect(page.getByTestId('order-year-checkout-requested')).toBeVisible();
  const staff = await waitForMail((mail) => mail.subject.includes(`checkout of ${YEAR} requested`), before);
  expect(staff.text).toContain('Note: the change lowers or cancels something already confirmed');
  expect(staff.text).toMatch(/\(changed; lowers or cancels what was confirmed\)/);
});

test('admin: the checkout dialog takes the validation password; a wrong one is shown in the dialog', async ({ page }) => {
  await presetSettings(page, 'en');
  await openSignedIn(page, 'admin', yearPath);
  const checkout = page.getByTestId('order-checkout');
  await expect(checkout).toBeVisible();
  await checkout.click();
  const dialog = page.getByTestId('checkout-dialog');
  await expect(dialog).toHaveAttribute('data-variant', /normal|without_proforma/);
  await expect(dialog).toContainText('validation password of your organisation');
  await expect(page.getByTestId('checkout-submit')).toBeDisabled();
  await shotBothThemes(page, 'orders-checkout-dialog', 'en', () => page.getByTestId('checkout-password'), async () => {
    await page.getByTestId('order-checkout').click();
  });
  await page.getByTestId('checkout-password').fill('wrong-password');
  await page.getByTestId('checkout-submit').click();
  await expect(dialog).toContainText('Invalid validation password specified');
  await expect(page.getByTestId('checkout-password')).toHaveValue('wrong-password');
  await page.getByTestId('checkout-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('checkout-submit').click();
  await expectNotification(page, 'The orders were checked out');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-testid^="order-dirty-"]')).toHaveCount(0);
  await expect(page.getByTestId('order-checkout')).toBeHidden();
});

test('lab and admin: the same screens in Hungarian (screenshots in both themes)', async ({ page }) => {
  test.slow();
  await signInLab(page, 'hu');
  await openOrdersTab(page);
  await expect(page.getByTestId('orders-summaries-title')).toHaveText('Éves összesítők');
  await shotBothThemes(page, 'orders-summaries', 'hu', () => page.getByTestId(`orders-summary-${YEAR}`));
  await openYear(page, YEAR);
  await expect(page.getByTestId('order-year-title')).toHaveText(`${YEAR}. évi megrendelés-összesítő`);
  await shotBothThemes(page, 'orders-year', 'hu', () => page.getByTestId('order-year-totals'));
  const productId = await openEditableProduct(page);
  await expect(page.getByTestId('product-order-dialog')).toContainText('Mintakészletek');
  await shotBothThemes(page, 'orders-product-dialog', 'hu', () => page.getByTestId('product-order-dialog'), async () => {
    await page.getByTestId(`order-product-open-${productId}`).click();
  });
  const input = firstOpenSampleSetInput(page);
  await input.fill(String(Number(await input.inputValue()) + 1));
  await page.getByTestId('product-order-save').click();
  await expectNotification(page, 'Megrendelés mentve');
  // the request dialog: the screen's request action, or (when the lab may check out itself) the checkout dialog's "ask the provider"
  const request = page.getByTestId('order-request-checkout');
  const checkout = page.getByTestId('order-checkout');
  await expect(request.or(checkout)).toBeVisible();
  const openRequest = async () => {
    if ((await request.count()) > 0) {
      await request.click();
      return;
    }
    await checkout.click();
    await expect(page.getByTestId('checkout-request-instead')).toHaveText('Kérés a szolgáltatótól');
    await page.getByTestId('checkout-request-instead').click();
  };
  await openRequest();
  await expect(page.getByTestId('request-checkout-dialog')).toContainText('A szolgáltató e-mailt kap');
  await shotBothThemes(page, 'orders-request-checkout-dialog', 'hu', () => page.getByTestId('request-checkout-dialog'), async () => {
    await expect(request.or(checkout)).toBeVisible();
    await openRequest();
  });
  await page.getByTestId('request-checkout-cancel').click();
  await expect(page.getByTestId('request-checkout-dialog')).toBeHidden();

  await signOut(page);
  await presetSettings(page, 'hu');
  await openSignedIn(page, 'admin', yearPath);
  await page.getByTestId('order-checkout').click();
  await expect(page.getByTestId('checkout-dialog')).toContainText('Validálási jelszó');
  await shotBothThemes(page, 'orders-checkout-dialog', 'hu', () => page.getByTestId('checkout-password'), async () => {
    await page.getByTestId('order-checkout').click();
  });
});

test('lab: the ordering screen and the product dialog at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInLab(page, 'en', yearPath);
  await expect(page.getByTestId('order-year-totals')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, { path: 'screenshots/orders-year-phone-light-en.png', fullPage: true });
  await openEditableProduct(page);
  await shoot(page, { path: 'screenshots/orders-product-dialog-phone-light-en.png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('admin: the invoice dialog checks the deadline and the total, and adds an invoice PDF under the name staff give it', async ({ page }) => {
  await presetSettings(page, 'en');
  await openSignedIn(page, 'admin', yearPath);
  const list = page.getByTestId('invoice-list');
  await expect(list.locator('[data-testid^="invoice-edit-"]').first()).toBeVisible();
  const edit = list.locator('[data-testid^="invoice-edit-"]').last();
  const invoiceId = (await edit.getAttribute('data-testid'))?.split('-').pop() ?? '';
  await edit.click();
  const dialog = page.getByTestId('invoice-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('invoice-dialog-save')).toBeDisabled();
  await typeDate(page.getByTestId('invoice-payment-deadline'), '2016-01-01');
  await expect(dialog).toContainText('The payment deadline cannot be before the date of issue');
  await expect(page.getByTestId('invoice-dialog-save')).toBeDisabled();
  // a changed invoice asks before its changes are dropped
  await page.getByTestId('invoice-dialog-cancel').click();
  await page.getByTestId('invoice-discard-confirm').click();
  await edit.click();
  await page.getByTestId('invoice-total').fill('12.345');
  await expect(dialog).toContainText('Enter an amount of at least 0 with at most 2 decimals');
  await page.getByTestId('invoice-dialog-cancel').click();
  await page.getByTestId('invoice-discard-confirm').click();
  await edit.click();
  await page.getByTestId('invoice-dialog-file').setInputFiles({
    name: 'accounting-upload.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(page.getByTestId('invoice-new-file')).toContainText('accounting-upload.pdf');
  // a named invoice document becomes the row's identifier (an unnamed one never changes it)
  await page.getByTestId('invoice-new-document-name').fill('SZ-2017-00099');
  await expect(page.getByTestId('invoice-dialog-save')).toBeEnabled();
  await page.mouse.move(1, 1);
  await shoot(page, { path: 'screenshots/orders-invoice-dialog-upload-light-en.png', animations: 'disabled' });
  await page.getByTestId('invoice-dialog-save').click();
  await expectNotification(page, 'Invoice saved');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`invoice-identifier-${invoiceId}`)).toHaveText('SZ-2017-00099');

  // cancelling an invoice asks first; the cancelled row and its cancellation document are listed
  const rows = await list.locator('[data-testid^="invoice-state-"]').count();
  const cancel = list.locator('[data-testid^="invoice-cancel-"]').first();
  const cancelledId = (await cancel.getAttribute('data-testid'))?.split('-').pop() ?? '';
  await cancel.click();
  await expect(page.getByTestId('invoice-cancel-confirm')).toContainText('no longer counts towards the invoiced total');
  await page.getByTestId('invoice-cancel-confirm-confirm').click();
  await expectNotification(page, 'Invoice cancelled');
  await expect(page.getByTestId(`invoice-state-${cancelledId}`)).toHaveAttribute('data-state', 'cancelled');
  await expect(list.locator('[data-testid^="invoice-state-"]')).toHaveCount(rows + 1);
  await expect(list.locator('[data-state="cancellation"]')).toHaveCount(1);
});

test('legacy orders paths lead to the current ones', async ({ page }) => {
  await signInLab(page, 'en', `/orders/${YEAR}`);
  await expect(page).toHaveURL(new RegExp(`/labs/\\d+/orders/orgs/\\d+/${YEAR}$`));
  await expect(page.getByTestId('order-year-title')).toBeVisible();
  const [, , labId, , , orgId] = new URL(page.url()).pathname.split('/');
  await page.goto(`/labs/${labId}/orgs/${orgId}/orders`);
  await expect(page).toHaveURL(new RegExp(`/labs/${labId}/orders/orgs/${orgId}$`));
  await page.goto(`/labs/${labId}/orders/${YEAR}`);
  await expect(page).toHaveURL(new RegExp(`/labs/${labId}/orders/orgs/${orgId}/${YEAR}$`));
});
