import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { openSignedIn } from './support/session';

/**
 * Issue 33 "The evaluation from the web": on the configuration page of a pre-evaluated demo survey
 * (ended, no evaluation run yet) the admin cannot publish the evaluation before it was run (the
 * refusal's reason is shown), runs it from the page, sees its outcome (groups, n, groups below the
 * minimum, warnings) and then publishes it.
 */
test('admin runs the evaluation from the survey configuration page, sees the outcome and publishes it', async ({ page }) => {
  await openSignedIn(page, 'admin', '/surveys');
  // every round, not only the ones in progress (in a round panel that may be closed)
  await page.getByTestId('rounds-filter-inProgress').click();
  const preEvaluated = page.locator('[data-testid^="survey-status-"]').filter({ hasText: /^Pre-evaluated$/ }).first();
  await expect(preEvaluated).toBeAttached();
  const id = (await preEvaluated.getAttribute('data-testid'))?.replace('survey-status-', '') ?? '';
  expect(Number(id)).toBeGreaterThan(0);
  await page.goto(`/surveys/${id}`);

  const section = page.getByTestId('survey-evaluation');
  await expect(section).toBeVisible();
  await page.getByTestId('survey-outcome-tab-evaluation').click();
  await expect(page.getByTestId('survey-outcome-not-run')).toBeVisible();

  // publishing an evaluation that was never run is refused, with its reason
  await page.getByTestId('survey-status-evaluate').click();
  await page.getByTestId('survey-status-confirm-confirm').click();
  const refused = page.getByTestId('survey-publication-refused');
  await expect(refused).toHaveAttribute('data-code', 'evaluations.publication.evaluationNotRun');
  await expect(refused).toHaveText('The evaluation has not been run: run it before publishing it.');
  await expect(page.getByTestId('survey-status')).toHaveText('Pre-evaluated');
  await expectNoAxeViolations(page, '[data-testid="survey-status-control"]');

  // run it from the page: the job's progress, then its outcome
  await page.getByTestId('survey-run-evaluation').click();
  const outcome = page.getByTestId('survey-outcome');
  await expect(outcome).toHaveAttribute('data-kind', 'evaluation', { timeout: 30_000 });
  await expect(outcome).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('survey-evaluation-progress')).toHaveCount(0);
  await expect(page.getByTestId('survey-outcome-current')).toHaveText('Current');
  await expect(page.getByTestId('survey-outcome-summary')).toContainText(/\d+ results? of \d+ laborator(y|ies) in \d+ groups?; \d+ below the minimum group size/);
  const groups = page.getByTestId('survey-outcome-group');
  await expect(groups.first()).toBeVisible();
  expect(await groups.count()).toBeGreaterThan(0);
  // every group below the minimum is marked, and the warning counts them
  const below = await page.locator('[data-testid="survey-outcome-group"][data-below-minimum="true"]').count();
  if (below > 0) await expect(page.getByTestId('survey-outcome-warning-groupsBelowMinimum')).toContainText(String(below));
  else await expect(page.getByTestId('survey-outcome-warning-groupsBelowMinimum')).toHaveCount(0);
  await expectNoAxeViolations(page, '[data-testid="survey-evaluation"]');

  // now it is published: the survey is evaluated and the refusal is gone
  await page.getByTestId('survey-status-evaluate').click();
  await page.getByTestId('survey-status-confirm-confirm').click();
  await expect(page.getByTestId('survey-status')).toHaveText('Evaluated');
  await expect(page.getByTestId('survey-publication-refused')).toHaveCount(0);
  // an evaluated survey is read-only: no more runs until it is reopened
  await expect(page.getByTestId('survey-run-evaluation')).toBeDisabled();
  await expectNoAxeViolations(page, '[data-testid="survey-evaluation"]');
});
