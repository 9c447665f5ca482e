import { expect, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoLabYearPath, presetSettings, type Language, type Theme } from './support/orders';
import { downloadedBytes } from './support/pdf';
import { DEMO_PASSWORD, openSignedIn } from './support/session';

/**
 * The invoice chain (issue 31 "Invoices", What it must show): staff upload two invoice PDFs onto a
 * row of the demo lab's 2017 invoices and both stay listed (the identifier does not change for an
 * unnamed upload); the accounting export of the period downloads as CSV and lists that row's
 * checkout. axe-core on the invoice list and the export dialog, light and dark, en and hu. The tests
 * build on each other (one worker, file order).
 */
test.describe.configure({ mode: 'serial' });

const YEAR = 2017;
/** A minimal valid PDF (its bytes say PDF: the server checks them with file-type). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

let yearPath = '';
const chosen = { invoiceId: 0, number: '', identifier: '' };

interface ListedInvoice {
  id: number;
  number: string;
  identifier: string;
  cancelled: boolean;
  cancelledAnnualNumber: number | null;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/tokens', { data: { subject: 'admin', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function openYearAsAdmin(page: Page, language: Language, theme: Theme = 'light'): Promise<void> {
  await presetSettings(page, language, theme);
  await openSignedIn(page, 'admin', yearPath);
  await expect(page.getByTestId('invoice-list')).toBeVisible();
  await expect(page.getByTestId(`invoice-identifier-${chosen.invoiceId}`)).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  yearPath = await demoLabYearPath(request, YEAR);
  // the year's first row in force: what the uploads go onto
  const token = await adminToken(request);
  const [, , labId, , , orgId] = yearPath.split('/');
  const list = await request.get(`/api/v1/labs/${labId}/orders/orgs/${orgId}/years/${YEAR}/invoices`, { headers: { authorization: `Bearer ${token}` } });
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: ListedInvoice[] };
  const row = items.find((item) => !item.cancelled && item.cancelledAnnualNumber === null);
  if (!row) throw new Error('the demo lab has no invoice in force in 2017');
  Object.assign(chosen, { invoiceId: row.id, number: row.number, identifier: row.identifier });
});

/** Uploads a PDF onto the chosen row through its upload button (the file chooser). */
async function uploadPdf(page: Page, fileName: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(`invoice-upload-${chosen.invoiceId}`).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('invoice-list').getByRole('button', { name: fileName })).toBeVisible();
}

test('staff upload two invoice PDFs: both stay listed, the identifier stays', async ({ page }) => {
  await openYearAsAdmin(page, 'en');
  await uploadPdf(page, 'accounting-first.pdf');
  await uploadPdf(page, 'accounting-second.pdf');
  const list = page.getByTestId('invoice-list');
  await expect(list.getByRole('button', { name: 'accounting-first.pdf' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'accounting-second.pdf' })).toBeVisible();
  // neither was named by staff: the row keeps its identifier
  await expect(page.getByTestId(`invoice-identifier-${chosen.invoiceId}`)).toHaveText(chosen.identifier);

  // after a reload they are still there (stored, not replaced)
  await page.reload();
  await expect(list.getByRole('button', { name: 'accounting-first.pdf' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'accounting-second.pdf' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-testid="invoice-list"]', label: 'invoice list, en light' });
});

test('a file named .pdf that is not a PDF is refused with a translated message', async ({ page }) => {
  await openYearAsAdmin(page, 'hu');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(`invoice-upload-${chosen.invoiceId}`).click();
  await (await chooser).setFiles({ name: 'not-really.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello, I am text') });
  await expect(page.getByText('Csak PDF fájlt fogadunk el')).toBeVisible();
  await expect(page.getByTestId('invoice-list').getByRole('button', { name: 'not-really.pdf' })).toHaveCount(0);
});

for (const [language, theme] of [
  ['en', 'light'],
  ['hu', 'dark'],
] as const) {
  test(`the accounting export downloads and lists the checkout (${language}, ${theme})`, async ({ page }) => {
    await openYearAsAdmin(page, language, theme);
    await page.getByTestId('accounting-export-open').click();
    const dialog = page.getByTestId('accounting-export-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('accounting-export-from').fill(`${YEAR - 1}-01-01`);
    await page.getByTestId('accounting-export-to').fill(`${YEAR}-12-31`);
    await expectNoAxeViolations(page, { include: '[data-testid="accounting-export-dialog"]', label: `accounting export, ${language} ${theme}` });
    const download = page.waitForEvent('download');
    await page.getByTestId('accounting-export-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`accounting-${YEAR - 1}-01-01_${YEAR}-12-31.csv`);
    const csv = (await downloadedBytes(file)).toString('utf8');
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('document_number,proforma_number');
    expect(lines.some((line) => line.includes(`,${chosen.number},`))).toBe(true);
    await page.getByTestId('accounting-export-close').click();
    await expect(dialog).toBeHidden();
    // the staff filter: rows lacking the accounting's invoice (the chosen one has two uploads now)
    await page.getByTestId('invoice-missing-filter').locator('input').check();
    await expect(page.getByTestId(`invoice-identifier-${chosen.invoiceId}`)).toHaveCount(0);
    await expectNoAxeViolations(page, { include: '[data-testid="invoice-list"]', label: `invoice list filtered, ${language} ${theme}` });
  });
}
