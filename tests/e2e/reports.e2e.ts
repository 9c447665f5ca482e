import { expect, expectNotification, test } from './support/test';
import { type Locator, type Page } from '@playwright/test';
import { chartSvg, expectChartChanged, labEvaluatedSurveys, participationReport } from './support/reports';
import { dialogShot, pickOption, speedDial } from './support/results';
import { shotThemesAndLanguages, openSignedIn, signIn, switchSettings } from './support/session';
import { typeDate } from './support/dates';

/**
 * The evaluations page and the evaluation report (spec 1 §2 "Evaluations page", "Evaluation
 * report"), as the demo `lab` user, on the demo data (the demo seed runs the evaluation job of its
 * evaluated and pre-evaluated surveys); then the documents those evaluations leave (the generated
 * participation reports): the lab's archive and the regenerate actions of org users (spec 1 §2, §7).
 */

test.describe.configure({ mode: 'serial' });

let labId = 0;
let surveyId = 0;
let parameterId = 0;
let schemeShortName = '';

test.beforeAll(async ({ request }) => {
  const prepared = await labEvaluatedSurveys(request, 'lab');
  labId = prepared.labId;
  const survey = prepared.evaluated.find((s) => s.validated && s.reportKind === 'evaluation' && s.parameters.length > 0);
  expect(survey, 'an evaluated survey with the lab’s validated results').toBeDefined();
  surveyId = survey!.id;
  parameterId = survey!.parameters[0]!.id;
  schemeShortName = survey!.schemeShortName;
});

async function openReportFromEvaluations(page: Page): Promise<void> {
  await signIn(page, 'lab');
  await page.getByTestId('lab-tab-evaluations').click();
  await expect(page.getByTestId('evaluations-list-evaluated')).toBeVisible();
  await expect(page.getByTestId(`evaluation-item-${surveyId}`)).toBeVisible();
  await page.getByTestId(`evaluation-parameter-${surveyId}-${parameterId}`).click();
  await expect(page).toHaveURL(new RegExp(`/labs/${labId}/evaluations/${surveyId}/parameters/${parameterId}/evaluation$`));
  await expect(page.getByTestId('report-page')).toBeVisible();
}

test('lab: the evaluations page lists pre-evaluated and evaluated surveys with report links (screenshots)', async ({ page }) => {
  await signIn(page, 'lab');
  await page.getByTestId('lab-tab-evaluations').click();
  await expect(page.getByTestId('evaluations-list-pre_evaluated')).toBeVisible();
  const evaluated = page.getByTestId('evaluations-list-evaluated');
  await expect(evaluated.getByTestId(`evaluation-item-${surveyId}`)).toBeVisible();
  await expect(page.getByTestId(`evaluation-parameter-${surveyId}-${parameterId}`)).toHaveAttribute(
    'href',
    `/labs/${labId}/evaluations/${surveyId}/parameters/${parameterId}/evaluation`,
  );
  // the survey title opens the survey in evaluation mode
  await expect(page.getByTestId(`evaluation-open-${surveyId}`)).toHaveAttribute('href', `/labs/${labId}/evaluations/${surveyId}`);
  await shotThemesAndLanguages(page, 'evaluations', () => page.getByTestId(`evaluation-item-${surveyId}`), undefined, { networkIdle: true });

  // only not-accepted results: every survey left has a not-accepted mark
  await page.getByTestId('lab-tab-evaluations').click();
  // one page from the server holds the whole list: its rows are its total
  const items = evaluated.locator('[data-testid^="evaluation-item-"]');
  const total = page.getByTestId('evaluations-total-evaluated');
  await expect(total).toBeVisible();
  const all = await items.count();
  await expect(total).toHaveText(`${all} ${all === 1 ? 'survey' : 'surveys'}`);
  await page.getByTestId('evaluations-filter-notAcceptedOnly').click();
  // the filter lives in the URL (a reload or a shared link shows the same list)
  await expect(page).toHaveURL(/[?&]notAccepted=1/);
  await expect(total).not.toHaveText(`${all} ${all === 1 ? 'survey' : 'surveys'}`);
  const left = await items.count();
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(all);
  await expect(total).toHaveText(`${left} ${left === 1 ? 'survey' : 'surveys'}`);
  await expect(evaluated.locator('[data-testid^="evaluation-not-accepted-"]')).toHaveCount(left);
  await page.reload();
  await expect(page.getByTestId('evaluations-filter-notAcceptedOnly').locator('input')).toBeChecked();
  await expect(items).toHaveCount(left);
});

test('lab: the evaluated survey shows how each result was judged, with its acceptance range (screenshots)', async ({ page }) => {
  await openSignedIn(page, 'lab', `/labs/${labId}/evaluations/${surveyId}`);
  const chips = page.locator('[data-testid^="verdict-"]');
  await expect(chips.first()).toBeVisible();
  // the parameter of the report link is judged on each of its samples
  await expect(page.locator(`[data-testid^="verdict-${parameterId}-"]`).first()).toBeVisible();
  const statuses = await chips.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-status')));
  expect(statuses.every((status) => status === 'valid' || status === 'invalid' || status === 'none')).toBe(true);
  expect(statuses).toContain('valid');
  const first = chips.first();
  await expect(first).toHaveText(/^(Accepted|Not accepted|Not judged)$/);
  await expect(first).toHaveAttribute('aria-label', /Acceptance range: .+ – .+/);
  await first.hover();
  await expect(page.getByRole('tooltip')).toContainText('Acceptance range');
  await shotThemesAndLanguages(page, 'survey-evaluation-verdicts', () => page.locator('[data-testid^="verdict-"]').first(), undefined, { networkIdle: true });
  await expect(page.locator('[data-testid^="verdict-"]').first()).toHaveText(/^(Accepted|Not accepted|Not judged)$/);
});

test('lab: the evaluation report switches tabs, z-score, scale, level and the long-term period, and the charts change', async ({ page }) => {
  await openReportFromEvaluations(page);
  await expect(page.getByTestId('report-title')).toContainText(schemeShortName);
  await expect(page.getByTestId('report-lab')).toBeVisible();
  await expect(page.getByTestId('report-statistics')).toBeVisible();
  await expect(page.getByTestId('report-statistics-z')).toBeVisible();

  // defaults of spec 1 §2: outliers and common axis on, Gaussian, scale and z-score off, all levels
  await expect(page.getByTestId('report-option-outliers')).toHaveClass(/Mui-checked/);
  await expect(page.getByTestId('report-option-commonAxis')).toHaveClass(/Mui-checked/);
  await expect(page.getByTestId('report-option-gaussian')).not.toHaveClass(/Mui-checked/);
  await expect(page.getByTestId('report-option-level-all')).toHaveAttribute('aria-pressed', 'true');

  const results = page.getByTestId('report-chart-results');
  let resultsSvg = await chartSvg(results);
  const histograms = page.locator('[data-testid^="report-chart-histogram-"]');
  const histogramCount = await histograms.count();
  expect(histogramCount).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-testid^="report-chart-youden-"]').first()).toBeVisible();

  // z-score: the results chart shows z-scores with reference lines at ±2
  await page.getByTestId('report-option-zScore').click();
  await expect(page.getByTestId('report-option-zScore')).toHaveClass(/Mui-checked/);
  resultsSvg = await expectChartChanged(results, resultsSvg);
  await expect(results.getByText('Z-score', { exact: true })).toBeVisible();
  await expect(results.locator('.MuiChartsReferenceLine-root')).toHaveCount(3);

  // scale turns z-score off (mutually exclusive); lines at 0, 0.5 and 1
  await page.getByTestId('report-option-scale').click();
  await expect(page.getByTestId('report-option-scale')).toHaveClass(/Mui-checked/);
  await expect(page.getByTestId('report-option-zScore')).not.toHaveClass(/Mui-checked/);
  resultsSvg = await expectChartChanged(results, resultsSvg);
  await expect(results.getByText('Scaled value', { exact: true })).toBeVisible();

  // others: the other laboratories appear beside the lab's own results
  await page.getByTestId('report-option-others').click();
  resultsSvg = await expectChartChanged(results, resultsSvg);

  // Gaussian: a normal curve over the histograms
  const firstHistogram = histograms.first();
  const histogramSvg = await chartSvg(firstHistogram);
  await page.getByTestId('report-option-gaussian').click();
  await expectChartChanged(firstHistogram, histogramSvg);
  await expect(firstHistogram.locator('.MuiLineChart-line')).toHaveCount(1);

  // a custom histogram range: min must be below max, otherwise the automatic range is used
  await page.getByTestId('report-histogram-min').fill('999999');
  await page.getByTestId('report-histogram-max').fill('1');
  await expect(page.getByTestId('report-histogram-range-invalid')).toBeVisible();
  await page.getByTestId('report-histogram-reset').click();
  await expect(page.getByTestId('report-histogram-range-invalid')).toHaveCount(0);

  // level high: fewer samples, fewer histograms, a different results chart
  await page.getByTestId('report-option-level-high').click();
  await expect(page.getByTestId('report-option-level-high')).toHaveAttribute('aria-pressed', 'true');
  await expect(histograms).toHaveCount(histogramCount - 1);
  const highSvg = await expectChartChanged(results, resultsSvg);
  await page.getByTestId('report-option-level-all').click();
  await expect(histograms).toHaveCount(histogramCount);
  await expectChartChanged(results, highSvg);

  // long term: the history chart of the parameter; the period changes the chart
  await page.getByTestId('report-tab-long_term').click();
  await expect(page).toHaveURL(/\/evaluation\/long_term$/);
  const history = page.getByTestId('report-chart-history');
  let historySvg = await chartSvg(history);
  const range = page.getByTestId('report-period-range');
  const yearRange = await range.textContent();
  await page.getByTestId('report-period').click();
  await page.getByTestId('report-period-36').click();
  await expect(range).not.toHaveText(yearRange ?? '');
  historySvg = await expectChartChanged(history, historySvg);
  await page.getByTestId('report-option-zScore').click();
  historySvg = await expectChartChanged(history, historySvg);
  await expect(history.locator('.MuiChartsReferenceLine-root')).toHaveCount(4); // −2, 0, 2 and this survey
  await page.getByTestId('report-option-level-low').click();
  await expectChartChanged(history, historySvg);
  await page.getByTestId('report-option-level-all').click();

  // custom period: from/to, removable back to the list
  await page.getByTestId('report-period').click();
  await page.getByTestId('report-period-custom').click();
  await expect(page.getByTestId('report-period-from')).not.toHaveValue('');
  await expect(page.getByTestId('report-period-to')).not.toHaveValue('');
  await page.getByTestId('report-period-remove').click();
  await expect(page.getByTestId('report-period')).toBeVisible();

  // back to the short term, then Close returns to the evaluations page
  await page.getByTestId('report-tab-short_term').click();
  await expect(page).toHaveURL(/\/evaluation\/short_term$/);
  await expect(page.getByTestId('report-chart-results')).toBeVisible();
  await page.getByTestId('report-close').click();
  await expect(page).toHaveURL(new RegExp(`/labs/${labId}/evaluations$`));
});

test('lab: a parameter without data in the period shows survey.report.evaluation.noData', async ({ page }) => {
  await openSignedIn(page, 'lab', `/labs/${labId}/evaluations/${surveyId}/parameters/${parameterId}/evaluation/long_term`);
  await expect(page.getByTestId('report-chart-history')).toBeVisible();
  await page.getByTestId('report-period').click();
  await page.getByTestId('report-period-custom').click();
  await typeDate(page.getByTestId('report-period-from'), '2001-01-01');
  await typeDate(page.getByTestId('report-period-to'), '2001-12-31');
  await expect(page.getByTestId('report-period-range')).toContainText('2001');
  await expect(page.getByTestId('report-no-data')).toHaveText('There is no data to show.');
  await expect(page.getByTestId('report-chart-history')).toHaveCount(0);
  // an unusable custom period (start after end) is flagged and keeps the last one
  await typeDate(page.getByTestId('report-period-from'), '2002-06-01');
  await expect(page.getByTestId('report-period-invalid')).toBeVisible();
  await expect(page.getByTestId('report-no-data')).toBeVisible();
});

test('lab: the results chart, the statistics table and the histogram look as they did (compared screenshots, light English and dark Hungarian)', async ({ page }) => {
  // at 1440 px every value of the statistics table is readable: the table does not scroll sideways (issue 32)
  // tall enough that the whole table is photographed below the sticky app bar, not under it
  await page.setViewportSize({ width: 1440, height: 1600 });
  await openSignedIn(page, 'lab', `/labs/${labId}/evaluations/${surveyId}/parameters/${parameterId}/evaluation`);
  await expect(page.getByTestId('report-chart-results')).toBeVisible();
  const scroll = page.getByTestId('report-statistics-scroll');
  expect(await scroll.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const histogram = page.locator('[data-testid^="report-chart-histogram-"]').first();
  // compared with the images in __screenshots__/ (update them with --update-snapshots when a change
  // of the report is meant): the demo data and the demo date make both the same on every run
  for (const [theme, language] of [
    ['light', 'en'],
    ['dark', 'hu'],
  ] as const) {
    await switchSettings(page, theme, language);
    await page.waitForLoadState('networkidle');
    await page.mouse.move(1, 1);
    await expect(page.getByTestId('report-chart-results')).toHaveScreenshot(`report-results-chart-${theme}-${language}.png`);
    await expect(page.getByTestId('report-statistics')).toHaveScreenshot(`report-statistics-${theme}-${language}.png`);
    // the histogram: its bins fit the sample's own data, its labels do not overlap (issue 32)
    await histogram.scrollIntoViewIfNeeded();
    await expect(histogram).toHaveScreenshot(`report-histogram-${theme}-${language}.png`);
  }
  await switchSettings(page, 'light', 'en');
  await shotThemesAndLanguages(
    page,
    'report-short-term',
    () => page.getByTestId('report-chart-results'),
    async () => {
      await page.getByTestId('report-option-others').click();
      await page.getByTestId('report-option-gaussian').click();
    },
    { networkIdle: true },
  );
  await page.goto(`/labs/${labId}/evaluations/${surveyId}/parameters/${parameterId}/evaluation/long_term`);
  await shotThemesAndLanguages(
    page,
    'report-long-term',
    () => page.getByTestId('report-chart-history'),
    async () => {
      await page.getByTestId('report-period').click();
      await page.getByTestId('report-period-36').click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(page.getByTestId('report-history-loading')).toHaveCount(0);
    },
    { networkIdle: true },
  );
});

/**
 * Switches theme and language in place, as another tab of the user would (switchSettings): the open
 * dialog stays open and shows them; `open` is what must be on screen.
 */
async function withSettings(page: Page, theme: 'light' | 'dark', language: 'en' | 'hu', open: Locator): Promise<void> {
  await switchSettings(page, theme, language);
  await expect(open).toBeVisible();
}

test('lab: the Documents menu opens the survey documents archive; a row downloads its document; no regenerate actions (screenshots)', async ({ page }) => {
  const { document, round } = await participationReport(page.request, 'lab', labId, surveyId);
  await signIn(page, 'lab');
  const dialog = page.getByTestId('lab-documents-archive-dialog');
  const row = dialog.getByTestId(`lab-archive-document-${document.id}`);
  const openArchive = async () => {
    await page.getByTestId('lab-documents-menu').click();
    await page.getByTestId('lab-documents-archive').click();
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('lab-archive-loading')).toHaveCount(0);
    await page.getByTestId('lab-archive-year').click();
    await page.getByTestId(`lab-archive-year-${round.year}`).click();
    await expect(row).toBeVisible();
  };
  await openArchive();
  // every round of the year by default, under round headings; a row: title, the survey's scheme, the size
  await expect(page.getByTestId('lab-archive-round')).toHaveText('All rounds');
  await expect(dialog).toContainText(`Round ${round.name}`);
  await expect(row).toContainText('Participation report');
  await expect(row).toContainText(schemeShortName);
  await expect(row).toContainText(/\d+(\.\d)? (bytes|kB)/);
  await dialogShot(page, 'lab-documents-archive-light-en');
  await withSettings(page, 'dark', 'en', row);
  await dialogShot(page, 'lab-documents-archive-dark-en');
  await withSettings(page, 'light', 'hu', row);
  await expect(row).toContainText('Részvételi jelentés');
  await expect(row).toContainText(/\d+(,\d)? (bájt|kB)/);
  await dialogShot(page, 'lab-documents-archive-light-hu');
  // phone width: the dialog takes the whole screen
  await page.setViewportSize({ width: 390, height: 844 });
  await dialogShot(page, 'lab-documents-archive-phone-light-hu');
  await withSettings(page, 'dark', 'hu', row);
  await dialogShot(page, 'lab-documents-archive-phone-dark-hu');
  await page.setViewportSize({ width: 1366, height: 900 });
  await withSettings(page, 'light', 'en', row);

  // one round only
  await page.getByTestId('lab-archive-round').click();
  await pickOption(page, round.name);
  await expect(page.getByTestId('lab-archive-round')).toHaveText(round.name);
  await expect(row).toBeVisible();
  await expect(dialog.getByText(`Round ${round.name}`)).toBeVisible();
  // a row downloads its document in the interface language
  const download = page.waitForEvent('download');
  await row.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // a lab user's download menu lists the report but offers no regeneration
  await page.goto(`/labs/${labId}/evaluations/${surveyId}`);
  await expect(page.getByTestId('survey-title')).toBeVisible();
  await speedDial(page, 'downloads');
  await expect(page.getByTestId(`survey-download-${document.id}`)).toBeVisible();
  await expect(page.locator('[data-testid^="survey-regenerate-"]')).toHaveCount(0);
});

test('admin: regenerates the lab’s participation report from the survey’s download menu, then all its documents (screenshots)', async ({ page }) => {
  // the one-time 'latest results' hint opens by itself for org users
  await page.addLocatorHandler(page.getByTestId('latest-results-hint'), async () => {
    await page.getByTestId('latest-results-hint-ok').click();
  });
  const { document } = await participationReport(page.request, 'admin', labId, surveyId);
  await openSignedIn(page, 'admin', `/labs/${labId}/evaluations/${surveyId}`);
  await expect(page.getByTestId('survey-title')).toBeVisible();
  const confirmOne = page.getByTestId('survey-regenerate-confirm');
  const askOne = async () => {
    await expect(page.getByTestId('survey-title')).toBeVisible();
    await speedDial(page, 'downloads');
    await page.getByTestId(`survey-regenerate-${document.id}`).click();
    await expect(confirmOne).toBeVisible();
  };
  // the download menu: the report with its regenerate button, and 'Regenerate all documents' last
  await speedDial(page, 'downloads');
  await expect(page.getByTestId(`survey-regenerate-${document.id}`)).toBeVisible();
  await expect(page.getByTestId('survey-regenerate-all')).toBeVisible();
  await dialogShot(page, 'survey-downloads-menu-org-light-en', { menuOpen: true });
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  await askOne();
  await expect(confirmOne).toContainText('Participation report');
  await expect(confirmOne).toContainText('issue date of the survey');
  await dialogShot(page, 'survey-regenerate-confirm-light-en');
  await withSettings(page, 'dark', 'en', confirmOne);
  await dialogShot(page, 'survey-regenerate-confirm-dark-en');
  await withSettings(page, 'light', 'hu', confirmOne);
  await expect(confirmOne).toContainText('Részvételi jelentés');
  await dialogShot(page, 'survey-regenerate-confirm-light-hu');
  await withSettings(page, 'light', 'en', confirmOne);

  // confirmed: the new PDF downloads, the list has the new document instead of the old one
  const download = page.waitForEvent('download');
  await page.getByTestId('survey-regenerate-confirm-ok').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expectNotification(page, 'Document regenerated');
  await expect(confirmOne).toBeHidden();
  await speedDial(page, 'downloads');
  const menu = page.getByTestId('survey-downloads-menu');
  await expect(menu.getByText('Participation report')).toBeVisible();
  await expect(page.getByTestId(`survey-download-${document.id}`)).toHaveCount(0);

  // all documents of this lab in this survey: confirmed, started, followed until done
  const confirmAll = page.getByTestId('survey-regenerate-all-confirm');
  await page.getByTestId('survey-regenerate-all').click();
  await expect(confirmAll).toBeVisible();
  await expect(confirmAll).toContainText('All generated documents of laboratory');
  await dialogShot(page, 'survey-regenerate-all-confirm-light-en');
  await withSettings(page, 'dark', 'en', confirmAll);
  await dialogShot(page, 'survey-regenerate-all-confirm-dark-en');
  await withSettings(page, 'dark', 'hu', confirmAll);
  await expect(confirmAll).toContainText('generált összes dokumentuma');
  await dialogShot(page, 'survey-regenerate-all-confirm-dark-hu');
  await withSettings(page, 'light', 'en', confirmAll);
  await page.getByTestId('survey-regenerate-all-confirm-ok').click();
  // the page records every notice, a quick job's 'started' one too (support/test.ts)
  await expectNotification(page, 'Regenerating the documents has started');
  await expect(confirmAll).toBeHidden();
  await expectNotification(page, 'The documents have been regenerated', { timeout: 30_000 });
});
