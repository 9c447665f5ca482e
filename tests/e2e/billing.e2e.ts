import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectNotification, signInAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';

/**
 * The administration area's Organisation settings (issues 31 and 33; docs/decisions/vat.md, org-settings.md):
 * the seller details every proforma prints, checked with jsvat-next and ibantools in the browser as the server
 * does (each error under its field, in the reader's language), and the exchange rates of documents
 * in other currencies. The demo org's details are seeded; the tests change and restore them.
 */
test.describe.configure({ mode: 'serial' });

/** Types into a field and leaves it (the form checks a field when it is left). */
async function type(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).fill(value);
  await page.getByTestId(testId).blur();
}

test('admin: the seller details, each identifier error under its field, saved normalised', async ({ page }) => {
  await signInAdmin(page, 'en');
  await page.getByTestId('admin-menu-settings').click();
  await expect(page).toHaveURL(/\/config\/settings$/);
  await expect(page.getByTestId('admin-menu-settings')).toHaveAttribute('aria-current', 'page');
  const form = page.getByTestId('org-settings-form');
  await expect(page.getByTestId('billing-tax-number')).toHaveValue('10597190-2-44');
  await expect(page.getByTestId('billing-iban')).toHaveValue('HU42117730161111101800000000');
  await expect(page.getByTestId('org-settings-save')).toBeDisabled();

  const errors: Array<[string, string, string]> = [
    // checked against the (still valid) IBAN
    ['billing-bank-account', '11773016-11111025', 'This is not the account of the IBAN'],
    ['billing-iban', 'HU43 1177 3016 1111 1018 0000 0000', 'The check digits of the IBAN do not match'],
    ['billing-eu-vat-number', 'ATU13585627', 'This is the VAT number of another country than the address'],
    ['billing-tax-number', '10597191-2-44', 'The 8th digit (the check digit) does not match the first seven'],
    ['billing-payment-term', '0', 'A whole number of days from 1 to 180'],
  ];
  for (const [testId, value, message] of errors) {
    await type(page, testId, value);
    await expect(page.getByTestId(testId)).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(message);
  }
  await expectNoAxeViolations(page, '[data-testid="org-settings-form"]');
  // nothing goes to the server while a field is wrong: the first wrong field (in the form's order) takes the focus
  await page.getByTestId('org-settings-save').click();
  await expect(page.getByTestId('billing-tax-number')).toBeFocused();

  await type(page, 'billing-iban', 'hu42 1177 3016 1111 1018 0000 0000');
  await type(page, 'billing-eu-vat-number', 'HU 1059 7190');
  await type(page, 'billing-tax-number', '10597190-2-44');
  await type(page, 'billing-bank-account', '11773016-11111018');
  await type(page, 'billing-payment-term', '30');
  for (const [testId] of errors) await expect(page.getByTestId(testId)).toHaveAttribute('aria-invalid', 'false');
  await page.getByTestId('org-settings-save').click();
  await expectNotification(page, 'The organisation settings are saved.');
  await page.reload();
  await expect(page.getByTestId('billing-payment-term')).toHaveValue('30');
  await expect(page.getByTestId('billing-iban')).toHaveValue('HU42117730161111101800000000');
  await expect(page.getByTestId('billing-eu-vat-number')).toHaveValue('HU10597190');
  // the term back to the demo's 15 days (the checkout walk expects it)
  await type(page, 'billing-payment-term', '15');
  await page.getByTestId('org-settings-save').click();
  await expectNotification(page, 'The organisation settings are saved.');
});

test('admin (hu): the messages in Hungarian; an exchange rate is entered and listed', async ({ page }) => {
  await signInAdmin(page, 'hu', '/config/settings');
  await expect(page.getByRole('heading', { name: 'Szervezeti beállítások' })).toBeVisible();
  await type(page, 'billing-bic', 'OTP1HUHB');
  await expect(page.getByTestId('org-settings-form')).toContainText('A BIC 8 vagy 11 betűből és számjegyből áll');
  await type(page, 'billing-iban', 'XX42117730161111101800000000');
  await expect(page.getByTestId('org-settings-form')).toContainText('Az IBAN nem ismert országkóddal kezdődik');
  await page.reload();

  const rows = page.getByTestId('exchange-rate-row');
  // the demo's monthly EUR rates are listed
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await page.getByTestId('exchange-rate-add').click();
  const dialog = page.getByTestId('exchange-rate-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('exchange-rate-rate').fill('abc');
  await page.getByTestId('exchange-rate-save').click();
  await expect(dialog).toContainText('Pozitív szám legfeljebb 4 tizedesjeggyel');
  await expectNoAxeViolations(page, '[data-testid="exchange-rate-dialog"]');
  await page.getByTestId('exchange-rate-rate').fill('395,12');
  await page.getByTestId('exchange-rate-save').click();
  await expectNotification(page, 'Az árfolyam mentve.');
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before + 1);
  const entered = rows.filter({ hasText: '395,12' });
  await expect(entered).toHaveCount(1);
  await expect(entered).toContainText('EUR');
});
