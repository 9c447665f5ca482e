import { expect, newContext, test } from './support/test';
import { type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectDialogFits, expectNoHorizontalOverflow } from './support/dialogs';
import { demoLabYearPath, openEditableProduct } from './support/orders';
import { labEvaluatedSurveys } from './support/reports';
import { speedDial } from './support/results';
import { navigate, openProfileMenu, PAIRWISE_PHONE, shotThemesAndLanguages, openSignedIn, signIn, waitForAnimations, waitForSettledScreen } from './support/session';

/**
 * The lab's screens at phone width (issue 24 "Phone width"), as the demo `lab` user on the demo data:
 * no screen scrolls sideways, the lab header is compact and its tabs scroll instead of clipping, the
 * first result field of the survey form is within two screen heights, every screen is axe-clean;
 * screenshots of the changed screens in both themes and languages. The administration at tablet
 * width has no sideways page scrolling either (its data grids may scroll inside themselves).
 */

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const TABLET = { width: 768, height: 1024 };
const YEAR = 2017;

let labId = 0;
let evaluatedSurveyId = 0;
let reportParameterId = 0;
let yearPath = '';

test.beforeAll(async ({ request }) => {
  const prepared = await labEvaluatedSurveys(request, 'lab');
  labId = prepared.labId;
  const survey = prepared.evaluated.find((s) => s.validated && s.reportKind === 'evaluation' && s.parameters.length > 0);
  expect(survey, 'an evaluated survey with the lab’s validated results').toBeDefined();
  evaluatedSurveyId = survey!.id;
  reportParameterId = survey!.parameters[0]!.id;
  yearPath = await demoLabYearPath(request, YEAR);
});

/** The first numeric result field of the survey form. */
function firstResultField(page: Page): Locator {
  return page.locator('input[data-testid^="value-"][data-testid$="-result"]').first();
}

/** Opens the first in-progress clinical chemistry survey of the surveys tab. */
async function openSurveyForm(page: Page): Promise<string> {
  await navigate(page, `/labs/${labId}/surveys`);
  const link = page.getByTestId('surveys-in-progress').locator('a[data-testid^="survey-link-"]').filter({ hasText: /^KK - / }).first();
  await link.click();
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys\/\d+$/);
  await expect(firstResultField(page)).toBeVisible();
  return new URL(page.url()).pathname;
}

/**
 * The lab's screens: a path, or how a signed-in tab opens it (the survey form's is found on the surveys
 * tab), and what shows once it has loaded.
 */
const LAB_SCREENS: Array<{
  name: string;
  path?: () => string;
  open?: (page: Page) => Promise<unknown>;
  ready: (page: Page) => Locator;
  /** Drawn from late answers (charts): loaded anew, and its network waited for. */
  networkIdle?: boolean;
  /** Not among accessibility.e2e.ts's desktop screens: checked here in all four variants, not the phone's two. */
  phoneOnly?: boolean;
}> = [
  { name: 'surveys', path: () => `/labs/${labId}/surveys`, ready: (page) => page.getByTestId('surveys-in-progress').locator('[data-testid^="survey-item-"]').first() },
  { name: 'survey form', open: openSurveyForm, ready: firstResultField },
  { name: 'evaluations', path: () => `/labs/${labId}/evaluations`, ready: (page) => page.getByTestId(`evaluation-item-${evaluatedSurveyId}`) },
  { name: 'evaluated survey', path: () => `/labs/${labId}/evaluations/${evaluatedSurveyId}`, ready: (page) => page.locator('[data-testid^="verdict-"]').first(), phoneOnly: true },
  {
    name: 'report',
    path: () => `/labs/${labId}/evaluations/${evaluatedSurveyId}/parameters/${reportParameterId}/evaluation`,
    ready: (page) => page.getByTestId('report-page'),
    networkIdle: true,
  },
  {
    name: 'report history (long term)',
    path: () => `/labs/${labId}/evaluations/${evaluatedSurveyId}/parameters/${reportParameterId}/evaluation/long_term`,
    ready: (page) => page.getByTestId('report-page'),
    networkIdle: true,
  },
  { name: 'contract', path: () => `/labs/${labId}/contracts`, ready: (page) => page.getByTestId('contract-page') },
  { name: 'orders', path: () => `/labs/${labId}/orders`, ready: (page) => page.getByTestId(`orders-summary-${YEAR}`) },
  { name: 'ordering and invoices', path: () => yearPath, ready: (page) => page.getByTestId('invoice-list') },
  { name: 'lab profile', path: () => `/labs/${labId}/profile`, ready: (page) => page.getByTestId('lab-tabpanel-profile').getByRole('textbox').first() },
  { name: 'documents', path: () => '/documents', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

/**
 * Each screen at both phone widths: no sideways scrolling at either, axe at 390 px in light Hungarian
 * (in full) and dark English, which with accessibility.e2e.ts's desktop light English and dark
 * Hungarian hold every pair of width, theme and language (a screen only checked here: all four;
 * switched in place; Hungarian words run longer, so the width is checked in each language). Both widths lie below the web's first breakpoint (600 px; every media query of the web is at
 * a breakpoint), so the screen is the same document at both and the checks at 390 px serve both: the
 * smaller width is set on the same page. One tab of the lab serves every screen (each opened inside
 * the running app, `navigate`): a start of the app is the costliest thing a browser test does.
 */
test.describe('lab screens at phone width', () => {
  let phone: Page;

  test.beforeAll(async ({ browser }) => {
    phone = await (await newContext(browser, { viewport: PHONE })).newPage();
    await openSignedIn(phone, 'lab', `/labs/${labId}/surveys`);
  });

  test.afterAll(async () => {
    await phone.context().close();
  });

  for (const screen of LAB_SCREENS) {
    test(`lab at ${PHONE.width} and ${SMALL_PHONE.width} px: the ${screen.name} page does not scroll sideways and is axe-clean in both languages and themes`, async () => {
      const page = phone;
      await page.setViewportSize(PHONE);
      if (!screen.path) await screen.open!(page);
      else if (screen.networkIdle) await page.goto(screen.path());
      else await navigate(page, screen.path());
      await expect(screen.ready(page)).toBeVisible();
      if (screen.networkIdle) await page.waitForLoadState('networkidle');
      await shotThemesAndLanguages(page, `phone-audit-${screen.name}`, () => screen.ready(page), undefined, {
        // with accessibility.e2e.ts's desktop two, every pair of width, theme and language
        ...(screen.phoneOnly ? {} : { variants: PAIRWISE_PHONE }),
        check: async (theme, language, first) => {
          await expectNoHorizontalOverflow(page, `${screen.name} at ${PHONE.width} px, ${theme} ${language}`);
          await waitForAnimations(page);
          // the first variant in full, the others what a theme or language can change
          await expectNoAxeViolations(page, { variant: !first, label: `${screen.name} at ${PHONE.width} px, ${theme} ${language}` });
        },
      });
      await page.setViewportSize(SMALL_PHONE);
      await expect(screen.ready(page)).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(SMALL_PHONE.width);
      await expectNoHorizontalOverflow(page, `${screen.name} at ${SMALL_PHONE.width} px`);
    });
  }
});

for (const viewport of [PHONE, SMALL_PHONE]) {

  test(`lab at ${viewport.width}×${viewport.height}: the app bar's and the lab header's menus fit the window; the header is compact, the tabs scroll, the first result field is within two screens`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'lab');

    // the app bar's profile menu and the lab header's menus (their dialogs: dialogs-lab.e2e.ts, at phone width too)
    await openProfileMenu(page);
    const menuBox = await page.locator('.MuiPopover-paper').boundingBox();
    expect(menuBox!.x).toBeGreaterThanOrEqual(0);
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    for (const menu of ['lab-documents-menu', 'lab-menu']) {
      await page.getByTestId(menu).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoHorizontalOverflow(page, menu);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }

    await openSurveyForm(page);

    // the compact header: two lines of title at most, the whole header under a fifth of the screen
    const title = page.getByTestId('lab-title');
    const lines = await title.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    expect(lines).toBeLessThanOrEqual(2);
    const header = await page.getByTestId('lab-header').boundingBox();
    expect(header!.height).toBeLessThan(viewport.height / 5);

    // the tabs scroll (not clipped): the tab row is wider than the window, scrolls, and shows a scroll button
    const tabs = page.getByTestId('lab-header').getByRole('tablist');
    const scroller = page.getByTestId('lab-header').locator('.MuiTabs-scroller');
    const scroll = await scroller.evaluate((element) => ({ overflowX: getComputedStyle(element).overflowX, wider: element.scrollWidth > element.clientWidth }));
    expect(scroll.wider).toBe(true);
    expect(['auto', 'scroll']).toContain(scroll.overflowX);
    await expect(page.getByTestId('lab-header').locator('.MuiTabs-scrollButtons:not(.Mui-disabled)').first()).toBeVisible();
    // the last tab is reachable: scrolled to, it lies wholly inside the window, and it opens
    const last = tabs.getByRole('tab').last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = await last.boundingBox();
    expect(lastBox!.x).toBeGreaterThanOrEqual(0);
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(viewport.width);

    // the first result field starts within the first two screen heights
    const top = await firstResultField(page).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2 * viewport.height);
    // the folded overview tells the current step and opens to the timeline, description and samples
    const overview = page.getByTestId('survey-overview-toggle');
    await expect(page.getByTestId('survey-overview-step')).toContainText('Result entry');
    await expect(page.getByTestId('survey-description')).toBeHidden();
    await overview.click();
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('survey-description')).toBeVisible();
    await expect(page.getByTestId('survey-samples')).toBeVisible();
    await expect(page.getByTestId('timeline-edit')).toHaveAttribute('data-state', 'current');
    await expectNoHorizontalOverflow(page, 'survey form, overview open');
    await expectNoAxeViolations(page);

    await last.click();
    await expect(page).toHaveURL(/\/labs\/\d+\/[a-z]+$/);
    await expectNoHorizontalOverflow(page, 'last tab');
  });
}

/**
 * The screen at phone width in both themes and languages (switched in place): in each it shows
 * `ready` and is no wider than the window (Hungarian words run longer); with screenshots wanted, the
 * top two screen heights of each are photographed.
 */
async function inEveryVariant(page: Page, name: string, ready: (page: Page) => Locator, prepare?: () => Promise<void>): Promise<void> {
  await shotThemesAndLanguages(
    page,
    `phone-${name}`,
    () => ready(page),
    async () => {
      await expect(ready(page)).toBeVisible();
      if (prepare) await prepare();
    },
    { networkIdle: true, screens: 2, check: (theme, language) => expectNoHorizontalOverflow(page, `${name} ${theme} ${language}`) },
  );
}

test('lab at phone width: the survey form, its overview, the surveys, the report and the profile fit the window in both themes and languages', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signIn(page, 'lab');
  const surveyPath = await openSurveyForm(page);
  await inEveryVariant(page, 'survey', firstResultField);
  await inEveryVariant(page, 'survey-overview-open', firstResultField, async () => {
    await page.getByTestId('survey-overview-toggle').click();
    await expect(page.getByTestId('survey-description')).toBeVisible();
  });
  expect(surveyPath).not.toBe('');
  await navigate(page, `/labs/${labId}/surveys`);
  await inEveryVariant(page, 'surveys', (p) => p.getByTestId('surveys-in-progress').locator('[data-testid^="survey-item-"]').first());
  await page.goto(`/labs/${labId}/evaluations/${evaluatedSurveyId}/parameters/${reportParameterId}/evaluation`);
  await inEveryVariant(page, 'report', (p) => p.getByTestId('report-page'));
  await navigate(page, `/labs/${labId}/profile`);
  await inEveryVariant(page, 'lab-profile', (p) => p.getByTestId('lab-tabpanel-profile').getByRole('textbox').first());
});

test('admin at tablet width: no administration screen scrolls sideways', async ({ page }) => {
  test.slow();
  await page.setViewportSize(TABLET);
  await page.addLocatorHandler(page.getByTestId('latest-results-hint'), async () => {
    await page.getByTestId('latest-results-hint-ok').click();
  });
  await signIn(page, 'admin');
  const screens = [
    '/labs',
    `/labs/${labId}/surveys`,
    `/labs/${labId}/evaluations`,
    `/labs/${labId}/orders`,
    `/labs/${labId}/profile`,
    '/surveys',
    '/config/parameters',
    '/config/dimensions',
    '/config/scheme-versions',
    '/config/products',
    '/config/units',
  ];
  for (const path of screens) {
    await navigate(page, path);
    await expect(page.locator('main')).toBeVisible();
    // inside the app: nothing loading any more (the loaders and busy regions gone), no transition
    await waitForSettledScreen(page);
    await expectNoHorizontalOverflow(page, path);
  }
});

/**
 * Every control inside `container` (buttons, links, inputs, selects, focusable regions) lies within
 * the window's width: nothing a user needs is off to the side (issue 32 "Phone (390 px)"). Controls
 * not drawn (zero size, e.g. a hidden file input) are skipped; so is a scrolling tab row's content;
 * a switch or checkbox is measured by what is drawn, not by its invisible input.
 */
async function expectControlsInsideWindow(container: Locator, what: string): Promise<number> {
  const result = await container.evaluate((root) => {
    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], [role="checkbox"], [role="switch"], [tabindex="0"]';
    const outside: string[] = [];
    let checked = 0;
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('.MuiTabs-scroller')) continue;
      // a switch's or checkbox's own input is an invisible hit area wider than the control: measure what is drawn
      const drawn = element instanceof HTMLInputElement && getComputedStyle(element).opacity === '0' ? (element.closest<HTMLElement>('.MuiSwitch-root, .MuiButtonBase-root') ?? element) : element;
      const box = drawn.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      checked++;
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
        const name = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
        outside.push(`${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return { outside, checked };
  });
  expect(result.outside, `${what}: controls outside the window`).toEqual([]);
  return result.checked;
}

test.describe('phone walks (issue 32): every control of the product dialog, the invoices and the survey history inside 390 px', () => {
  test('the product order dialog: each round a card with its quantities, price and sum in view', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, 'lab', yearPath);
    await expect(page.getByTestId('order-rounds-legend')).toBeVisible();
    await expect(page.locator('[data-testid^="order-product-open-"]').first()).toBeVisible();
    await openEditableProduct(page);
    const dialog = page.getByTestId('product-order-dialog');
    await expectDialogFits(page, dialog, 'product order dialog');
    const rounds = dialog.getByTestId('product-order-rounds');
    await expect(rounds).toHaveAttribute('data-layout', 'cards');
    const cards = rounds.locator('[data-testid^="product-order-round-"]');
    expect(await cards.count()).toBeGreaterThan(0);
    // every round's card shows its quantity field and its sum inside the window
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('input[data-testid^="product-order-sample-sets-"]')).toBeInViewport();
      await expect(card.locator('[data-testid^="product-order-line-"]')).toBeInViewport();
    }
    await expect(dialog.getByTestId('product-order-total')).toBeVisible();
    expect(await expectControlsInsideWindow(dialog, 'product order dialog')).toBeGreaterThan(3);
    await expectNoAxeViolations(page, '[data-testid="product-order-dialog"]');
    await dialog.getByTestId('product-order-tab-details').click();
    await expect(dialog.getByTestId('product-details-prices')).toBeVisible();
    await expectControlsInsideWindow(dialog, 'product details tab');
    await expectNoAxeViolations(page, '[data-testid="product-order-dialog"]');
  });

  test('the invoices: each invoice a card with its documents and state in view', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, 'lab', yearPath);
    const list = page.getByTestId('invoice-list');
    await expect(list).toBeVisible();
    const cards = list.getByTestId('invoice-grid').or(list.getByTestId('invoice-list-empty'));
    await expect(cards.first()).toBeVisible();
    if ((await list.getByTestId('invoice-grid').count()) > 0) {
      await expect(list.getByTestId('invoice-grid')).toHaveAttribute('data-layout', 'cards');
      await expect(list.locator('[data-testid^="invoice-state-"]').first()).toBeVisible();
    }
    await expectNoHorizontalOverflow(page, 'invoices');
    await expectControlsInsideWindow(list, 'invoice list');
    await expectNoAxeViolations(page, '[data-testid="invoice-list"]');
  });

  test('the survey history: filters and every change inside the window, focus back on the speed dial', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, 'admin', `/labs/${labId}/surveys`);
    const link = page.getByTestId('surveys-in-progress').locator('a[data-testid^="survey-link-"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/labs\/\d+\/surveys\/\d+$/);
    await speedDial(page, 'history');
    const history = page.getByTestId('history-dialog');
    await expect(history).toBeVisible();
    const list = history.getByTestId('history-table').or(history.getByTestId('history-empty'));
    await expect(list.first()).toBeVisible();
    if ((await history.getByTestId('history-table').count()) > 0) await expect(history.getByTestId('history-table')).toHaveAttribute('data-layout', 'cards');
    await waitForAnimations(page);
    await expectControlsInsideWindow(history, 'survey history');
    await expectNoAxeViolations(page, '[data-testid="history-dialog"]');
    await history.getByTestId('history-close').click();
    await expect(history).toBeHidden();
    await expect(page.getByTestId('survey-speed-dial')).toBeFocused();
  });
});
