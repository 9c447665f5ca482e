import { expect, test } from './support/test';
import { autocomplete, expectNotification, screenshotBothThemes, selectOption, sessionToken, signInAdmin } from './support/admin';
import { typeDate } from './support/dates';
import { navigate } from './support/session';

/**
 * The administration area (spec 3) as the demo `admin`: units and conversions, dimensions,
 * parameters and scheme versions, rounds, surveys and samples, products, satellite labs. The tests
 * build on each other's data (one worker, file order); screenshots of every screen in both themes.
 */
test.describe.configure({ mode: 'serial' });

const UNIT = 'mmol/dL e2e';
const DIMENSION_HU = 'Mérési módszer neve';
const DIMENSION_ID = 'meresi_modszer_neve';
const PARAMETER = 'Lactate e2e';
const VERSION = 'Point-of-care e2e, edition 1';

test.beforeEach(async ({ page }) => {
  await signInAdmin(page);
});

test('the side menu leads to every list of the administration area', async ({ page }) => {
  const lists: Array<[string, RegExp, string]> = [
    ['surveys', /\/surveys$/, 'rounds-title'],
    ['schemeVersions', /\/config\/scheme-versions$/, 'scheme-versions-title'],
    ['parameters', /\/config\/parameters$/, 'parameters-title'],
    ['units', /\/config\/units$/, 'units-title'],
    ['dimensions', /\/config\/dimensions$/, 'dimensions-title'],
    ['products', /\/config\/products$/, 'products-title'],
    ['labs', /\/labs$/, 'labs-title'],
  ];
  for (const [entry, url, title] of lists) {
    await page.getByTestId(`admin-menu-${entry}`).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId(title)).toBeVisible();
    await expect(page.getByTestId(`admin-menu-${entry}`)).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByTestId('admin-menu-demo-date')).toBeVisible();
  await page.getByTestId('admin-menu-about').click();
  await expect(page.getByTestId('about-dialog')).toBeVisible();
});

test('a unit and a conversion are created and tried in the tester', async ({ page }) => {
  await navigate(page, '/config/units');
  await expect(page.getByTestId('units-grid')).toBeVisible();
  await screenshotBothThemes(page, 'units-list', () => page.getByTestId('units-grid'));

  await page.getByTestId('units-new').click();
  await page.getByTestId('unit-new-save').click();
  await expect(page.getByTestId('unit-new-dialog')).toContainText('This field is required');
  await page.getByTestId('unit-new-name-en').fill(UNIT);
  await page.getByTestId('unit-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(/\/config\/units\/\d+$/);
  await expect(page.getByTestId('unit-title-text')).toHaveText(UNIT);
  await expect(page.getByTestId('unit-tester-not-found')).toHaveText('No conversion was found for this unit.');

  await page.getByTestId('conversion-add').click();
  await page.getByTestId('conversion-save').click();
  await expect(page.getByTestId('conversion-dialog')).toContainText('This field is required');
  await page.getByTestId('conversion-factor').fill('10');
  await selectOption(page, 'conversion-to-unit', 'mmol/L');
  await page.getByTestId('conversion-save').click();
  await expect(page.getByTestId('conversion-dialog')).toBeHidden();
  await expect(page.getByTestId('unit-conversions')).toContainText(`1 ${UNIT} = 10 mmol/L`);

  await expect(page.getByTestId('unit-tester-result')).toHaveText(`1 ${UNIT} = 10`);
  await expect(page.getByTestId('unit-tester-target')).toHaveText('mmol/L');
  await screenshotBothThemes(page, 'unit-detail', () => page.getByTestId('unit-tester-result'));

  await page.getByTestId('unit-overlay-close').click();
  await expect(page).toHaveURL(/\/config\/units$/);
  await page.getByTestId('units-search').fill('e2e');
  await expect(page.getByTestId('units-subtitle')).toHaveText('1 unit matches the search');
});

test('a dimension named with accents gets its id derived from the name', async ({ page }) => {
  await navigate(page, '/config/dimensions');
  await expect(page.getByTestId('dimensions-groups')).toBeVisible();
  await screenshotBothThemes(page, 'dimensions-list', () => page.getByTestId('dimensions-groups'));

  await page.getByTestId('dimensions-new').click();
  await page.getByTestId('dimension-new-name-hu').fill(DIMENSION_HU);
  await expect(page.getByTestId('dimension-new-id')).toHaveValue(DIMENSION_ID);
  await page.getByTestId('dimension-new-save').click();
  await expect(page.getByTestId('dimension-new-dialog')).toContainText('This field is required');
  await selectOption(page, 'dimension-value-type', 'Nominal');
  const fillDimension = async () => {
    await page.getByTestId('dimension-new-name-hu').fill(DIMENSION_HU);
    await selectOption(page, 'dimension-value-type', 'Nominal');
  };
  await screenshotBothThemes(page, 'dimension-new', () => page.getByTestId('dimension-new-id'), fillDimension);
  await page.getByTestId('dimension-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(new RegExp(`/config/dimensions/${DIMENSION_ID}$`));
  await expect(page.getByTestId('dimension-id')).toHaveText(DIMENSION_ID);

  await page.getByTestId('dimension-value-add').click();
  await page.getByTestId('dimension-value-text-en').fill('Enzymatic');
  await page.getByTestId('dimension-value-text-hu').fill('Enzimatikus');
  await page.getByTestId('dimension-value-save').click();
  await expect(page.getByTestId('dimension-values')).toContainText('Enzymatic');
  await screenshotBothThemes(page, 'dimension-detail', () => page.getByTestId('dimension-values'));
});

test('a parameter gets dimensions and is added to a scheme version', async ({ page }) => {
  await navigate(page, '/config/parameters');
  await expect(page.getByTestId('parameters-table')).toBeVisible();
  await screenshotBothThemes(page, 'parameters-list', () => page.getByTestId('parameters-table'));

  await page.getByTestId('parameters-new').click();
  await page.getByTestId('parameter-new-save').click();
  await expect(page.getByTestId('parameter-new-dialog')).toContainText('This field is required');
  await page.getByTestId('parameter-new-name-en').fill(PARAMETER);
  await page.getByTestId('parameter-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(/\/config\/parameters\/\d+$/);
  const parameterId = Number(page.url().split('/').pop());

  await page.getByTestId('parameter-add-result').click();
  await expect(page.getByTestId('parameter-add-result-submit')).toBeDisabled();
  await page.getByTestId('parameter-add-result-select').click();
  await page.getByTestId('parameter-add-result-select-option-result').click();
  await page.keyboard.press('Escape');
  await page.getByTestId('parameter-add-result-submit').click();
  await expect(page.getByTestId('parameter-result-dimension-result')).toBeVisible();

  await page.getByTestId('parameter-add-context').click();
  await page.getByTestId('parameter-add-context-select').click();
  // the result dimension is present already, so it is not offered again
  await expect(page.getByTestId('parameter-add-context-select-option-result')).toHaveCount(0);
  await page.getByTestId(`parameter-add-context-select-option-${DIMENSION_ID}`).click();
  await page.getByTestId('parameter-add-context-select-option-comment').click();
  await page.keyboard.press('Escape');
  await page.getByTestId('parameter-add-context-submit').click();
  await expect(page.getByTestId(`parameter-context-dimension-${DIMENSION_ID}`)).toBeVisible();
  await expect(page.getByTestId('parameter-context-dimension-comment')).toBeVisible();

  // a new scheme version from the floating add menu, then the parameter in it
  await page.goto('/config/scheme-versions');
  await expect(page.locator('[data-testid^="scheme-group-"]').first()).toBeVisible();
  await screenshotBothThemes(page, 'scheme-versions-list', () => page.locator('[data-testid^="scheme-group-"]').first());
  await page.getByTestId('scheme-versions-add').hover();
  await page.getByTestId('scheme-versions-add-version').click();
  await selectOption(page, 'scheme-version-new-scheme', 'KK');
  await page.getByTestId('scheme-version-new-name-en').fill(VERSION);
  await page.getByTestId('scheme-version-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(/\/config\/scheme-versions\/\d+$/);
  await expect(page.getByTestId('scheme-version-title-text')).toHaveText(VERSION);

  await page.getByTestId('scheme-version-parameter-add').click();
  await autocomplete(page, 'scheme-version-parameter-add-parameter', 'Lactate', { testId: `scheme-version-parameter-add-parameter-option-${parameterId}` });
  await page.getByTestId('scheme-version-parameter-add-save').click();
  const row = page.getByTestId(`scheme-version-parameter-${parameterId}`);
  await expect(row).toContainText(PARAMETER);
  await expect(row).toContainText(DIMENSION_ID);

  // the evaluation settings of the parameter in this version
  await page.getByTestId(`scheme-version-parameter-edit-${parameterId}`).click();
  await page.getByTestId('scheme-version-parameter-result-result').uncheck();
  await page.getByTestId('scheme-version-parameter-edit-save').click();
  await expect(page.getByTestId('scheme-version-parameter-edit-dialog')).toContainText('Choose at least one result dimension');
  await page.getByTestId('scheme-version-parameter-result-result').check();
  await page.getByTestId('scheme-version-parameter-sigma').fill('5');
  await page.getByTestId('scheme-version-parameter-acceptance-percent').fill('12,5');
  await page.getByTestId('scheme-version-parameter-edit-save').click();
  await expect(row).toContainText('σpt 5%');
  await expect(row).toContainText('Limit ±12.5%');
  await screenshotBothThemes(page, 'scheme-version-detail', () => page.getByTestId(`scheme-version-parameter-${parameterId}`));

  // the parameter lists the scheme version that uses it
  await page.goto(`/config/parameters/${parameterId}`);
  await expect(page.getByTestId('parameter-scheme-versions')).toContainText(VERSION);
  await screenshotBothThemes(page, 'parameter-detail', () => page.getByTestId('parameter-scheme-versions'));

  await page.goto('/config/schemes/1');
  await expect(page.getByTestId('scheme-accreditations')).toBeVisible();
  await screenshotBothThemes(page, 'scheme-dialog', () => page.getByTestId('scheme-accreditations'));
});

test('a round and a survey are created, the dates set and a sample added', async ({ page }) => {
  await navigate(page, '/surveys');
  await expect(page.getByTestId('rounds-filter-inProgress')).toHaveAttribute('aria-pressed', 'true');
  await screenshotBothThemes(page, 'surveys-list', () => page.locator('[data-testid^="round-toggle-"]').first());

  await page.getByTestId('rounds-new-round').click();
  // defaults: the current (demo) year and month
  await expect(page.getByTestId('round-year')).toHaveValue('2017');
  await expect(page.getByTestId('round-ordinal')).toHaveValue('6');
  await page.getByTestId('round-ordinal').fill('11');
  await page.getByTestId('round-save').click();
  await expectNotification(page, 'Created');

  await page.getByTestId('rounds-new-survey').click();
  await autocomplete(page, 'survey-new-scheme-version', 'Point-of-care', { name: /Point-of-care e2e/ });
  await selectOption(page, 'survey-new-round', '2017/11');
  await page.getByTestId('survey-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(/\/surveys\/\d+$/);
  const surveyId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('survey-title')).toHaveText('KK – round 2017/11');
  await expect(page.getByTestId('survey-status')).toHaveText('Proposal');

  // set the dates of the new round from the list (the survey is a proposal: filter off)
  await page.getByTestId('survey-back').click();
  await page.getByTestId('rounds-filter-inProgress').click();
  const round = page.locator('[data-testid^="round-"]').filter({ hasText: '2017/11' }).first();
  const openSetDates = async () => {
    const toggle = round.locator('[data-testid^="round-toggle-"]');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await round.getByRole('button', { name: 'Set dates' }).click();
  };
  await openSetDates();
  const dialog = page.getByTestId('set-dates-dialog');
  // a round whose surveys have not started is in the future: start and end are set
  await expect(page.getByTestId('set-dates-only-evaluation')).not.toBeChecked();
  await expect(dialog.getByTestId(`set-dates-survey-${surveyId}`)).toBeVisible();
  await typeDate(page.getByTestId('set-dates-starts-at'), '2017-11-06T08:00');
  await typeDate(page.getByTestId('set-dates-ends-at'), '2017-11-01T08:00');
  await page.getByTestId('set-dates-apply').click();
  await expect(dialog).toContainText('The end is before the start');
  await screenshotBothThemes(page, 'set-dates-dialog', () => dialog, openSetDates);
  await typeDate(page.getByTestId('set-dates-starts-at'), '2017-11-06T08:00');
  await typeDate(page.getByTestId('set-dates-ends-at'), '2017-12-08T16:00');
  await page.getByTestId('set-dates-apply').click();
  await expectNotification(page, 'The dates of 1 survey were set');
  await expect(page.getByTestId(`survey-row-${surveyId}`)).toContainText('06/11/2017');
  await expect(page.getByTestId(`survey-status-${surveyId}`)).toHaveText('Upcoming');

  // a sample of the survey
  await page.getByTestId(`survey-row-${surveyId}`).click();
  await expect(page.getByTestId('survey-page')).toBeVisible();
  await page.getByTestId('survey-sample-add').click();
  await page.getByTestId('sample-new-save').click();
  await expect(page.getByTestId('sample-new-dialog')).toContainText('This field is required');
  await page.getByTestId('sample-new-name').fill('POC 2017/11-1');
  await page.getByTestId('sample-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(new RegExp(`/surveys/${surveyId}/samples/\\d+$`));
  await page.getByTestId('sample-url').fill('https://example.org/poc-1');
  await expectNotification(page, 'Saving…');
  await screenshotBothThemes(page, 'sample-detail', () => page.getByTestId('sample-fields'));
  await expect(page.getByTestId('sample-url')).toHaveValue('https://example.org/poc-1');
  await page.getByTestId('sample-overlay-close').click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${surveyId}$`));
  await expect(page.getByTestId('survey-samples')).toContainText('POC 2017/11-1');
  await screenshotBothThemes(page, 'survey-page', () => page.getByTestId('survey-samples'));

  await page.getByTestId('survey-settings').click();
  await page.getByTestId('survey-import-documents').click();
  await expect(page.getByTestId('survey-action-confirm')).toContainText('The documents of the survey will be imported.');
  await page.getByTestId('survey-action-confirm-cancel').click();
  await page.getByTestId('survey-settings-close').click();
});

test('a product with two prices is created after a duplicate price is refused', async ({ page, request }) => {
  await navigate(page, '/config/products');
  await expect(page.getByTestId('product-year-2017')).toHaveAttribute('data-current', 'true');
  await screenshotBothThemes(page, 'products', () => page.getByTestId('product-years'));
  await page.getByTestId('product-year-2017').click();
  await expect(page).toHaveURL(/\/config\/products\/2017$/);
  await screenshotBothThemes(page, 'products-year', () => page.locator('[data-testid^="product-section-"]').first());

  await page.getByTestId('product-add').click();
  /** Details of a survey product and two prices that repeat the same currency, paper and variant. */
  const fillProduct = async () => {
    await selectOption(page, 'product-type', 'Survey');
    await selectOption(page, 'product-group', 'Clinical chemistry');
    await page.getByTestId('product-countries').click();
    await page.getByRole('option', { name: 'Hungary' }).click();
    await page.getByTestId('product-surveys').click();
    await page.getByRole('option', { name: /^KK – Clinical chemistry, edition 2 \(2017\/5\)$/ }).click();
    await page.keyboard.press('Escape');
    // spec 3 §5: the first survey fills the empty name and short name
    await expect(page.getByTestId('product-short-name')).toHaveValue('KK');
    await expect(page.getByTestId('product-name-en')).toHaveValue('Clinical chemistry, edition 2');
    await page.getByTestId('product-short-name').fill('KK-E2E');
    await page.getByTestId('product-tab-prices').click();
    await page.getByTestId('product-price-add').click();
    await page.getByTestId('product-price-0-value').fill('25 000');
    await page.getByTestId('product-price-add').click();
    await page.getByTestId('product-price-1-value').fill('30000');
  };
  await fillProduct();
  await expect(page.getByTestId('product-price-duplicate')).toBeVisible();
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('product-error')).toContainText('Two prices have the same currency, paper setting and variant');
  await expect(page).toHaveURL(/\/config\/products\/2017\/new$/);

  // the server refuses the same duplicate too (422, the param names the second price)
  const token = await sessionToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const panels = await request.get('/api/v1/orgs/1/surveys?year=2017&limit=50', { headers });
  expect(panels.status()).toBe(200);
  const surveyId = ((await panels.json()) as { items: Array<{ surveys: Array<{ id: number }> }> }).items.flatMap((r) => r.surveys)[0]?.id;
  expect(surveyId).toBeDefined();
  const refused = await request.post('/api/v1/orgs/1/products', {
    headers,
    data: {
      year: 2017,
      type: 'survey',
      productGroupId: 1,
      shortName: 'DUP',
      name: { en: 'Duplicate prices' },
      countries: ['HU'],
      surveys: [{ id: surveyId }],
      prices: [
        { currencyId: 'HUF', paper: false, value: 1 },
        { currencyId: 'HUF', paper: false, value: 2 },
      ],
    },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: { param?: string } }).error.param).toMatch(/^prices\.1/);

  await screenshotBothThemes(page, 'product-dialog', () => page.getByTestId('product-price-duplicate'), fillProduct);
  await page.getByTestId('product-price-1-paper').check();
  await expect(page.getByTestId('product-price-duplicate')).toBeHidden();
  await page.getByTestId('product-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(/\/config\/products\/2017\/\d+$/);
  await page.getByTestId('product-tab-prices').click();
  await expect(page.locator('[data-testid^="product-price-"][data-testid$="-value"]')).toHaveCount(2);
  await page.getByTestId('product-close').click();
  await expect(page.locator('[data-testid^="product-section-"]').first()).toContainText('KK-E2E');
});

test('a satellite lab is added to a lab and removed again', async ({ page }) => {
  await navigate(page, '/labs?q=1012');
  await page.getByTestId('labs-table').getByText('1012', { exact: true }).click();
  await page.getByTestId('lab-tab-profile').click();
  await expect(page.getByTestId('lab-profile-settings')).toBeVisible();
  await expect(page.getByTestId('satellites-empty')).toBeVisible();

  await page.getByTestId('satellite-add').click();
  await expect(page.getByTestId('satellite-add-save')).toBeDisabled();
  await page.getByTestId('satellite-add-search').fill('1018');
  const candidate = page.locator('[data-testid^="satellite-candidate-"]').filter({ hasText: '1018' });
  await expect(candidate).toHaveCount(1);
  // labs linked to a parent already are not offered
  await page.getByTestId('satellite-add-search').fill('1043');
  await expect(page.getByTestId('satellite-add-empty')).toBeVisible();
  await page.getByTestId('satellite-add-search').fill('1018');
  await candidate.click();
  await page.getByTestId('satellite-add-save').click();
  const row = page.locator('[data-testid^="satellite-"]').filter({ hasText: '1018' }).first();
  await expect(page.getByTestId('satellites-table')).toContainText('1018');
  await screenshotBothThemes(page, 'lab-profile', () => page.getByTestId('satellites-table'));

  await page.getByTestId('satellites-table').locator('[data-testid^="satellite-remove-"]').first().click();
  await page.getByTestId('satellite-remove-confirm-confirm').click();
  await expect(page.getByTestId('satellites-empty')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByTestId('lab-profile-tab-details').click();
  await expect(page.getByTestId('lab-details-name')).toHaveValue(/Szent János Kórház/);
  await screenshotBothThemes(page, 'lab-details', () => page.getByTestId('lab-details'), () => page.getByTestId('lab-profile-tab-details').click());
});
