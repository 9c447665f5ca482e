import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { parameterCard, parameterControls, pickOption } from './support/results';
import { navigate, shotThemesAndLanguages, openSignedIn, signIn } from './support/session';

/**
 * Issue 24, result entry and the administration gaps, in real Chromium on the demo data: the save
 * state beside the value typed, 'Result NOT saved' that stays, the unit choice of a parameter and a
 * unit switch that converts, negative values refused, the missing-values list with a group-level
 * value once, no instructions for a core lab reading a satellite; the configuration page of an
 * evaluated survey (read-only, status control, result groups), the product dialog's question before
 * discarding (Escape in the question closes the question only), and the notice for a new round the filter hides.
 */
// the default setting's full motion (transitions, ripples), where the other specs ask for less (playwright.config.ts)
test.use({ reducedMotion: 'no-preference' });

test.describe.configure({ mode: 'serial' });

/** The core lab's own lab page (QC 1042) or a satellite's, from the labs list. */
async function openLab(page: Page, qc: string): Promise<void> {
  await page.getByTestId('labs-search').fill(qc);
  await page.getByTestId('labs-table').getByRole('row').filter({ hasText: qc }).first().click();
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys$/);
}

async function openChemistrySurvey(page: Page): Promise<void> {
  await page.getByTestId('surveys-in-progress').locator('a[data-testid^="survey-link-"]').filter({ hasText: /^KK - / }).first().click();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  if (await page.getByTestId('instructions-dialog').isVisible()) await page.getByTestId('instructions-close').click();
}

test('result entry: the save state beside the value, unit choice and conversion, negative values, NOT saved stays, missing values once', async ({ page }) => {
  test.slow();
  await signIn(page, 'corelab');
  await openLab(page, '1042');
  await openChemistrySurvey(page);
  // the card by its test id: its name changes with the language (Glucose, Glükóz)
  const card = page.getByTestId((await parameterCard(page, 'Glucose').getAttribute('data-testid')) ?? 'parameter-?');
  const glucose = parameterControls(card);
  const mark = (sample: number) => card.locator('[data-testid^="parameter-row-"]').nth(sample).locator('[data-testid$="-result-save-mark"]');

  // the unit choice is the units that convert for glucose (mmol/L, mg/dL, mEq/L), not all 16 units of the dimension
  await glucose.unit(0).click();
  await expect(page.getByRole('option')).toHaveText(['mmol/L', 'mg/dL', 'mEq/L']);
  await pickOption(page, 'mmol/L');

  // typed: not saved yet, then saved, beside the field (the header is off-screen while typing)
  await glucose.result(0).fill('5.6');
  await expect(mark(0)).toHaveAttribute('data-state', /pending|saving/);
  await expect(mark(0)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  await expect(mark(0).getByRole('img')).toHaveAccessibleName('Saved');

  // switching the unit of the typed value converts it (1 mmol/L = 18.016 mg/dL for glucose)
  await glucose.unit(0).click();
  await pickOption(page, 'mg/dL');
  await expect(glucose.result(0)).toHaveValue('101');
  await expect(glucose.converted(0)).toHaveText('5.61 mmol/L (converted)');
  await expect(mark(0)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });

  // a negative result is refused under the field and not sent
  await glucose.result(1).fill('-1');
  await expect(card).toContainText('A negative value is not allowed here');
  await expect(mark(1)).toHaveAttribute('data-state', 'held');
  await glucose.result(1).fill('6.2');
  await expect(card).not.toContainText('A negative value is not allowed here');
  await expect(mark(1)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  // each shot after a fresh save (another value each time: the same value again would need no save)
  let shot = 2;
  await shotThemesAndLanguages(page, 'entry-save-state', () => mark(1), async () => {
    if (await page.getByTestId('instructions-dialog').isVisible()) await page.getByTestId('instructions-close').click();
    shot += 1;
    await glucose.result(1).fill(`6.${shot}`);
    await expect(mark(1)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  });

  // the server fails a save (a 500; a save that gets no answer at all is no failure, it waits and goes
  // again by itself: offline.e2e.ts): 'Result NOT saved' beside the value and in a notice that stays until closed
  await page.route('**/trpc/results.saveValues**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
  await glucose.result(1).fill('7.1');
  await expect(mark(1)).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  const notice = page.getByTestId('notification');
  await expect(notice).toHaveText(/Result NOT saved/);
  await expect(notice).toHaveAttribute('data-persist', 'true');
  if (await page.getByTestId('error-dialog').isVisible()) await page.getByTestId('error-dialog-close').click();
  await page.unroute('**/trpc/results.saveValues**');
  await expect(notice).toHaveText(/Result NOT saved/);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  await mark(1).getByRole('button').click();
  await expect(mark(1)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });

  // the mandatory method is entered once per result group: missing for both samples, listed once
  await glucose.select('method').click();
  await pickOption(page, 'Not specified');
  await page.getByTestId('survey-validate').click();
  const dialog = page.getByTestId('missing-values-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('missing-value-row').filter({ hasText: 'Glucose' })).toHaveCount(1);
  await expectNoAxeViolations(page, '[data-testid="missing-values-dialog"]');
  await page.getByTestId('missing-values-close').click();
});

test('a core lab reading a satellite\'s survey gets no instructions dialog', async ({ page }) => {
  await signIn(page, 'corelab');
  await openLab(page, '1043');
  await page.getByTestId('surveys-in-progress').locator('a[data-testid^="survey-link-"]').first().click();
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await expect(page.getByTestId('survey-page')).toHaveAttribute('data-read-only', 'true');
  await expect(page.getByTestId('instructions-dialog')).toHaveCount(0);
});

test('admin: an evaluated survey is read-only in its configuration, with the status control and the result groups', async ({ page }) => {
  await openSignedIn(page, 'admin', '/surveys');
  // evaluated surveys are in no default filter: show every round
  await page.getByTestId('rounds-filter-inProgress').click();
  // (in a round panel that may be closed)
  const evaluated = page.locator('[data-testid^="survey-status-"]').filter({ hasText: /^Evaluated$/ }).first();
  await expect(evaluated).toBeAttached();
  const id = (await evaluated.getAttribute('data-testid'))?.replace('survey-status-', '') ?? '';
  await navigate(page, `/surveys/${id}`);
  await expect(page.getByTestId('survey-read-only')).toHaveAttribute('data-reason', 'evaluated');
  await expect(page.getByTestId('survey-endsAt')).toBeDisabled();
  await expect(page.getByTestId('survey-status-reopenEvaluation')).toBeVisible();
  await expect(page.getByTestId('survey-result-groups')).toBeVisible();
  await expect(page.getByTestId('survey-result-groups').getByRole('row').nth(1)).toBeVisible();
  // the sections this change adds (the page's other lists are issue-24-a11y's)
  await expectNoAxeViolations(page, '[data-testid="survey-result-groups"]');
  await expectNoAxeViolations(page, '[data-testid="survey-status-control"]');
  // the date fields in the interface language's format, whatever the browser's (issue 24): en 15/06/2017 14:30, hu 2017. 06. 15. 14:30
  const dateFormats = { en: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, hu: /^\d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}$/ } as const;
  await shotThemesAndLanguages(page, 'config-survey-evaluated', () => page.getByTestId('survey-result-groups').getByRole('row').nth(1), undefined, {
    check: async (_theme, language) => {
      await expect(page.getByTestId('survey-startsAt')).toHaveValue(dateFormats[language]);
      await expect(page.getByTestId('survey-endsAt')).toHaveValue(dateFormats[language]);
    },
  });

  // the server refuses the change the page no longer offers (before: PUT changed the end date)
  const survey = await page.evaluate(async (surveyId) => {
    const token = window.sessionStorage.getItem('eqa.token');
    const res = await fetch(`/api/v1/orgs/1/surveys/${surveyId}`, { headers: { authorization: `Bearer ${token ?? ''}` } });
    return (await res.json()) as { schemeVersion: { id: number }; round: { id: number } };
  }, id);
  const refused = await page.evaluate(
    async ({ surveyId, body }) => {
      const token = window.sessionStorage.getItem('eqa.token');
      const res = await fetch(`/api/v1/orgs/1/surveys/${surveyId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { error: { param: string; type: string } } };
    },
    { surveyId: id, body: { schemeVersionId: survey.schemeVersion.id, roundId: survey.round.id, endsAt: '2017-01-02T00:00:00.000Z' } },
  );
  expect(refused).toMatchObject({ status: 422, body: { error: { param: 'endsAt', type: 'config.surveys.evaluatedReadOnly' } } });
});

test('admin: the product dialog asks before discarding changes; a new round the filter hides is named', async ({ page }) => {
  await openSignedIn(page, 'admin', '/config/products/2017');
  await page.getByTestId(/^product-\d+$/).first().click();
  const dialog = page.getByTestId('product-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-dirty', 'false');
  const shortName = page.getByTestId('product-short-name');
  const typed = `${await shortName.inputValue()}x`;
  await shortName.fill(typed);
  await expect(dialog).toHaveAttribute('data-dirty', 'true');
  await page.getByTestId('product-cancel').click();
  const ask = page.getByTestId('product-discard');
  await expect(ask).toContainText('The form has changes that are not saved');
  await expectNoAxeViolations(page, '[data-testid="product-discard"]');
  await page.getByTestId('product-discard-cancel').click();
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  // Escape on the changed product asks; Escape in the question closes the question only, the change kept
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-dirty', 'true');
  await expect(shortName).toHaveValue(typed);
  await page.getByTestId('product-close').click();
  await expect(ask).toBeVisible();
  await page.getByTestId('product-discard-confirm').click();
  await expect(dialog).toBeHidden();

  await page.goto('/surveys');
  await expect(page.getByTestId('rounds-filter-inProgress')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('rounds-new-round').click();
  await page.getByTestId('round-ordinal').fill('12');
  await page.getByTestId('round-save').click();
  const notice = page.getByTestId('rounds-created-hidden');
  await expect(notice).toContainText('Round 2017/12 was created, but the list hides it');
  await expect(notice).toContainText('In progress');
  await page.getByTestId('rounds-show-all').click();
  await expect(page.locator('[data-testid^="round-toggle-"]').filter({ hasText: '2017/12' })).toBeVisible();
  await expect(notice).toBeHidden();
});
