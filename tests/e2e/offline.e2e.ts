import { expect, test } from './support/test';
import { type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addEmail } from './support/contracts';
import { parameterCard, parameterControls } from './support/results';
import { openSignedIn, signIn, switchSettings } from './support/session';

/**
 * Issue 32, "Failure and waiting", in real Chromium on the demo data: values typed while the
 * network is down wait (no dialog, a quiet banner counts them) and are saved by themselves when it
 * returns; a reload while the server cannot be reached keeps them; the survey's pop-ups do not
 * stack; a disabled Next names the missing field; a slow load shows the app bar and skeletons.
 *
 * The reload: a browser that is really offline cannot load the page at all (Chromium shows its own
 * error page), so "a reload while offline" is played as the server being unreachable while the
 * page's own files still load — the API alone is blocked (`page.route('**\/trpc/**', abort)`), which
 * is also what a lab sees when the portal's server is down behind a working network.
 */
test.describe.configure({ mode: 'serial' });

/** The path of the lab's first in-progress clinical chemistry survey (the tests come back to it). */
let surveyPath = '';

async function openChemistrySurvey(page: Page, index: number): Promise<string> {
  await page.getByTestId('surveys-in-progress').locator('a[data-testid^="survey-link-"]').filter({ hasText: /^KK - / }).nth(index).click();
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys\/\d+$/);
  await expect(page.getByTestId('survey-title')).toBeVisible();
  return new URL(page.url()).pathname;
}

async function closeInstructions(page: Page): Promise<void> {
  if (await page.getByTestId('instructions-dialog').isVisible()) await page.getByTestId('instructions-close').click();
  await expect(page.getByTestId('instructions-dialog')).toHaveCount(0);
}

/** Three result fields of the form (glucose of two samples, sodium of the first) and their save marks. */
function threeFields(page: Page): Array<{ input: Locator; mark: Locator }> {
  const glucose = parameterCard(page, 'Glucose');
  const sodium = parameterCard(page, 'Sodium');
  const mark = (card: Locator, sample: number) => card.locator('[data-testid^="parameter-row-"]').nth(sample).locator('[data-testid$="-result-save-mark"]');
  return [
    { input: parameterControls(glucose).result(0), mark: mark(glucose, 0) },
    { input: parameterControls(glucose).result(1), mark: mark(glucose, 1) },
    { input: parameterControls(sodium).result(0), mark: mark(sodium, 0) },
  ];
}

/** The drafts this browser keeps for the user's surveys (localStorage eqa.resultDrafts.*), their typed texts. */
async function storedDraftTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i) ?? '';
      if (!key.startsWith('eqa.resultDrafts.')) continue;
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { drafts?: Record<string, { draft: { text?: string } }> };
      for (const entry of Object.values(stored.drafts ?? {})) texts.push(entry.draft.text ?? '');
    }
    return texts.sort();
  });
}

test('offline while typing three values: they wait under a quiet banner, no dialog; back online they are saved without a click', async ({ page, context }) => {
  test.slow();
  await signIn(page, 'lab');
  surveyPath = await openChemistrySurvey(page, 0);
  await closeInstructions(page);
  const fields = threeFields(page);
  const values = ['5.13', '6.27', '139.4'];
  // the Hungarian texts are a chunk of their own: fetched once here, while the network is up
  await switchSettings(page, 'light', 'hu');
  await switchSettings(page, 'light', 'en');

  await context.setOffline(true);
  for (const [index, field] of fields.entries()) await field.input.fill(values[index] ?? '');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Offline: 3 values waiting');
  // the autosave tried and got no answer: it waits for the connection, each field says 'not saved yet'
  await expect(banner).toHaveAttribute('data-waiting-for-connection', 'true', { timeout: 15_000 });
  for (const field of fields) await expect(field.mark).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
  await expect(page.getByTestId('save-failed')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, '[data-testid="offline-banner"]');
  // in Hungarian and dark too, switched in place as another tab would
  await switchSettings(page, 'dark', 'hu');
  await expect(banner).toContainText('Nincs kapcsolat: 3 érték vár elküldésre');
  await expectNoAxeViolations(page, '[data-testid="offline-banner"]');
  await switchSettings(page, 'light', 'en');

  await context.setOffline(false);
  for (const field of fields) await expect(field.mark).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-pending', '0');

  // the server has them
  await page.reload();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  for (const [index, field] of fields.entries()) await expect(field.input).toHaveValue(values[index] ?? '');
  expect(await storedDraftTexts(page)).toEqual([]);
});

test('a reload while the server cannot be reached keeps the values typed; they are saved once it answers', async ({ page }) => {
  test.slow();
  expect(surveyPath).not.toBe('');
  await openSignedIn(page, 'lab', surveyPath);
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await closeInstructions(page);
  const fields = threeFields(page);
  const values = ['5.14', '6.28', '139.5'];

  // the server stops answering; the page's own files still load
  await page.route('**/trpc/**', (route) => route.abort());
  for (const [index, field] of fields.entries()) await field.input.fill(values[index] ?? '');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Offline: 3 values waiting', { timeout: 15_000 });
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);

  // leaving with unsaved values asks first (beforeunload): the user reloads all the same
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  // the server is still unreachable: the page cannot load the form, the values are still in this browser
  await expect(page.getByTestId('app-frame-loading').or(page.getByTestId('profile-retry'))).toBeVisible();
  expect(await storedDraftTexts(page)).toEqual([...values].sort());

  // the server answers again: the page opens with the values typed, and sends them by itself
  await page.unroute('**/trpc/**');
  await page.reload();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await closeInstructions(page);
  await expect(page.getByTestId('drafts-restored')).toBeVisible();
  for (const [index, field] of fields.entries()) await expect(field.input).toHaveValue(values[index] ?? '');
  for (const field of fields) await expect(field.mark).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  await expect.poll(() => storedDraftTexts(page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  for (const [index, field] of fields.entries()) await expect(field.input).toHaveValue(values[index] ?? '');
});

test('opening a survey: the instructions once per user and survey, never two dialogs; the lab notice on the page, for lab users only', async ({ page }) => {
  await signIn(page, 'lab');
  await openChemistrySurvey(page, 1);
  const instructions = page.getByTestId('instructions-dialog');
  // the second survey has no results yet: the instructions open by themselves, the only dialog
  await expect(instructions).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // the lab's one-time 'latest results' notice waits on the page, not as a second dialog
  await expect(page.getByTestId('latest-results-hint')).toBeAttached();
  await page.getByTestId('instructions-close').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // remembered: not again for this user and survey
  await page.reload();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await expect(page.getByTestId('latest-results-hint')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, '[data-testid="latest-results-hint"]');
});

test('staff opening a lab\'s survey get no lab notice', async ({ page }) => {
  expect(surveyPath).not.toBe('');
  await openSignedIn(page, 'admin', surveyPath);
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await closeInstructions(page);
  await expect(page.getByTestId('survey-page')).toHaveAttribute('data-mode', 'form');
  await expect(page.getByTestId('latest-results-hint')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('registration: a disabled Next names the field still missing (the untouched country)', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByTestId('registration-step')).toHaveAttribute('data-step', 'generic');
  const next = page.getByTestId('registration-next');
  const missing = page.getByTestId('registration-missing');
  await expect(next).toBeDisabled();
  await expect(missing).toContainText('To continue, complete:');
  await page.getByTestId('registration-name').fill('Offline Test Laboratory');
  await page.getByTestId('registration-laboratoryHeadFullName').fill('Dr. Teszt Elek');
  await page.getByTestId('registration-address.zipCode').fill('1111');
  await page.getByTestId('registration-address.city').fill('Budapest');
  await page.getByTestId('registration-address.address').fill('Fő utca 1.');
  await page.getByTestId('registration-contact.phone').fill('+36 1 234 5678');
  await addEmail(page, 'registration-contact.emails', 'offline-test@example.com');
  await expect(next).toBeDisabled();
  await expect(missing).toHaveText('To continue, complete: Country');
  await expect(next).toHaveAccessibleDescription('To continue, complete: Country');
  await page.getByTestId('language-hu').click();
  await expect(missing).toHaveText('A továbblépéshez töltse ki: Ország');
  await page.getByTestId('language-en').click();
  await page.getByTestId('registration-address.countryId-select').click();
  await page.getByRole('option', { name: 'Hungary', exact: true }).click();
  await expect(next).toBeEnabled();
  await expect(missing).toHaveCount(0);
});

test('a slow start shows the app bar, then a skeleton shaped like the survey form; no spinner on a blank page', async ({ page }) => {
  expect(surveyPath).not.toBe('');
  // the server answers only when the test lets it (the sign-in's REST calls are not held)
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/trpc/**', async (route) => {
    await gate;
    await route.continue();
  });
  await openSignedIn(page, 'lab', surveyPath);
  await expect(page.getByTestId('app-frame-loading').getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('page-loader')).toHaveAttribute('data-shape', 'form');
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
  release();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await expect(page.getByTestId('page-loader')).toHaveCount(0);
  await page.unroute('**/trpc/**');
});
