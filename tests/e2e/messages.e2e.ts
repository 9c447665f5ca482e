import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { apiToken } from './support/reports';
import { shotThemesAndLanguages, openSignedIn, signIn } from './support/session';

/**
 * Messages and navigation (issue 24): a stale link shows a translated 'not found' page with a way
 * back (never the 'unexpected error … sent to the developers' dialog), and the server's refusals
 * land on their fields in the user's language (a duplicate unit ordinal under the ordinal, a
 * factor 'abc' as not a number on the factor), never as a raw key or an English sentence.
 */

async function setLocale(page: Page, language: 'en' | 'hu'): Promise<void> {
  await page.evaluate((l) => window.localStorage.setItem('eqa.locale', l), language);
}

test('lab: a stale survey link shows the translated not-found page, and Back leads to the surveys', async ({ page, request }) => {
  const token = await apiToken(request, 'lab');
  const profile = (await (await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } })).json()) as { lab: { id: number } };
  const labId = profile.lab.id;
  await openSignedIn(page, 'lab', `/labs/${labId}/surveys/999999`);
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('not-found-title')).toHaveText('Page not found');
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);

  await setLocale(page, 'hu');
  await page.reload();
  await expect(page.getByTestId('not-found-title')).toHaveText('Az oldal nem található');
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
  await shotThemesAndLanguages(page, 'not-found-survey', () => page.getByTestId('not-found-page'));

  await page.getByTestId('not-found-back').click();
  await expect(page).toHaveURL(new RegExp(`/labs/${labId}/surveys$`));
  await expect(page.getByTestId('surveys-in-progress')).toBeVisible();
});

test('admin: a stale unit link shows the not-found page in the overlay; Back closes it onto the units', async ({ page }) => {
  await page.addLocatorHandler(page.getByTestId('latest-results-hint'), async () => {
    await page.getByTestId('latest-results-hint-ok').click();
  });
  await openSignedIn(page, 'admin', '/config/units/99999');
  const overlay = page.getByTestId('unit-overlay');
  await expect(overlay.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
  await shotThemesAndLanguages(page, 'not-found-unit', () => overlay.getByTestId('not-found-page'));
  await overlay.getByTestId('not-found-back').click();
  await expect(page).toHaveURL(/\/config\/units$/);
  await expect(page.getByTestId('units-grid')).toBeVisible();
});

test('admin: a duplicate unit ordinal is refused under the ordinal field, a factor "abc" as not a number on the factor field (en, hu)', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const units = (await (await request.get('/api/v1/units?limit=5', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    items: Array<{ id: number; ordinal: number }>;
  };
  const [first, second] = units.items;
  expect(first && second).toBeTruthy();
  await page.addLocatorHandler(page.getByTestId('latest-results-hint'), async () => {
    await page.getByTestId('latest-results-hint-ok').click();
  });
  await signIn(page, 'admin');

  for (const language of ['en', 'hu'] as const) {
    await setLocale(page, language);
    await page.goto(`/config/units/${first!.id}`);
    const ordinal = page.getByTestId('unit-ordinal');
    await expect(ordinal).toHaveValue(String(first!.ordinal));
    // another unit's ordinal: the server refuses it (422 duplicateOrdinal), shown under the field
    await ordinal.fill(String(second!.ordinal));
    await expect(ordinal).toHaveAttribute('aria-invalid', 'true');
    await expect(ordinal).toHaveAccessibleDescription(language === 'en' ? 'This ordinal is already used in the list' : 'Ez a sorszám már szerepel a listában');
    await expect(page.getByTestId('error-dialog')).toHaveCount(0);
    // its own ordinal back: saved, the message gone
    await ordinal.fill(String(first!.ordinal));
    await expect(ordinal).toHaveAttribute('aria-invalid', 'false');

    await page.getByTestId('conversion-add').click();
    const factor = page.getByTestId('conversion-factor');
    await factor.fill('abc');
    await page.getByTestId('conversion-save').click();
    await expect(factor).toHaveAttribute('aria-invalid', 'true');
    await expect(factor).toHaveAccessibleDescription(language === 'en' ? /^Not a number/ : /^Nem szám/);
    await expect(page.getByTestId('conversion-dialog')).not.toContainText(/requiredField|config\.|constraint_violation/);
    // what was typed is a change: closing asks first
    await page.getByTestId('conversion-cancel').click();
    await page.getByTestId('conversion-discard-confirm').click();
    await expect(page.getByTestId('conversion-dialog')).toHaveCount(0);
  }
  await setLocale(page, 'en');
});
