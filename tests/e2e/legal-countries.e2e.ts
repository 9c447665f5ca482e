import { expect, newContext, test } from './support/test';
import { editGridSelect, expectNotification, signInAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 33: an org admin edits and publishes a Hungarian terms version and serves Norway in NOK; the
 * registration page then offers Norway, the countries sorted by their name
 * (docs/decisions/legal-documents.md, docs/decisions/countries.md).
 */
test.describe.configure({ mode: 'serial' });

test('admin (hu): a new Hungarian terms version is drafted from the one in force and published', async ({ page }) => {
  await signInAdmin(page, 'hu');
  await page.getByTestId('admin-menu-legal').click();
  await expect(page).toHaveURL(/\/config\/legal$/);
  await expect(page.getByRole('heading', { name: 'Jogi dokumentumok', level: 1 })).toBeVisible();
  const terms = page.getByTestId('legal-termsAndConditions');
  await expect(terms.getByTestId('legal-termsAndConditions-in-force')).toContainText('Hatályos');
  const before = await terms.locator('[data-testid^="legal-termsAndConditions-version-"]').count();
  await expectNoAxeViolations(page, '[data-testid="legal-documents-page"]');

  await terms.getByTestId('legal-termsAndConditions-new').click();
  const dialog = page.getByTestId('legal-version-dialog');
  await expect(dialog).toBeVisible();
  const hu = dialog.getByTestId('legal-version-hu');
  await expect(hu).toHaveValue(/# 1\. Fogalmak|# 1\./);
  await hu.fill(`${await hu.inputValue()}\n\n# Záró rendelkezés\nEzt a változatot a szolgáltató jogásza ellenőrizte.`);
  await expectNoAxeViolations(page, '[data-testid="legal-version-dialog"]');
  await dialog.getByTestId('legal-version-save').click();
  await expectNotification(page, 'A piszkozat mentve');
  const version = before + 1;
  const row = terms.getByTestId(`legal-termsAndConditions-version-${version}`);
  await expect(row).toContainText('Piszkozat');

  await row.getByTestId(`legal-termsAndConditions-publish-${version}`).click();
  await expectNotification(page, 'A változat közzétéve');
  await expect(row).toContainText('Közzétéve');
  await expect(terms.getByTestId('legal-termsAndConditions-in-force')).toContainText(`Hatályos: ${version}. változat`);
});

test('admin: Norway is served in NOK', async ({ page }) => {
  await signInAdmin(page, 'en');
  await page.getByTestId('admin-menu-countries').click();
  await expect(page).toHaveURL(/\/config\/countries$/);
  await expect(page.getByTestId('country-HU')).toContainText('Hungary');
  if ((await page.getByTestId('country-NO').count()) === 0) {
    await page.getByTestId('countries-add-input').fill('Norw');
    await page.getByRole('option', { name: 'Norway (NO)' }).click();
    await page.getByTestId('countries-add').click();
  }
  // the currency is edited in the grid's cell
  await editGridSelect(page.getByTestId('country-NO'), 'currencyId', 'country-NO-currency', 'NOK');
  await expectNoAxeViolations(page, '[data-testid="countries-page"]');
  await page.getByTestId('countries-save').click();
  await expectNotification(page, 'Countries saved');
  await page.reload();
  await expect(page.getByTestId('country-NO').locator('[data-field="currencyId"]')).toContainText('NOK –');
});

test('the registration page offers Norway, the countries sorted by their name', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(() => {
    window.localStorage.setItem('eqa.locale', 'en');
    window.localStorage.setItem('eqa.theme', 'light');
  });
  await page.goto('/register');
  await expect(page.getByTestId('registration-card')).toBeVisible();
  await page.getByTestId('registration-address.countryId-select').click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: 'Norway' })).toHaveCount(1);
  const names = await options.allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  await page.getByRole('option', { name: 'Norway' }).click();
  await expect(page.getByTestId('registration-address.countryId')).toHaveValue('NO');
  await expectNoAxeViolations(page, '[data-testid="registration-card"]');
  await context.close();
});
