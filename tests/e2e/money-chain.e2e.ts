import { expect, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNotification } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { pdfTextOf } from './support/contracts';
import { pickDemoDate } from './support/dates';
import { labYearPath, moneyOf, openOrdersTab, presetSettings, type Language, type Theme } from './support/orders';
import { downloadedBytes } from './support/pdf';
import { DEMO_PASSWORD, DEMO_VALIDATION_PASSWORD, openSignedIn, signIn } from './support/session';

/**
 * The money chain of issue 31 ("What it must show", first bullet), walked in the browser in English
 * (light) and in Hungarian (dark), each by a lab of its own that no other spec touches (QC 1023 and
 * 1031: 2016 and 2017 contracts and orders, nothing for 2018), against the demo data (demo date
 * mid-June 2017):
 * - staff set the organisation's next-year due day (15 February) on the settings page;
 * - the lab accepts the 2018 contract (the page shows 2018's), copies last year's orders, removes the
 *   chemistry product and adds the other chemistry product (same scheme: offered only once the first
 *   is gone), and requests checkout with a purchase-order number; the checkout dialog names the due
 *   date and its rule;
 * - staff check out; the proforma PDF (pdftotext) shows the seller's tax number and bank account, the
 *   lines with their VAT, net/VAT/gross totals, forints without decimals and the PO number;
 * - past the proforma's due date (15 February 2018) the lab's 2017 evaluations stay open: a 2018
 *   document closes only 2018's;
 * - staff upload two invoice PDFs onto the proforma and both stay; the accounting export lists it.
 * axe-core on the changed screens (settings, checkout dialog) in each variant's language and theme.
 * The tests build on each other (one worker, file order).
 */
test.describe.configure({ mode: 'serial' });

const YEAR = 2017;
const NEXT = YEAR + 1;
/** The due day staff set: a 2018 document issued in 2017 is not due before 15 February 2018. */
const DUE_DAY = '02-15';
const DUE_DATE = `${NEXT}-${DUE_DAY}`;
/** The demo org's seller details (seed): tax number, local account, IBAN. */
const SELLER = { taxNumber: '10597190-2-44', account: '11773016-11111018', iban: 'HU42 1177 3016 1111 1018 0000 0000' };
/** A minimal valid PDF (the server checks the bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

/** The second chemistry product of 2018 staff add for the walk: the same scheme as the catalogue's KK. */
const OTHER_CHEM = { shortName: 'KK-ALAP', name: { en: 'Clinical chemistry, basic panel', hu: 'Klinikai kémia, alapcsomag' } };
const products = { chem: 0, otherChem: 0 };

interface Variant {
  language: Language;
  theme: Theme;
  /** The lab user (seed: `qc` + QC code). */
  user: string;
  purchaseOrder: string;
}

const VARIANTS: Variant[] = [
  { language: 'en', theme: 'light', user: 'qc1023', purchaseOrder: 'PO-1023/2018-A' },
  { language: 'hu', theme: 'dark', user: 'qc1031', purchaseOrder: 'MR-1031/2018' },
];

async function token(request: APIRequestContext, subject: string): Promise<string> {
  const login = await request.post('/api/v1/auth/tokens', { data: { subject, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

interface ListedProduct {
  id: number;
  shortName: string;
  productGroupId: number;
  surveys: Array<{ id: number }>;
}

/**
 * The 2018 chemistry product of the catalogue and a second one of the same scheme (its surveys), which
 * staff add through the products API once: a lab orders one product per scheme.
 */
test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await token(request, 'admin')}` };
  const profile = (await (await request.get('/api/v1/auth/profile', { headers })).json()) as { org: { id: number } };
  const orgId = profile.org.id;
  const list = async () => ((await (await request.get(`/api/v1/orgs/${orgId}/products?year=${NEXT}&limit=100`, { headers })).json()) as { items: ListedProduct[] }).items;
  const items = await list();
  const chem = items.find((product) => product.shortName === 'KK');
  if (!chem) throw new Error(`no KK product in ${NEXT}`);
  products.chem = chem.id;
  const existing = items.find((product) => product.shortName === OTHER_CHEM.shortName);
  if (existing) {
    products.otherChem = existing.id;
    return;
  }
  const created = await request.post(`/api/v1/orgs/${orgId}/products`, {
    headers,
    data: {
      year: NEXT,
      type: 'survey',
      productGroupId: chem.productGroupId,
      shortName: OTHER_CHEM.shortName,
      name: OTHER_CHEM.name,
      countries: ['HU'],
      surveys: chem.surveys.map((survey) => ({ id: survey.id })),
      prices: [{ currencyId: 'HUF', paper: false, value: 31_000, discountValue: 29_500, extraEvaluationValue: 0 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  products.otherChem = ((await created.json()) as { id: number }).id;
});

/** Signs in with the variant's language and theme, on the landing page or straight on `path` (one start of the app). */
async function signInAs(page: Page, user: string, variant: Variant, path?: string): Promise<void> {
  await presetSettings(page, variant.language, variant.theme);
  if (path) await openSignedIn(page, user, path);
  else await signIn(page, user);
}

test('staff set the next-year due day beside the seller details: a wrong day is refused at the field, translated, and kept', async ({ page }) => {
  await signInAs(page, 'admin', VARIANTS[0]!, '/config/settings');
  const card = page.getByTestId('invoice-terms');
  await expect(card).toContainText('Due dates of next year’s documents');
  const day = page.getByTestId('invoice-terms-day');
  await expect(day).toHaveValue('');
  await day.fill('02-30');
  await page.getByTestId('invoice-terms-save').click();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(card).toContainText('Enter a day of the year as MM-DD (for example 01-31)');
  await expect(day).toHaveValue('02-30');
  await expectNoAxeViolations(page, { include: '[data-testid="invoice-terms"]', label: 'invoice terms, en light' });
  await day.fill(DUE_DAY);
  await expect(day).toHaveAttribute('aria-invalid', 'false');
  await page.getByTestId('invoice-terms-save').click();
  await expectNotification(page, 'The due day of next year’s documents is saved.');
  await page.reload();
  await expect(page.getByTestId('invoice-terms-day')).toHaveValue(DUE_DAY);
  await expect(page.getByTestId('invoice-terms-saved-at')).toBeVisible();
});

for (const variant of VARIANTS) {
  test.describe(`the money chain (${variant.language}, ${variant.theme}, ${variant.user})`, () => {
    const hu = variant.language === 'hu';
    let yearPath = '';
    let labId = '';
    /** What the walk ordered and issued, for the later steps. */
    const walk = { invoiceId: '', number: '', linesNet: [] as number[] };

    test.beforeAll(async ({ request }) => {
      yearPath = await labYearPath(request, variant.user, NEXT);
      labId = yearPath.split('/')[2] ?? '';
    });

    test('the lab accepts the 2018 contract: the page shows that year’s contract, not ticked in advance', async ({ page }) => {
      await signInAs(page, variant.user, variant);
      await page.getByTestId('lab-tab-contracts').click();
      await expect(page.getByTestId('contract-page')).toBeVisible();
      await expect(page.getByTestId('contract-accepted')).toContainText(String(YEAR));
      await page.getByTestId('contract-year').click();
      await page.getByRole('option', { name: String(NEXT), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?year=${NEXT}$`));
      await expect(page.getByTestId('contract-not-accepted')).toContainText(String(NEXT));
      await expect(page.getByTestId('contract-termsAccepted')).not.toBeChecked();
      await page.getByTestId('contract-termsAccepted').check();
      await page.getByTestId('contract-modify').click();
      await expect(page.getByTestId('contract-accepted')).toContainText(String(NEXT));
      await expect(page.getByTestId('contract-not-accepted')).toHaveCount(0);
    });

    test('the lab copies 2017’s orders, swaps the chemistry product for the other one of its scheme and requests checkout with a PO number', async ({ page }) => {
      await signInAs(page, variant.user, variant);
      await openOrdersTab(page);
      await page.getByTestId(`orders-summary-open-${NEXT}`).click();
      await expect(page).toHaveURL(new RegExp(`${yearPath}$`));
      // no orders yet: the document type first, then the copy of last year's orders
      await expect(page.getByTestId('document-type-dialog')).toHaveAttribute('data-initial', 'true');
      await page.getByTestId('document-type-online').check();
      await page.getByTestId('document-type-save').click();
      await expect(page.getByTestId('document-type-dialog')).toBeHidden();
      await page.getByTestId('order-copy').click();
      await page.getByTestId('order-copy-confirm-confirm').click();
      await expect(page.getByTestId('order-differences')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId(`order-product-${products.chem}`)).toHaveAttribute('data-ordered', 'true');

      // the other chemistry product shares the scheme: not offered while KK is ordered
      const search = page.getByTestId('order-year-search');
      await search.fill(OTHER_CHEM.shortName);
      await expect(page.getByTestId(`order-product-${products.otherChem}`)).toHaveAttribute('data-ordered', 'false');
      await expect(page.getByTestId(`order-product-open-${products.otherChem}`)).toHaveCount(0);
      await page.getByTestId('order-year-search-clear').click();

      // KK removed from the year (asked first)
      await page.getByTestId(`order-product-open-${products.chem}`).click();
      await page.getByTestId('product-order-remove').click();
      await page.getByTestId('product-order-remove-confirm-confirm').click();
      await expect(page.getByTestId('product-order-dialog')).toBeHidden();
      await expect(page.locator(`[data-testid="order-product-${products.chem}"][data-ordered="true"]`)).toHaveCount(0);

      // now the other one is offered: one sample set in each round
      await search.fill(OTHER_CHEM.shortName);
      await page.getByTestId(`order-product-open-${products.otherChem}`).click();
      const dialog = page.getByTestId('product-order-dialog');
      const inputs = dialog.locator('input[data-testid^="product-order-sample-sets-"]:not([disabled])');
      await expect(inputs.first()).toBeVisible();
      for (const input of await inputs.all()) await input.fill('1');
      await page.getByTestId('product-order-save').click();
      await expect(dialog).toBeHidden();
      await page.getByTestId('order-year-search-clear').click();
      // the whole year again (the invoice list is hidden while a search filters the products)
      await expect(page.getByTestId('invoice-list')).toBeVisible();
      await expect(page.getByTestId(`order-product-${products.otherChem}`)).toHaveAttribute('data-ordered', 'true');
      const amounts = page.locator('[data-testid^="order-product-"][data-ordered="true"] [data-testid^="order-amount-"]');
      walk.linesNet = await Promise.all((await amounts.all()).map((cell) => moneyOf(cell, variant.language)));
      expect(walk.linesNet.reduce((sum, amount) => sum + amount, 0)).toBe(await moneyOf(page.getByTestId('order-year-sum'), variant.language));

      // the checkout dialog names the due date and its rule; the lab asks the provider, with its PO number
      await page.getByTestId('order-checkout').click();
      const checkout = page.getByTestId('checkout-dialog');
      await expect(checkout).toHaveAttribute('data-variant', 'normal');
      await expect(page.getByTestId('checkout-due-date')).toHaveAttribute('data-date', DUE_DATE);
      await expect(page.getByTestId('checkout-due-rule')).toHaveAttribute('data-not-before', DUE_DATE);
      await expect(page.getByTestId('checkout-due-rule')).toContainText(hu ? '15 nap' : '15 days');
      await expectNoAxeViolations(page, { include: '[data-testid="checkout-dialog"]', label: `checkout dialog, ${variant.language} ${variant.theme}` });
      await page.getByTestId('checkout-request-instead').click();
      await page.getByTestId('request-checkout-purchase-order').fill(variant.purchaseOrder);
      await page.getByTestId('request-checkout-submit').click();
      await expect(page.getByTestId('order-year-checkout-requested')).toBeVisible();
    });

    test('staff check out; the proforma PDF shows the seller, the lines with VAT, the totals in whole forints and the PO number', async ({ page }) => {
      await signInAs(page, 'admin', variant, yearPath);
      await expect(page.getByTestId('order-year-checkout-requested')).toBeVisible();
      await page.getByTestId('order-checkout').click();
      await expect(page.getByTestId('checkout-due-date')).toHaveAttribute('data-date', DUE_DATE);
      await page.getByTestId('checkout-password').fill(DEMO_VALIDATION_PASSWORD);
      await page.getByTestId('checkout-submit').click();
      await expect(page.getByTestId('checkout-dialog')).toBeHidden();
      await expect(page.locator('[data-testid^="order-dirty-"]')).toHaveCount(0);

      const list = page.getByTestId('invoice-list');
      const kind = list.locator('[data-testid^="invoice-kind-"]');
      await expect(kind).toHaveCount(1);
      walk.invoiceId = (await kind.getAttribute('data-testid'))?.split('-').pop() ?? '';
      walk.number = (await page.getByTestId(`invoice-identifier-${walk.invoiceId}`).innerText()).trim();
      expect(walk.number).toMatch(new RegExp(`^${NEXT}/\\d{5}$`));
      const document = list.locator(`[data-id="${walk.invoiceId}"] [data-testid^="invoice-document-"]`);
      await expect(document).toBeVisible({ timeout: 30_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), document.click()]);
      const text = await pdfTextOf(await downloadedBytes(download));

      // the document is in the contract's language, the lab user's (Hungarian), whatever the screen's:
      // forints as packages/documents formatMoney writes them (grouped from four digits on, no decimals)
      const huf = new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'HUF', minimumFractionDigits: 0, maximumFractionDigits: 0, useGrouping: 'always' });
      const forints = (minor: number) => huf.format(minor / 100).replace(/\s+/g, ' ');
      const vat = walk.linesNet.map((net) => Math.round((net * 27) / 100 / 100) * 100);
      const net = walk.linesNet.reduce((sum, amount) => sum + amount, 0);
      const tax = vat.reduce((sum, amount) => sum + amount, 0);
      expect(text).toContain(walk.number);
      expect(text).toContain(SELLER.taxNumber);
      expect(text).toContain(SELLER.account);
      expect(text).toContain(SELLER.iban);
      expect(text).toContain(variant.purchaseOrder);
      expect(text).toContain(OTHER_CHEM.name.hu);
      // every line: its net amount and its VAT at 27 %
      expect(text).toMatch(/27\s?%/);
      for (const [index, amount] of walk.linesNet.entries()) {
        expect(text).toContain(forints(amount));
        expect(text).toContain(forints(vat[index] ?? 0));
      }
      // net, VAT and gross totals, forints without decimals
      expect(text).toContain(forints(net));
      expect(text).toContain(forints(tax));
      expect(text).toContain(forints(net + tax));
      expect(text).not.toMatch(/\d,\d\d Ft/);
      expect(text).not.toMatch(/HUF [\d,]+\.\d\d/);
    });

    test('past the proforma’s due date the lab’s 2017 evaluations stay open: a 2018 document closes only 2018’s', async ({ page, request }) => {
      const after = `${NEXT}-02-16`;
      await signInAs(page, variant.user, variant);
      await pickDemoDate(page, after);
      await page.goto(yearPath);
      await expect(page.getByTestId(`invoice-state-${walk.invoiceId}`)).toHaveAttribute('data-state', 'late_payment');
      const evaluations = await request.get(`/api/v1/labs/${labId}/evaluations?status=evaluated`, {
        headers: { authorization: `Bearer ${await token(request, variant.user)}`, 'x-demo-date': `${after}T09:00:00.000Z` },
      });
      expect(evaluations.status()).toBe(200);
      const listed = (await evaluations.json()) as { items: Array<{ year?: number }> };
      expect(listed.items.length).toBeGreaterThan(0);
      await page.getByTestId('lab-tab-evaluations').click();
      await expect(page.getByTestId('evaluations-list-evaluated')).toBeVisible();
      await expect(page).not.toHaveURL(/\/payment_error$/);
      await expect(page.getByTestId('error-dialog')).toHaveCount(0);
    });

    test('staff upload two invoice PDFs onto the proforma and both stay; the accounting export lists the checkout', async ({ page }) => {
      await signInAs(page, 'admin', variant, yearPath);
      const list = page.getByTestId('invoice-list');
      for (const name of [`szamla-${variant.user}-1.pdf`, `szamla-${variant.user}-2.pdf`]) {
        const chooser = page.waitForEvent('filechooser');
        await page.getByTestId(`invoice-upload-${walk.invoiceId}`).click();
        await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
        await expect(list.getByRole('button', { name })).toBeVisible();
      }
      await page.reload();
      for (const name of [`szamla-${variant.user}-1.pdf`, `szamla-${variant.user}-2.pdf`]) await expect(list.getByRole('button', { name })).toBeVisible();
      await expect(page.getByTestId(`invoice-identifier-${walk.invoiceId}`)).toHaveText(walk.number);

      await page.getByTestId('accounting-export-open').click();
      await page.getByTestId('accounting-export-from').fill(`${YEAR}-01-01`);
      await page.getByTestId('accounting-export-to').fill(`${YEAR}-12-31`);
      const download = page.waitForEvent('download');
      await page.getByTestId('accounting-export-download').click();
      const csv = (await downloadedBytes(await download)).toString('utf8');
      const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
      const ours = lines.filter((line) => line.includes(`,${walk.number},`));
      expect(ours.length).toBe(walk.linesNet.length);
      for (const line of ours) expect(line).toContain(variant.purchaseOrder);
    });
  });
}

test('staff set the due day back to the default (hu, dark): empty is 31 January', async ({ page }) => {
  const variant = VARIANTS[1]!;
  await signInAs(page, 'admin', variant, '/config/settings');
  const card = page.getByTestId('invoice-terms');
  await expect(card).toContainText('A következő évi bizonylatok fizetési határideje');
  const day = page.getByTestId('invoice-terms-day');
  await expect(day).toHaveValue(DUE_DAY);
  await day.fill('13-01');
  await day.blur();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(card).toContainText('Az év egy napját HH-NN alakban adja meg (például 01-31)');
  await expect(day).toHaveValue('13-01');
  await expectNoAxeViolations(page, { include: '[data-testid="invoice-terms"]', label: 'invoice terms, hu dark' });
  await day.fill('');
  await page.getByTestId('invoice-terms-save').click();
  await expectNotification(page, 'A következő évi bizonylatok esedékességi napja mentve.');
  await page.reload();
  await expect(page.getByTestId('invoice-terms-day')).toHaveValue('');
});
