import { expect, test } from './support/test';
import { auditScreen, byTestId, loadIds, type Ids, type Screen } from './support/a11y';
import { DEMO_PASSWORD, openProfileMenu, openSignedIn, signIn, switchTheme } from './support/session';
import { shoot } from './support/shots';

/**
 * Accessibility (issue 24): axe-core (WCAG 2.0/2.1 A and AA) finds no violation on any main screen of
 * a lab user and a visitor, in English and Hungarian, light and dark (support/a11y.ts; the
 * administrator's screens: accessibility-admin.e2e.ts), and the keyboard reaches what it must.
 */
test.describe.configure({ mode: 'default' });
// a click that cannot happen fails in seconds, not at the end of a long test
test.use({ actionTimeout: 15_000 });

let ids: Ids;

test.beforeAll(async ({ request }) => {
  ids = await loadIds(request);
});

test('visitor: login, registration and forgotten password have no axe violations, on a desktop and a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await auditScreen(page, { name: 'login', path: '/login', ready: byTestId('login-card'), phone: true });
  await auditScreen(page, { name: 'registration', path: '/register', ready: byTestId('registration-card'), phone: true });
  await auditScreen(page, { name: 'forgot-password', path: '/forgot_password', ready: byTestId('forgot-password-card'), phone: true });
});

// on the desktop in light English and dark Hungarian; phone.e2e.ts checks the same screens at phone
// width in light Hungarian and dark English (every pair of width, theme and language); the profile
// menu, a desktop menu, in all four
test('lab user: every main screen has no axe violations', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'lab');
  const lab = `/labs/${ids.labId}`;
  const screens: Screen[] = [
    { name: 'surveys', path: `${lab}/surveys`, ready: (p) => p.getByTestId('surveys-in-progress').locator('[data-testid^="survey-item-"]').first(), phoneElsewhere: true },
    { name: 'profile-menu', path: `${lab}/surveys`, ready: (p) => p.getByRole('menu'), prepare: openProfileMenu },
    { name: 'survey-form', path: `${lab}/surveys/${ids.formSurveyId}`, ready: byTestId('survey-page'), networkIdle: true, phoneElsewhere: true },
    { name: 'evaluations', path: `${lab}/evaluations`, ready: byTestId('evaluations-page'), phoneElsewhere: true },
    {
      name: 'report',
      path: `${lab}/evaluations/${ids.evaluatedSurveyId}/parameters/${ids.evaluatedParameterId}/evaluation`,
      ready: byTestId('report-page'),
      networkIdle: true,
      phoneElsewhere: true,
    },
    {
      name: 'report-long-term',
      path: `${lab}/evaluations/${ids.evaluatedSurveyId}/parameters/${ids.evaluatedParameterId}/evaluation/long_term`,
      ready: byTestId('report-page'),
      networkIdle: true,
      phoneElsewhere: true,
    },
    { name: 'orders', path: `${lab}/orders`, ready: byTestId('orders-summaries-page'), phoneElsewhere: true },
    { name: 'order-year-invoices', path: `${lab}/orders/orgs/${ids.orgId}/2017`, ready: byTestId('invoice-list'), phoneElsewhere: true },
    { name: 'contract', path: `${lab}/contracts`, ready: byTestId('contract-page'), phoneElsewhere: true },
    { name: 'documents', path: '/documents', ready: byTestId('documents-page'), phoneElsewhere: true },
    { name: 'lab-profile', path: `${lab}/profile`, ready: byTestId('lab-details'), phoneElsewhere: true },
  ];
  for (const screen of screens) await auditScreen(page, screen);
});

test('keyboard: "Magyar" is reached with Tab on the login page, the focus lands on the main content after signing in, and the survey page skips to its results', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-card')).toBeVisible();
  const hungarian = page.getByTestId('language-hu');
  await expect(async () => {
    await page.keyboard.press('Tab');
    expect(await hungarian.evaluate((element) => element === document.activeElement)).toBe(true);
  }).toPass({ timeout: 20_000, intervals: [0] });
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('language-en')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // signing in with the keyboard: the focus moves to the main content, not back to the page's top
  await page.getByTestId('login-username').fill('lab');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  await expect(page.locator('main')).toBeFocused();

  // the survey page: the first Tab shows 'Skip to main content', the second 'Skip to the results'
  await page.goto(`/labs/${ids.labId}/surveys/${ids.formSurveyId}`);
  await expect(page.getByTestId('survey-results')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-to-main')).toBeFocused();
  await expect(page.getByTestId('skip-to-main')).toBeInViewport();
  await expect(page.getByTestId('skip-to-main')).toHaveText('Skip to main content');
  await page.keyboard.press('Tab');
  const toResults = page.getByTestId('skip-to-results');
  await expect(toResults).toBeFocused();
  await expect(toResults).toHaveText('Skip to the results');
  await shoot(page, { path: 'screenshots/a11y-skip-to-results-light-en.png' });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('survey-results')).toBeFocused();
  // the next Tab goes into the results, past the page's header and overview
  await page.keyboard.press('Tab');
  expect(await page.getByTestId('survey-results').evaluate((results) => results.contains(document.activeElement))).toBe(true);
});

test('report: the statistics are a card per sample on a phone and a keyboard-scrollable table on a wider screen; own result and target differ by shape in both themes; the long-term ticks are distinct months', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const report = `/labs/${ids.labId}/evaluations/${ids.evaluatedSurveyId}/parameters/${ids.evaluatedParameterId}/evaluation`;
  await openSignedIn(page, 'lab', report);
  // a phone: one card per sample, nothing off-screen, no table to scroll sideways
  const cards = page.getByTestId('report-statistics-cards');
  await expect(cards).toBeVisible();
  await expect(page.getByTestId('report-statistics-scroll')).toHaveCount(0);
  const cardCount = await cards.locator('[data-testid^="report-statistics-card-"]').count();
  expect(cardCount).toBeGreaterThan(0);
  expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)).toBeLessThanOrEqual(0);
  // wider: a table in a named scroll region the keyboard reaches, a column per sample
  await page.setViewportSize({ width: 700, height: 800 });
  const scroll = page.getByTestId('report-statistics-scroll');
  await expect(scroll).toBeVisible();
  await expect(scroll).toHaveAttribute('role', 'region');
  await expect(scroll).toHaveAttribute('tabindex', '0');
  await expect(scroll).toHaveAccessibleName(/.+/);
  await expect(scroll.locator('[data-testid^="report-statistics-column-"]')).toHaveCount(cardCount);
  await scroll.focus();
  await expect(scroll).toBeFocused();
  await shoot(page, { path: 'screenshots/report-statistics-700-light-en.png' });

  await page.setViewportSize({ width: 1366, height: 900 });
  for (const theme of ['light', 'dark'] as const) {
    // switched in place (the stored setting and its storage event), as another tab would
    await switchTheme(page, theme);
    const legend = page.getByTestId('report-results-legend');
    await expect(legend.locator('[data-shape="triangle"]')).toHaveCount(1);
    await expect(legend.locator('[data-shape="diamond"]')).toHaveCount(1);
    await expect(page.getByTestId('results-own-marks')).toHaveAttribute('data-shape', 'triangle');
    await expect(page.getByTestId('results-target-marks')).toHaveAttribute('data-shape', 'diamond');
    await expect(page.getByTestId('results-own-marks').locator('path').first()).toBeAttached();
    await expect(page.getByTestId('histogram-own-marks').first()).toHaveAttribute('data-shape', 'triangle');
    await shoot(page.getByTestId('report-chart-results'), { path: `screenshots/report-results-shapes-${theme}-en.png` });
  }
  await switchTheme(page, 'light');

  await page.goto(`${report}/long_term`);
  const history = page.getByTestId('report-chart-history');
  await expect(history.locator('svg.MuiChartsSvgLayer-root').first()).toBeVisible();
  const ticks = await history.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();
  expect(ticks.length).toBeGreaterThanOrEqual(4);
  expect(new Set(ticks).size).toBe(ticks.length);
  for (const tick of ticks) expect(tick).toMatch(/^[A-Z][a-z]{2,3} \d{4}$/); // Jun 2017, Sept 2016 (en-GB)
  await shoot(history, { path: 'screenshots/report-long-term-ticks-light-en.png' });
});
