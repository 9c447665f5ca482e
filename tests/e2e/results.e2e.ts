import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { pageShot, parameterCard, parameterControls, pickOption, speedDial, waitForSaved } from './support/results';
import { DEMO_VALIDATION_PASSWORD, openProfileMenu, setTheme, openSignedIn, signIn, signOut } from './support/session';

/**
 * Surveys and result entry (issue "Surveys and result entry"), in real Chromium against the demo
 * data: the lab enters values of every kind the demo survey offers, reloads, validates with a wrong
 * and the right validation password, sees the lock and invalidates; the admin audits the same
 * survey's history; the same walk in Hungarian on the next survey.
 */
test.describe.configure({ mode: 'serial' });

/** The survey the English walk used (the admin opens the same one). */
let surveyPath = '';

async function setLanguage(page: Page, language: 'en' | 'hu'): Promise<void> {
  await openProfileMenu(page);
  await page.getByTestId(`language-${language}`).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'hu' ? /hu/ : /en/);
}

/** Opens the n-th in-progress clinical chemistry survey ('KK - …') of the lab's surveys page. */
async function openChemistrySurvey(page: Page, index: number): Promise<string> {
  const column = page.getByTestId('surveys-in-progress');
  const link = column.locator('a[data-testid^="survey-link-"]').filter({ hasText: /^KK - / }).nth(index);
  await link.click();
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys\/\d+$/);
  await expect(page.getByTestId('survey-title')).toBeVisible();
  return new URL(page.url()).pathname;
}

test('lab: the surveys page lists the in-progress and upcoming surveys (screenshots in both themes)', async ({ page }) => {
  await signIn(page, 'lab');
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys$/);
  const inProgress = page.getByTestId('surveys-in-progress');
  await expect(inProgress.locator('[data-testid^="survey-item-"]').first()).toBeVisible();
  await expect(page.getByTestId('surveys-upcoming').locator('[data-testid^="survey-item-"]').first()).toBeVisible();
  // list items show the deadline and the expected evaluation; a survey with results has the edit icon
  await expect(inProgress.locator('[data-testid^="survey-date-deadline-"]').first()).toContainText('Deadline:');
  await expect(inProgress.locator('[data-testid^="survey-date-expectedEvaluation-"]').first()).toContainText('Expected evaluation:');
  await expect(inProgress.locator('[data-testid^="survey-icon-edit-"]').first()).toBeVisible();
  // lab users get no preview download of upcoming surveys
  await expect(page.locator('[data-testid^="survey-preview-"]')).toHaveCount(0);

  // search and the 'empty only' toggle narrow the in-progress list
  const all = await inProgress.locator('[data-testid^="survey-item-"]').count();
  await page.getByTestId('surveys-search').fill('HAEMOST');
  await expect(inProgress.locator('[data-testid^="survey-title-"]').first()).toContainText('HAEMOST');
  await expect(inProgress.locator('[data-testid^="survey-item-"]')).not.toHaveCount(all);
  await page.getByTestId('surveys-search-clear').click();
  await expect(inProgress.locator('[data-testid^="survey-item-"]')).toHaveCount(all);
  await page.getByTestId('surveys-empty-only').check();
  await expect(inProgress.locator('[data-testid^="survey-icon-edit-"]')).toHaveCount(0);
  await page.getByTestId('surveys-empty-only').uncheck();
  await expect(inProgress.locator('[data-testid^="survey-item-"]')).toHaveCount(all);

  await pageShot(page, 'surveys-light-en');
  await setTheme(page, 'dark');
  await pageShot(page, 'surveys-dark-en');
  await setTheme(page, 'light');
});

test('lab: enters a number with a comma and <, a value from the searchable list, a text, a unit with its conversion; reload keeps them; validates and invalidates', async ({ page }) => {
  // the whole walk of a user (25–35 s on these machines): three times the default timeout on a slow host
  test.slow();
  await signIn(page, 'lab');
  surveyPath = await openChemistrySurvey(page, 0);
  await expect(page.getByTestId('timeline-edit')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('survey-description-en')).toBeVisible();
  await expect(page.getByTestId('survey-description-hu')).toBeVisible();

  const sodium = parameterControls(parameterCard(page, 'Sodium'));
  // numeric: '<' and a comma; flagged 'value.invalidNumber' until the number is complete
  await sodium.unit(0).click();
  await pickOption(page, 'mmol/L');
  await sodium.result(0).fill('');
  await sodium.result(0).pressSequentially('<140,');
  await expect(parameterCard(page, 'Sodium')).toContainText('Enter a number, optionally starting with <, >, <=, >= or =');
  await sodium.result(0).pressSequentially('5');
  await expect(parameterCard(page, 'Sodium')).not.toContainText('Enter a number');
  // the mandatory method: a drop-down (few values); left empty once touched, it says it is required
  await sodium.select('method').click();
  await pickOption(page, 'Not specified');
  await expect(parameterCard(page, 'Sodium')).toContainText('This field is required');
  await sodium.select('method').click();
  await pickOption(page, 'ISE, indirect');
  await expect(parameterCard(page, 'Sodium')).not.toContainText('This field is required');
  // nominal with more values than the autocomplete threshold: a searchable list
  await sodium.searchable('reagent').click();
  await sodium.searchable('reagent').fill('zzzz');
  await expect(page.getByText('No result', { exact: true })).toBeVisible();
  await sodium.searchable('reagent').fill('roch');
  await pickOption(page, 'Roche Diagnostics');
  await expect(sodium.searchable('reagent')).toHaveValue('Roche Diagnostics');
  // text
  await sodium.text('comment').fill('Lipaemic sample, measured after dilution');
  // a unit switch shows the value converted into the evaluation unit (glucose: mg/dL → mmol/L)
  const glucose = parameterControls(parameterCard(page, 'Glucose'));
  await glucose.unit(1).click();
  await pickOption(page, 'mg/dL');
  await glucose.result(1).fill('225');
  await expect(glucose.converted(1)).toHaveText('12.5 mmol/L (converted)');
  await waitForSaved(page);
  await pageShot(page, 'survey-light-en');
  await setTheme(page, 'dark');
  await pageShot(page, 'survey-dark-en');
  await setTheme(page, 'light');

  // reload: everything came back from the server
  await page.reload();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await expect(sodium.result(0)).toHaveValue('<140.5');
  await expect(sodium.unit(0)).toHaveText('mmol/L');
  await expect(sodium.select('method')).toHaveText('ISE, indirect');
  await expect(sodium.searchable('reagent')).toHaveValue('Roche Diagnostics');
  await expect(sodium.text('comment')).toHaveValue('Lipaemic sample, measured after dilution');
  await expect(glucose.result(1)).toHaveValue('225');
  await expect(glucose.unit(1)).toHaveText('mg/dL');
  await expect(glucose.converted(1)).toHaveText('12.5 mmol/L (converted)');

  // validation: a wrong password is refused in the dialog, the right one locks the results
  await page.getByTestId('survey-validate').click();
  const dialog = page.getByTestId('validation-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('validation-password').fill('wrong-password');
  await page.getByTestId('validation-submit').click();
  await expect(dialog).toContainText('Invalid validation password specified');
  await page.getByTestId('validation-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('validation-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('survey-lock')).toBeVisible();
  await expect(page.getByTestId('survey-read-only')).toBeVisible();
  await expect(sodium.result(0)).toBeDisabled();
  await expect(page.getByTestId('timeline-validation')).toHaveAttribute('data-state', 'done');

  // invalidation unlocks them again
  await page.getByTestId('survey-invalidate').click();
  await page.getByTestId('validation-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('validation-submit').click();
  await expect(page.getByTestId('survey-validate')).toBeVisible();
  await expect(page.getByTestId('survey-lock')).toHaveCount(0);
  await expect(sodium.result(0)).toBeEnabled();
});

test('admin: the survey history of the same survey, filtered by user and by parameter', async ({ page }) => {
  expect(surveyPath).not.toBe('');
  await openSignedIn(page, 'admin', surveyPath);
  await expect(page.getByTestId('survey-title')).toBeVisible();
  // the one-time 'latest results' hint is a lab notice: staff do not get it (issue 32)
  await expect(page.getByTestId('latest-results-hint')).toHaveCount(0);

  await speedDial(page, 'history');
  const history = page.getByTestId('history-dialog');
  await expect(history).toBeVisible();
  await expect(page.getByTestId('history-last-event')).toContainText('Last change:');
  const rows = history.locator('[role="row"][data-testid^="history-event-"]');
  await expect(rows.first()).toBeVisible();

  await page.getByTestId('history-filter-user').click();
  await pickOption(page, /\(lab\)$/);
  await expect(rows.first()).toBeVisible();
  const users = await history.getByTestId('history-event-user').allInnerTexts();
  expect(new Set(users).size).toBe(1);

  await page.getByTestId('history-filter-parameter').click();
  await pickOption(page, 'Sodium');
  await expect(history.getByTestId('history-event-parameter').first()).toHaveText('Sodium');
  const parameters = await history.getByTestId('history-event-parameter').allInnerTexts();
  expect(parameters.length).toBeGreaterThanOrEqual(4);
  expect(new Set(parameters)).toEqual(new Set(['Sodium']));
  await expect(history).toContainText('Lipaemic sample, measured after dilution');
  await expect(history).toContainText('Roche Diagnostics');
  await pageShot(page, 'survey-history-light-en');

  await page.getByTestId('history-filter-clear').click();
  await page.getByTestId('history-close').click();
  await expect(history).toBeHidden();
  // focus goes back to the button that opened the dialog, not to the page body (issue 32)
  await expect(page.getByTestId('survey-speed-dial')).toBeFocused();
});

test('admin: an ended survey opens from its evaluation page into its form (org users edit after the end); a lab user has no such way', async ({ page }) => {
  expect(surveyPath).not.toBe('');
  const evaluationsPath = `${surveyPath.replace(/\/surveys\/\d+$/, '')}/evaluations`;
  await openSignedIn(page, 'admin', evaluationsPath);
  await page.locator('[data-testid^="evaluation-open-"]').first().click();
  await expect(page).toHaveURL(/\/evaluations\/\d+$/);
  const evaluationUrl = page.url();
  const surveyPage = page.getByTestId('survey-page');
  await expect(surveyPage).toHaveAttribute('data-mode', 'evaluation');
  await expect(surveyPage).toHaveAttribute('data-read-only', 'true');
  await expect(page.getByTestId('survey-read-only')).toContainText('Use “Edit results”');
  await pageShot(page, 'survey-evaluation-edit-results-light-en');
  await setTheme(page, 'dark');
  await pageShot(page, 'survey-evaluation-edit-results-dark-en');
  await setTheme(page, 'light');

  await page.getByTestId('survey-edit-results').click();
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys\/\d+$/);
  await expect(surveyPage).toHaveAttribute('data-mode', 'form');
  // the ended survey's form offers what an org user may still do: edit, or invalidate when validated
  await expect(page.getByTestId('survey-validate').or(page.getByTestId('survey-invalidate'))).toBeVisible();

  await signOut(page);
  await openSignedIn(page, 'lab', evaluationUrl);
  await expect(surveyPage).toHaveAttribute('data-mode', 'evaluation');
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await expect(page.getByTestId('survey-edit-results')).toHaveCount(0);
  await expect(page.getByTestId('survey-read-only')).toContainText('The survey has ended');
});

test('lab in Hungarian: entry, searchable list, unit conversion, reload, validation with a wrong and the right password', async ({ page }) => {
  // the whole walk of a user (25–35 s on these machines): three times the default timeout on a slow host
  test.slow();
  await signIn(page, 'lab');
  await setLanguage(page, 'hu');
  await expect(page.getByTestId('surveys-in-progress')).toContainText('Folyamatban');
  await pageShot(page, 'surveys-light-hu');
  await openChemistrySurvey(page, 1);
  // no results yet: the instructions open by themselves
  await expect(page.getByTestId('instructions-dialog')).toBeVisible();
  await expect(page.getByTestId('instructions-dialog')).toContainText('Útmutató');
  await page.getByTestId('instructions-close').click();

  const glucose = parameterControls(parameterCard(page, 'Glükóz'));
  await glucose.unit(0).click();
  await pickOption(page, 'mmol/l');
  await glucose.result(0).fill('');
  await glucose.result(0).pressSequentially('<5,');
  await expect(parameterCard(page, 'Glükóz')).toContainText('Számot adjon meg');
  await glucose.result(0).pressSequentially('6');
  await expect(parameterCard(page, 'Glükóz')).not.toContainText('Számot adjon meg');
  await glucose.select('method').click();
  await pickOption(page, 'Hexokináz');
  await glucose.searchable('reagent').click();
  await glucose.searchable('reagent').fill('xyzq');
  await expect(page.getByText('Nincs találat', { exact: true })).toBeVisible();
  await glucose.searchable('reagent').fill('beck');
  await pickOption(page, 'Beckman Coulter');
  await glucose.text('comment').fill('Hemolizált minta');
  await glucose.unit(1).click();
  await pickOption(page, 'mg/dl');
  await glucose.result(1).fill('100');
  await expect(glucose.converted(1)).toHaveText('5,55 mmol/l (átváltva)');
  await waitForSaved(page);
  await pageShot(page, 'survey-light-hu');
  await setTheme(page, 'dark');
  await pageShot(page, 'survey-dark-hu');
  await setTheme(page, 'light');

  await page.reload();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  if (await page.getByTestId('instructions-dialog').isVisible()) await page.getByTestId('instructions-close').click();
  await expect(glucose.result(0)).toHaveValue('<5,6');
  await expect(glucose.select('method')).toHaveText('Hexokináz');
  await expect(glucose.searchable('reagent')).toHaveValue('Beckman Coulter');
  await expect(glucose.text('comment')).toHaveValue('Hemolizált minta');
  await expect(glucose.result(1)).toHaveValue('100');
  await expect(glucose.converted(1)).toHaveText('5,55 mmol/l (átváltva)');

  await page.getByTestId('survey-validate').click();
  const dialog = page.getByTestId('validation-dialog');
  await page.getByTestId('validation-password').fill('rossz');
  await page.getByTestId('validation-submit').click();
  await expect(dialog).toContainText('Hibás validálási jelszót adott meg');
  await page.getByTestId('validation-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('validation-submit').click();
  await expect(page.getByTestId('survey-lock')).toHaveText('Validálva');
  await expect(glucose.result(0)).toBeDisabled();

  await page.getByTestId('survey-invalidate').click();
  await page.getByTestId('validation-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('validation-submit').click();
  await expect(page.getByTestId('survey-lock')).toHaveCount(0);

  // five wrong validation passwords lock the lab's password for 15 minutes: even the right one is
  // refused (the last test that uses the lab's validation password)
  await page.getByTestId('survey-validate').click();
  for (let i = 0; i < 5; i++) {
    await page.getByTestId('validation-password').fill(`rossz${i}`);
    await page.getByTestId('validation-submit').click();
    await expect(dialog).toContainText('Hibás validálási jelszót adott meg');
    await expect(page.getByTestId('validation-submit')).toBeEnabled();
  }
  await page.getByTestId('validation-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('validation-submit').click();
  await expect(dialog).toContainText('Túl sok hibás validálási jelszó');
  // no more tries from this dialog
  await expect(page.getByTestId('validation-submit')).toBeDisabled();
  await expect(page.getByTestId('validation-password')).toBeDisabled();
  await pageShot(page, 'validation-too-many-attempts-light-hu');
  await page.getByTestId('validation-cancel').click();
  await setTheme(page, 'dark');
  await page.getByTestId('survey-validate').click();
  await page.getByTestId('validation-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('validation-submit').click();
  await expect(dialog).toContainText('Túl sok hibás validálási jelszó');
  await pageShot(page, 'validation-too-many-attempts-dark-hu');
  await page.getByTestId('validation-cancel').click();
  await setTheme(page, 'light');
  await expect(page.getByTestId('survey-lock')).toHaveCount(0);
  await setLanguage(page, 'en');
});
