import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { apiToken } from './reports';
import { DESKTOP, PHONE } from './dialogs';
import { navigate, PAIRWISE_DESKTOP, PAIRWISE_PHONE, shotThemesAndLanguages, signIn, switchSettings, waitForAnimations } from './session';

/**
 * The accessibility walk's screens (accessibility.e2e.ts, accessibility-admin.e2e.ts): each screen is
 * opened once and checked by axe-core in English and Hungarian, light and dark (switched in place; with
 * the phone's width, in the four variants that hold every pair of the three);
 * the violations are soft assertions, so one run names every screen's.
 */
export interface Ids {
  labId: number;
  orgId: number;
  /** An in-progress survey of the lab with a result form. */
  formSurveyId: number;
  /** An evaluated survey of the lab and one of its parameters (the evaluation report). */
  evaluatedSurveyId: number;
  evaluatedParameterId: number;
}

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The demo lab's ids the screens' paths need (its profile, an in-progress and an evaluated survey). */
export async function loadIds(request: APIRequestContext): Promise<Ids> {
  const token = await apiToken(request, 'lab');
  const profile = await getJson<{ lab: { id: number; orgs: Array<{ id: number }> } }>(request, '/api/v1/auth/profile', token);
  const labId = profile.lab.id;
  const surveys = await getJson<{ items: Array<{ id: number; schemeShortName?: string; scheme?: { shortName: string } }> }>(
    request,
    `/api/v1/labs/${labId}/surveys?status=in_progress&limit=50`,
    token,
  );
  const evaluations = await getJson<{ items: Array<{ id: number; reportKind: string | null; parameters: Array<{ id: number }> }> }>(
    request,
    `/api/v1/labs/${labId}/evaluations?status=evaluated&limit=50`,
    token,
  );
  const evaluated = evaluations.items.find((item) => item.reportKind === 'evaluation' && item.parameters.length > 0);
  expect(surveys.items.length).toBeGreaterThan(0);
  expect(evaluated).toBeDefined();
  return {
    labId,
    orgId: profile.lab.orgs[0]!.id,
    formSurveyId: surveys.items[0]!.id,
    evaluatedSurveyId: evaluated!.id,
    evaluatedParameterId: evaluated!.parameters[0]!.id,
  };
}

export interface Screen {
  /** File name part of the screenshots. */
  name: string;
  path: string;
  /** What the screen shows when it is ready. */
  ready: (page: Page) => Locator;
  /** Re-creates what a reload loses (an open dialog or menu). */
  prepare?: (page: Page) => Promise<void>;
  /** Waits for the network too (charts drawn from late answers). */
  networkIdle?: boolean;
  /**
   * Also at phone width (360×740, support/dialogs.ts), each no wider than the window: the screen is
   * checked in the four variants that hold every pair of width, theme and language, as a dialog is
   * (desktop light English in full and dark Hungarian, phone light Hungarian in full and dark English).
   * Without it, the desktop's four (both themes in both languages).
   */
  phone?: boolean;
  /**
   * At phone width in light Hungarian and dark English by another spec (phone.e2e.ts): on the desktop
   * the two variants that complete every pair (light English in full, dark Hungarian).
   */
  phoneElsewhere?: boolean;
}

/**
 * Opens the screen (inside the running app when one runs: `navigate`) and checks it with axe in both
 * languages and both themes (switched in place).
 */
export async function auditScreen(page: Page, screen: Screen): Promise<void> {
  await test.step(screen.name, async () => {
    // a screen drawn from late answers (charts) is loaded anew: the page's network-idle state is then its own
    if (page.url().startsWith('http') && !screen.networkIdle) await navigate(page, screen.path);
    else await page.goto(screen.path);
    await shotThemesAndLanguages(page, `a11y-${screen.name}`, () => screen.ready(page), screen.prepare ? () => screen.prepare!(page) : undefined, {
      networkIdle: screen.networkIdle,
      ...(screen.phone || screen.phoneElsewhere ? { variants: PAIRWISE_DESKTOP } : {}),
      check: async (theme, language, first) => {
        await waitForAnimations(page);
        // the first variant in full, the others what a theme or language can change
        await expectNoAxeViolations(page, { soft: true, variant: !first, label: `${screen.name} ${theme} ${language}` });
      },
    });
    if (!screen.phone) return;
    await page.setViewportSize(PHONE);
    for (const [index, [theme, language]] of PAIRWISE_PHONE.entries()) {
      const full = index === 0;
      await switchSettings(page, theme, language);
      await expect(screen.ready(page)).toBeVisible();
      await waitForAnimations(page);
      const label = `${screen.name} phone ${theme} ${language}`;
      const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
      expect.soft(overflow, `${label}: the page is wider than the window by ${overflow} px`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, { soft: true, variant: !full, label });
    }
    await page.setViewportSize(DESKTOP);
    await switchSettings(page, 'light', 'en');
  });
}

export const byTestId = (testId: string) => (page: Page) => page.getByTestId(testId);

/** The administrator's screens, signed in once (the one-time hint of the survey page dismissed). */
export async function auditAdminScreens(page: Page, screens: Screen[]): Promise<void> {
  // the one-time 'latest results' hint opens by itself for org users, whenever the profile has loaded
  await page.addLocatorHandler(page.getByTestId('latest-results-hint'), async () => {
    await page.getByTestId('latest-results-hint-ok').click();
  });
  await signIn(page, 'admin');
  for (const screen of screens) await auditScreen(page, screen);
}
