import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectNotification, signInAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';

/**
 * The Organisation settings (issue 33; docs/decisions/org-settings.md): an org admin fills the
 * provider's identity, contact, staff notification address and accreditations on one screen (the
 * forms kit: each error under its field), and the About dialog shows exactly that — nothing it was
 * not told (no placeholder address, registration number or accreditation).
 */
test.describe.configure({ mode: 'serial' });

/** Types into a field and leaves it (the form checks a field when it is left). */
async function type(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).fill(value);
  await page.getByTestId(testId).blur();
}

test('admin: fills the organisation settings and the About dialog shows them', async ({ page }) => {
  await signInAdmin(page);
  await page.getByTestId('admin-menu-settings').click();
  await expect(page).toHaveURL(/\/config\/settings$/);
  await expect(page.getByRole('heading', { name: 'Organisation settings' })).toBeVisible();
  const form = page.getByTestId('org-settings-form');
  await expect(form).toBeVisible();

  // what is wrong shows under its field as it is left, in words
  await type(page, 'settings-contact-email', 'info.szkk.example');
  await expect(page.getByTestId('settings-contact-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('Write an e-mail address, e.g. info@example.org');
  await type(page, 'settings-website', 'szkk');
  await expect(form).toContainText('Write a web address, e.g. https://www.example.org');

  await type(page, 'billing-legal-name', 'Szegedi Körvizsgálati Központ Kft.');
  await type(page, 'settings-short-name', 'SZKK');
  await type(page, 'settings-registration-number', '06-09-765432');
  await type(page, 'billing-zip-code', '6720');
  await type(page, 'billing-city', 'Szeged');
  await type(page, 'billing-address', 'Dóm tér 9.');
  await type(page, 'settings-phone', '+36 62 555 0199');
  await type(page, 'settings-contact-email', 'info@szkk.example');
  await type(page, 'settings-website', 'www.szkk.example');
  await type(page, 'settings-staff-email', 'eqa-staff@szkk.example');

  // the accreditations: the seeded one replaced by the provider's own
  while ((await page.getByTestId('settings-accreditation-0-remove').count()) > 0) await page.getByTestId('settings-accreditation-0-remove').click();
  await page.getByTestId('settings-accreditation-add').click();
  await type(page, 'settings-accreditation-0-number', 'NAH-9-0123/2025');
  await type(page, 'settings-accreditation-0-valid-until', '2029-13-01');
  await expect(form).toContainText('Write a date as YYYY-MM-DD');
  await page.getByTestId('org-settings-save').click();
  // nothing goes to the server while a field is wrong: the accreditation's body is missing
  await expect(page.getByTestId('settings-accreditation-0-body')).toHaveAttribute('aria-invalid', 'true');
  await type(page, 'settings-accreditation-0-body', 'Nemzeti Akkreditáló Hatóság');
  await type(page, 'settings-accreditation-0-scope', 'ISO/IEC 17043:2023 proficiency testing');
  await type(page, 'settings-accreditation-0-valid-until', '2029-12-31');
  await expectNoAxeViolations(page, '[data-testid="org-settings-form"]');

  await page.getByTestId('org-settings-save').click();
  await expectNotification(page, 'The organisation settings are saved.');
  // stored normalised, kept over a reload
  await page.reload();
  await expect(page.getByTestId('settings-website')).toHaveValue('https://www.szkk.example');
  await expect(page.getByTestId('settings-staff-email')).toHaveValue('eqa-staff@szkk.example');
  await expect(page.getByTestId('settings-accreditation-0-scope')).toHaveValue('ISO/IEC 17043:2023 proficiency testing');

  await page.getByTestId('admin-menu-about').click();
  const about = page.getByTestId('about-dialog');
  await expect(about).toBeVisible();
  await expect(page.getByTestId('about-name')).toHaveText('Szegedi Körvizsgálati Központ Kft.');
  await expect(page.getByTestId('about-address')).toContainText('Dóm tér 9., 6720 Szeged, Hungary');
  await expect(page.getByTestId('about-company-registration-number')).toContainText('06-09-765432');
  await expect(page.getByTestId('about-mail')).toContainText('info@szkk.example');
  await expect(page.getByTestId('about-phone-1')).toContainText('+36 62 555 0199');
  await expect(page.getByTestId('about-web').getByRole('link')).toHaveAttribute('href', 'https://www.szkk.example');
  await expect(page.getByTestId('about-accreditation-1')).toContainText('ISO/IEC 17043:2023 proficiency testing');
  await expect(page.getByTestId('about-accreditation-1')).toContainText('Nemzeti Akkreditáló Hatóság, registration no. NAH-9-0123/2025');
  await expect(page.getByTestId('about-accreditation-1')).toContainText('valid until 31/12/2029');
  await expect(page.getByTestId('about-accreditation-2')).toHaveCount(0);
  // the staff address is not public; no placeholder anywhere
  await expect(about).not.toContainText('eqa-staff@szkk.example');
  for (const placeholder of ['Example Street', '00-00-000000', '+36 00 000 0000', 'eqa.example.org', 'ISO 9001']) await expect(about).not.toContainText(placeholder);
  await expectNoAxeViolations(page, '[data-testid="about-dialog"]');
  await page.getByTestId('about-close').click();
  await expect(about).toBeHidden();
});
