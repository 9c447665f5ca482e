import { expect, expectNotification, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { readMails, waitForMail } from './support/mail';
import { demoLabYearPath, firstOpenSampleSetInput, moneyOf, openEditableProduct, openOrdersTab, presetSettings, shotBothThemes, type Language, type Theme } from './support/orders';
import { downloadedBytes, pdfText } from './support/pdf';
import { DEMO_PASSWORD, DEMO_VALIDATION_PASSWORD, openSignedIn, signIn, switchTheme } from './support/session';
import { pickDemoDate } from './support/dates';
import { shoot } from './support/shots';

/**
 * Next year's ordering walk (issue "Ordering, checkout and participation, copy of last year's orders,
 * invoices", What it must show), in real Chromium against the demo data (demo date mid-June 2017):
 * the demo `lab` may not order 2018 before it accepts the 2018 contract (spec 2 §4 Contract:
 * acceptance is per year), accepts it on its contract page, copies last year's orders (progress, then
 * the differences), changes a quantity, orders paper documents (+10 %) and asks the provider to check
 * out; the staff e-mail and the lab's confirmation land in the mail folder; `admin` checks out with a
 * wrong, then the right validation password; the proforma is listed and downloads as a PDF with its
 * Hungarian accents; the lab now takes part in the ordered product's 2018 surveys; once the proforma is
 * overdue the lab loses its evaluations, and gets them back when `admin` marks it paid. Screenshots in
 * both languages and themes, and axe-core on the ordering screen and its dialogs. The tests build on
 * each other (one worker, file order).
 */
test.describe.configure({ mode: 'serial' });

const YEAR = 2017;
const NEXT = YEAR + 1;
/** The demo lab (QC 1107) and its contact addresses (packages/db seed). */
const LAB_QC = '1107';
const LAB_MAIL = 'lab@markusovszky.example';
/** The demo org's staff notification address (its settings): the staff e-mail of a checkout request goes there. */
const STAFF_MAIL = 'eqa-staff@qualilab.example';
/** A day after the 2018 proforma's payment term would have run from its issue (the demo date + 15 days). */
const LATE_DAY = '2017-07-20';

let lastYearPath = '';
let nextYearPath = '';
/** What the walk ordered and issued, for the later steps. */
const walk = { productId: '', shortName: '', invoiceId: '', identifier: '' };

test.beforeAll(async ({ request }) => {
  lastYearPath = await demoLabYearPath(request, YEAR);
  nextYearPath = lastYearPath.replace(new RegExp(`/${YEAR}$`), `/${NEXT}`);
});

/** Signs in with the language set, on the landing page or straight on `path` (one start of the app). */
async function signInAs(page: Page, user: 'lab' | 'admin', language: Language = 'en', path?: string): Promise<void> {
  await presetSettings(page, language);
  if (path) await openSignedIn(page, user, path);
  else await signIn(page, user);
}

/** The lab's upcoming surveys of round 2018/1 (the surveys page's search). */
async function searchUpcomingOfNextYear(page: Page): Promise<void> {
  await page.getByTestId('lab-tab-surveys').click();
  await expect(page.getByTestId('surveys-page')).toBeVisible();
  await page.getByTestId('surveys-search').fill(`${NEXT}/1`);
}

/**
 * Opens the screen or dialog once, then runs `check` in the light and the dark theme, switched in
 * place (the dialog stays open). Ends in the dark theme with the dialog open.
 */
async function inBothThemes(page: Page, open: () => Promise<void>, check: (theme: Theme) => Promise<void>): Promise<void> {
  await open();
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await check(theme);
  }
}

/** The lab's evaluations over REST as of a demo day: the status and the error type. */
async function labEvaluations(request: APIRequestContext, day: string): Promise<{ status: number; type: string | null }> {
  const login = await request.post('/api/v1/auth/tokens', { data: { subject: 'lab', password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const labId = nextYearPath.split('/')[2];
  const response = await request.get(`/api/v1/labs/${labId}/evaluations?status=evaluated`, {
    headers: { authorization: `Bearer ${token}`, 'x-demo-date': `${day}T05:00:00.000Z` },
  });
  const body = (await response.json()) as { error?: { type?: string } };
  return { status: response.status(), type: body.error?.type ?? null };
}

/** The purchase-order number the lab gives with its checkout request. */
const PURCHASE_ORDER = 'PO-E2E/2018-7';

test('lab: next year’s orders need next year’s contract (403 missing_contract_error leads to /missing_contract)', async ({ page }) => {
  await signInAs(page, 'lab');
  await openOrdersTab(page);
  await page.getByTestId(`orders-summary-open-${NEXT}`).click();
  await expect(page).toHaveURL(new RegExp(`/missing_contract\\?year=${NEXT}&org=\\d+$`));
  await expect(page.getByTestId('error-dialog')).toHaveAttribute('data-error-kind', 'missingContract');
  await expect(page.getByTestId('missing-contract-page')).toBeVisible();
});

test('lab: no 2018 survey is listed yet; the lab accepts the 2018 contract on its contract page', async ({ page }) => {
  await signInAs(page, 'lab');
  await searchUpcomingOfNextYear(page);
  await expect(page.getByTestId('surveys-upcoming-empty')).toBeVisible();

  await page.getByTestId('lab-tab-contracts').click();
  await expect(page.getByTestId('contract-page')).toBeVisible();
  await page.getByTestId('contract-year').click();
  await page.getByRole('option', { name: String(NEXT), exact: true }).click();
  await expect(page.getByTestId('contract-not-accepted')).toContainText(String(NEXT));
  await page.getByTestId('contract-termsAccepted').check();
  await expect(page.getByTestId('contract-modify')).toBeEnabled();
  await page.getByTestId('contract-modify').click();
  await expectNotification(page, 'The contract has been saved');
});

test('lab: 2018 asks for the document type, copies last year’s orders (progress, then the differences)', async ({ page }) => {
  // last year's document type decides whether the copy reports changed paper choices
  await signInAs(page, 'lab', 'en', lastYearPath);
  const lastYearPaperSwitch = page.getByTestId('order-paper-switch');
  await expect(lastYearPaperSwitch).toBeVisible();
  const lastYearPaper = await lastYearPaperSwitch.isChecked();

  await page.getByTestId('order-year-back').click();
  await page.getByTestId(`orders-summary-open-${NEXT}`).click();
  await expect(page).toHaveURL(new RegExp(`${nextYearPath}$`));
  await expect(page.getByTestId('order-year-title')).toHaveText(`Orders summary for year ${NEXT}`);
  // no orders and ordering open: the document type is asked for by itself, both choices offered, no cancel
  const documentType = page.getByTestId('document-type-dialog');
  await expect(documentType).toHaveAttribute('data-initial', 'true');
  await expect(page.getByTestId('document-type-cancel')).toHaveCount(0);
  await expect(page.getByTestId('document-type-save')).toBeDisabled();
  await shotBothThemes(page, 'orders-document-type-dialog', 'en', () => documentType);
  await page.getByTestId('document-type-online').check();
  await page.getByTestId('document-type-save').click();
  await expect(documentType).toBeHidden();
  await expect(page.getByTestId('order-paper-switch')).not.toBeChecked();
  await expect(page.getByTestId('order-year-no-orders')).toBeVisible();

  // the progress screen replaces the content while the job runs: recorded as it appears
  await page.evaluate(() => {
    const record = window as unknown as { copyProgressSeen?: boolean };
    record.copyProgressSeen = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="order-copy-progress"]')) {
        record.copyProgressSeen = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('order-copy').click();
  await expect(page.getByTestId('order-copy-confirm')).toContainText(`Copy the orders of ${YEAR} into ${NEXT}?`);
  await page.getByTestId('order-copy-confirm-confirm').click();
  await expect(page.getByTestId('order-differences')).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { copyProgressSeen?: boolean }).copyProgressSeen)).toBe(true);
  await expect(page.getByTestId('order-copy-progress')).toHaveCount(0);

  // the differences: last year's paper orders become online ones (the year's choice), nothing else changed
  const differences = page.locator('[data-testid^="order-difference-"]');
  if (lastYearPaper) {
    await expect(differences.first()).toBeVisible();
    const reasons = await differences.evaluateAll((items) => items.map((item) => item.getAttribute('data-reason')));
    expect(new Set(reasons)).toEqual(new Set(['paper']));
  } else {
    await expect(page.getByTestId('order-differences-none')).toBeVisible();
  }
  await expect(page.locator('[data-testid^="order-product-"][data-ordered="true"]').first()).toBeVisible();
  await expect(page.getByTestId('order-copy')).toHaveCount(0);
  await expect(page.getByTestId('order-check-differences')).toBeVisible();
  await expect(page.locator('[data-testid^="order-dirty-"]').first()).toBeVisible();
  await page.mouse.move(1, 1);
  await shoot(page, { path: 'screenshots/orders-copied-light-en.png', fullPage: true, animations: 'disabled' });
});

test('lab: a quantity changes the amount and the sum; the paper switch adds 10 % to every survey order', async ({ page }) => {
  await signInAs(page, 'lab', 'en', nextYearPath);
  const sum = page.getByTestId('order-year-sum');
  await expect(page.locator('[data-testid^="order-product-"][data-ordered="true"]').first()).toBeVisible();
  const sumBefore = await moneyOf(sum, 'en');

  walk.productId = await openEditableProduct(page);
  walk.shortName = (await page.getByTestId(`order-product-open-${walk.productId}`).innerText()).trim().split(/\s+/)[0] ?? '';
  const amount = page.getByTestId(`order-amount-${walk.productId}`);
  const amountBefore = await moneyOf(amount, 'en');
  const total = page.getByTestId('product-order-total');
  const totalBefore = await moneyOf(total, 'en');
  expect(totalBefore).toBe(amountBefore);
  const input = firstOpenSampleSetInput(page);
  await input.fill(String(Number(await input.inputValue()) + 1));
  await expect.poll(async () => moneyOf(total, 'en')).toBeGreaterThan(totalBefore);
  const totalAfter = await moneyOf(total, 'en');
  await page.getByTestId('product-order-save').click();
  await expectNotification(page, 'Order saved');
  await expect(page.getByTestId('product-order-dialog')).toBeHidden();
  await expect.poll(async () => moneyOf(amount, 'en')).toBe(totalAfter);
  await expect.poll(async () => moneyOf(sum, 'en')).toBe(sumBefore - amountBefore + totalAfter);

  // paper documents for the whole year: every survey order +10 % (a certificate has no paper), the sum follows
  const amounts = page.locator('[data-testid^="order-amount-"]');
  const read = async () => Promise.all((await amounts.all()).map(async (cell) => ({ id: await cell.getAttribute('data-testid'), value: await moneyOf(cell, 'en') })));
  const online = await read();
  const onlineSum = await moneyOf(sum, 'en');
  await page.getByTestId('order-paper-switch').click();
  await expect(page.getByTestId('document-type-paper')).toBeChecked();
  await page.getByTestId('document-type-save').click();
  await expectNotification(page, 'Document type saved');
  await expect(page.getByTestId('order-paper-switch')).toBeChecked();
  await expect.poll(async () => moneyOf(sum, 'en')).toBeGreaterThan(onlineSum);
  await expect(page.getByTestId(`order-paper-${walk.productId}`)).toBeVisible();
  const paper = await read();
  expect(paper.map((line) => line.id)).toEqual(online.map((line) => line.id));
  for (const [index, line] of paper.entries()) {
    const ratio = line.value / (online[index]?.value ?? 1);
    expect(ratio === 1 || (ratio > 1.09 && ratio < 1.11), `${line.id}: ${ratio}`).toBe(true);
  }
  const changed = paper.find((line) => line.id === `order-amount-${walk.productId}`);
  expect((changed?.value ?? 0) / totalAfter).toBeGreaterThan(1.09);
  expect(await moneyOf(sum, 'en')).toBe(paper.reduce((all, line) => all + line.value, 0));
});

test('lab: asks the provider to check out 2018; the staff e-mail lists the changed orders and the lab gets a confirmation', async ({ page }) => {
  await signInAs(page, 'lab', 'en', nextYearPath);
  // the lab's ordering screen passes axe-core in both themes
  const screenReady = async () => {
    await expect(page.getByTestId('order-year-totals')).toBeVisible();
    await expect(page.getByTestId('order-checkout')).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  await inBothThemes(page, screenReady, async (theme) => {
    await expectNoAxeViolations(page, { variant: theme === 'dark' });
  });
  // the lab could check out with its own validation password; without it at hand, it asks the provider
  const dialog = page.getByTestId('checkout-dialog');
  const openCheckout = async () => {
    await page.getByTestId('order-checkout').click();
    await expect(dialog).toHaveAttribute('data-variant', 'normal');
    await expect(page.getByTestId('checkout-request-instead')).toBeVisible();
  };
  await inBothThemes(page, openCheckout, async (theme) => {
    await expect(dialog).toContainText('validation password of the laboratory');
    await expectNoAxeViolations(page, { include: '[data-testid="checkout-dialog"]', variant: theme === 'dark' });
  });
  await shotBothThemes(page, 'orders-checkout-dialog-lab', 'en', () => page.getByTestId('checkout-request-instead'), openCheckout);

  const before = await readMails();
  await page.getByTestId('checkout-request-instead').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('request-checkout-dialog')).toContainText('The provider receives an e-mail');
  // the lab's purchase-order number: one line of at most 50 characters; the staff checkout's proforma prints it
  await page.getByTestId('request-checkout-purchase-order').fill(PURCHASE_ORDER);
  await page.getByTestId('request-checkout-submit').click();
  await expectNotification(page, 'Checkout requested');
  await expect(page.getByTestId('order-year-checkout-requested')).toBeVisible();

  const staff = await waitForMail((mail) => mail.to.includes(STAFF_MAIL) && mail.subject.includes(`checkout of ${NEXT} requested`), before);
  expect(staff.subject).toContain(LAB_QC);
  expect(staff.text).toContain('Requested by: Horváth Anna (lab)');
  // every ordered product is new in 2018, the changed one with its rounds and amount
  const ordered = await page.locator('[data-testid^="order-product-"][data-ordered="true"] [data-testid^="order-product-open-"]').evaluateAll((buttons) =>
    buttons.map((button) => (button as HTMLElement).innerText.trim().split(/\s+/)[0] ?? ''),
  );
  expect(ordered.length).toBeGreaterThan(1);
  for (const shortName of ordered) expect(staff.text).toMatch(new RegExp(`^- ${shortName} .*\\(new\\)$`, 'm'));
  expect(staff.text).toMatch(new RegExp(`${NEXT}/1: sample sets: 0 → \\d+`));
  expect(staff.text).toContain(`Orders: http`);

  const confirmation = await waitForMail((mail) => mail.to.includes(LAB_MAIL) && mail.subject === `Orders for ${NEXT}: checkout request sent (${LAB_QC})`, before);
  expect(confirmation.text).toContain(`- ${walk.shortName} `);
});

test('admin: checks out 2018 with a wrong, then the right validation password; the proforma is listed and its PDF keeps the accents', async ({ page }) => {
  await signInAs(page, 'admin', 'en', nextYearPath);
  await expect(page.getByTestId('order-year-checkout-requested')).toBeVisible();
  const before = await readMails();
  await page.getByTestId('order-checkout').click();
  const dialog = page.getByTestId('checkout-dialog');
  await expect(dialog).toHaveAttribute('data-variant', 'normal');
  await expect(dialog).toContainText('validation password of your organisation');
  await expect(page.getByTestId('checkout-request-instead')).toHaveCount(0);
  await page.getByTestId('checkout-password').fill('wrong');
  await page.getByTestId('checkout-submit').click();
  await expect(dialog).toContainText('Invalid validation password specified');
  await page.getByTestId('checkout-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('checkout-submit').click();
  await expectNotification(page, 'The orders were checked out');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-testid^="order-dirty-"]')).toHaveCount(0);
  await expect(page.getByTestId('order-checkout')).toHaveCount(0);
  await expect(page.getByTestId('order-year-checkout-requested')).toHaveCount(0);

  // the proforma: listed as payable, its PDF made by a job a moment later (the list asks again by itself)
  const list = page.getByTestId('invoice-list');
  const kind = list.locator('[data-testid^="invoice-kind-"]', { hasText: 'Proforma invoice' });
  await expect(kind).toHaveCount(1);
  walk.invoiceId = (await kind.getAttribute('data-testid'))?.split('-').pop() ?? '';
  walk.identifier = (await page.getByTestId(`invoice-identifier-${walk.invoiceId}`).innerText()).trim();
  expect(walk.identifier).toMatch(new RegExp(`^${NEXT}/\\d{5}$`));
  await expect(page.getByTestId(`invoice-state-${walk.invoiceId}`)).toHaveAttribute('data-state', 'payable');
  const sum = await moneyOf(page.getByTestId('order-year-sum'), 'en');
  await expect(page.getByTestId('order-year-invoiced')).toHaveText(await page.getByTestId('order-year-sum').innerText());
  const document = list.locator(`[data-id="${walk.invoiceId}"] [data-testid^="invoice-document-"]`);
  await expect(document).toBeVisible({ timeout: 30_000 });
  await expect(document).toHaveText('Proforma invoice');
  const [download] = await Promise.all([page.waitForEvent('download'), document.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await downloadedBytes(download);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(walk.identifier);
  // the customer (the lab's accepted contract) and the provider, accents intact
  expect(text).toContain('Markusovszky Egyetemi Oktatókórház');
  expect(text).toContain('Soroksári út');
  expect(text).toContain(walk.shortName);
  // net amounts (forints without decimals), the seller's tax number and IBAN, VAT, the lab's PO number
  expect(text.replace(/\s/g, '')).toContain((sum / 100).toLocaleString('en-GB').replace(/\s/g, ''));
  expect(text).not.toMatch(/HUF [\d,]+\.\d\d/);
  expect(text).toContain('10597190-2-44');
  expect(text).toContain('HU42 1177 3016 1111 1018 0000 0000');
  expect(text).toContain('Total payable');
  expect(text).toContain(PURCHASE_ORDER);

  const confirmation = await waitForMail((mail) => mail.to.includes(LAB_MAIL) && mail.subject === `Orders for ${NEXT} confirmed (${LAB_QC})`, before);
  expect(confirmation.text).toContain(walk.identifier);
});

test('lab: a 2018 survey of the ordered product, not listed before, is now in the surveys page', async ({ page }) => {
  await signInAs(page, 'lab');
  await searchUpcomingOfNextYear(page);
  const upcoming = page.getByTestId('surveys-upcoming');
  const survey = upcoming.locator('[data-testid^="survey-title-"]', { hasText: walk.shortName });
  await expect(survey).toHaveCount(1);
  await expect(survey).toContainText(`${NEXT}/1`);
  await expect(upcoming.locator('[data-testid^="survey-missing-contract-"]')).toHaveCount(0);
});

test('lab: past the 2018 proforma’s payment term this year’s evaluations stay open (a document for next year is not due before that year)', async ({ page, request }) => {
  await signInAs(page, 'lab');
  await pickDemoDate(page, LATE_DAY);
  await page.goto(nextYearPath);
  await expect(page.getByTestId(`invoice-state-${walk.invoiceId}`)).toBeVisible();
  await expect(page.getByTestId(`invoice-state-${walk.invoiceId}`)).not.toHaveAttribute('data-state', 'late_payment');
  const open = await labEvaluations(request, LATE_DAY);
  expect(open).toEqual({ status: 200, type: null });
  await page.getByTestId('lab-tab-evaluations').click();
  await expect(page).not.toHaveURL(/\/payment_error$/);
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
});

test('admin: marks the 2018 proforma paid', async ({ page }) => {
  await signInAs(page, 'admin', 'en', nextYearPath);
  await page.getByTestId(`invoice-edit-${walk.invoiceId}`).click();
  const dialog = page.getByTestId('invoice-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('invoice-paid')).not.toBeChecked();
  await page.getByTestId('invoice-paid').check();
  await page.getByTestId('invoice-dialog-save').click();
  await expectNotification(page, 'Invoice saved');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`invoice-state-${walk.invoiceId}`)).toHaveAttribute('data-state', 'paid');
});

test('lab: with the proforma paid the evaluations are back', async ({ page, request }) => {
  await signInAs(page, 'lab');
  await pickDemoDate(page, LATE_DAY);
  await page.goto(nextYearPath);
  await expect(page.getByTestId(`invoice-state-${walk.invoiceId}`)).toHaveAttribute('data-state', 'paid');
  expect((await labEvaluations(request, LATE_DAY)).status).toBe(200);
  await page.getByTestId('lab-tab-evaluations').click();
  await expect(page.getByTestId('evaluations-list-evaluated')).toBeVisible();
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
});

for (const language of ['en', 'hu'] as const) {
  // the product, checkout and invoice dialogs as they open: dialogs-admin-2.e2e.ts (every pair of width, theme and language)
  test(`admin (${language}): the ordering screen, and the checkout dialog with a wrong password's message, pass axe-core in both themes (screenshots)`, async ({ page }) => {
    test.slow();
    await signInAs(page, 'admin', language, lastYearPath);
    const screenReady = async () => {
      await expect(page.getByTestId('order-year-totals')).toBeVisible();
      await expect(page.getByTestId('invoice-list').locator('[data-testid^="invoice-edit-"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    await inBothThemes(page, screenReady, async (theme) => {
      await expectNoAxeViolations(page, { variant: theme === 'dark' || language === 'hu' });
      await page.mouse.move(1, 1);
      await shoot(page.getByTestId('invoice-list'), { path: `screenshots/orders-invoice-list-${theme}-${language}.png`, animations: 'disabled' });
    });

    const openCheckout = async () => {
      await page.getByTestId('order-checkout').click();
      await expect(page.getByTestId('checkout-dialog')).toHaveAttribute('data-variant', /normal|without_proforma/);
    };
    await inBothThemes(page, openCheckout, async (theme) => {
      // in the dark theme with a wrong password's message (one attempt per language: the org's limit is 5 in 15 minutes)
      if (theme === 'dark') {
        await page.getByTestId('checkout-password').fill('wrong');
        await page.getByTestId('checkout-submit').click();
        await expect(page.getByTestId('checkout-password')).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByTestId('checkout-dialog')).toContainText(language === 'en' ? 'Invalid validation password specified' : 'Hibás validálási jelszót adott meg');
      }
      await expectNoAxeViolations(page, { include: '[data-testid="checkout-dialog"]', variant: theme === 'dark' || language === 'hu' });
      await page.mouse.move(1, 1);
      await shoot(page, { path: `screenshots/orders-checkout-dialog-error-${theme}-${language}.png`, animations: 'disabled' });
    });
  });
}
