import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { auditScreen, byTestId, loadIds, type Ids } from './support/a11y';
import { auditDialog, type DialogCase } from './support/dialogs';
import { demoLabYearPath, labYearPath, openEditableProduct } from './support/orders';
import { apiToken, labEvaluatedSurveys } from './support/reports';
import { speedDial } from './support/results';
import { navigate, openProfileMenu, signIn } from './support/session';

/**
 * Issue 32, the laboratory's side: every dialog a lab user can open, each checked by auditDialog
 * (axe narrowed to the dialog, the fit at phone width; every pair of desktop/phone, light/dark and
 * en/hu, switched in place, the dialog opened at the width the tab is at). One tab per user, signed in once; the dialogs of a screen follow each other. Nothing
 * else is sent: each dialog is opened, checked and closed (Escape, Cancel), so the server's shared data
 * stays; only an API key is made for its secret's dialog and revoked through the revocation's question.
 *
 * Walked elsewhere: the survey history, the documents' regeneration and an invoice's cancellation (org
 * users only: dialogs-admin-2.e2e.ts); the removal of an ordered product (no demo order can still be
 * removed: orders-lab-changes.e2e.ts adds one first); the appeal and the corrective action
 * (quality-loop.e2e.ts, with its own appeal); the late payment notice is the last test's, as the demo's
 * one lab with an overdue proforma meets it. Not walked: the validation's 'saving first' step
 * (only while a save runs). Not yet walked: the survey form's unit switch question (a typed value in a
 * unit that does not convert), parameter deletion and context apply questions. The support dialog keeps its draft on
 * closing (no question): the unsaved-changes question is walked over the result group's form.
 */
test.describe.configure({ mode: 'default' });
// a click that cannot happen fails in seconds, not at the end of a long test
test.use({ actionTimeout: 15_000 });

const YEAR = 2017;
/** The key the walk makes and then revokes (a name of its own; a revoked key is no longer listed). */
const API_KEY_NAME = `Dialog walk ${Date.now()}`;

let ids: Ids;
let yearPath = '';

test.beforeAll(async ({ request }) => {
  ids = await loadIds(request);
  yearPath = await demoLabYearPath(request, YEAR);
});

/** Opens an entry of the profile menu. */
const fromProfileMenu = (entry: string) => async (page: Page) => {
  await openProfileMenu(page);
  await page.getByTestId(entry).click();
};

/** Opens an entry of a menu of the lab header. */
const fromMenu = (menu: string, entry: string) => async (page: Page) => {
  await page.getByTestId(menu).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByTestId(entry).click();
};

/** Clicks a button once it is there (the screen has loaded). */
const click = (testId: string) => async (page: Page) => {
  await page.getByTestId(testId).click();
};

/** The first in-progress clinical chemistry survey of the lab (the survey form, where results are entered). */
async function openSurveyForm(page: Page): Promise<void> {
  await navigate(page, `/labs/${ids.labId}/surveys`);
  const link = page.getByTestId('surveys-in-progress').locator('a[data-testid^="survey-link-"]').filter({ hasText: /^KK - / }).first();
  await link.click();
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys\/\d+$/);
  await expect(page.locator('input[data-testid^="value-"][data-testid$="-result"]').first()).toBeVisible();
  // the instructions open by themselves on a survey's first visit: closed, the form is what the walk starts from
  const instructions = page.getByTestId('instructions-dialog');
  if (await instructions.isVisible()) {
    await page.getByTestId('instructions-close').click();
    await expect(instructions).toBeHidden();
  }
}

test('lab user: every dialog is axe-clean and fits a phone in both languages and themes', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'lab');
  const lab = `/labs/${ids.labId}`;

  const header: DialogCase[] = [
    // the profile menu's dialogs
    { name: 'user details', path: `${lab}/surveys`, open: fromProfileMenu('profile-user-details'), dialog: byTestId('user-details-dialog') },
    { name: 'login password', open: fromProfileMenu('profile-login-password'), dialog: byTestId('login-password-dialog') },
    { name: 'validation password (profile)', open: fromProfileMenu('profile-validation-password'), dialog: byTestId('validation-password-dialog') },
    { name: 'API keys', open: fromProfileMenu('profile-api-keys'), dialog: byTestId('api-keys-dialog') },
    {
      name: 'new API key',
      open: async (page) => {
        await fromProfileMenu('profile-api-keys')(page);
        await page.getByTestId('api-keys-create').click();
      },
      dialog: byTestId('api-key-create-dialog'),
      close: async (page) => {
        await page.getByTestId('api-key-create-cancel').click();
        await expect(page.getByTestId('api-key-create-dialog')).toBeHidden();
        await page.getByTestId('api-keys-close').click();
        await expect(page.getByTestId('api-keys-dialog')).toBeHidden();
      },
    },
    // a key made for its secret's dialog, then revoked through the revocation's question
    {
      name: 'new API key: its secret',
      open: async (page) => {
        await fromProfileMenu('profile-api-keys')(page);
        await page.getByTestId('api-keys-create').click();
        await page.getByTestId('api-key-name').fill(API_KEY_NAME);
        await page.getByTestId('api-key-create-save').click();
      },
      dialog: byTestId('api-key-created-dialog'),
      close: async (page) => {
        await page.getByTestId('api-key-done').click();
        await page.getByTestId('api-keys-close').click();
        await expect(page.getByTestId('api-keys-dialog')).toBeHidden();
      },
    },
    {
      name: 'revoke an API key',
      open: async (page) => {
        await fromProfileMenu('profile-api-keys')(page);
        await page.getByTestId('api-keys-dialog').getByRole('button', { name: new RegExp(API_KEY_NAME) }).click();
      },
      dialog: byTestId('api-key-revoke'),
      close: async (page) => {
        await page.getByTestId('api-key-revoke-confirm').click();
        await expect(page.getByTestId('api-key-revoke')).toBeHidden();
        await expect(page.getByTestId('api-keys-dialog').getByRole('button', { name: new RegExp(API_KEY_NAME) })).toHaveCount(0);
        await page.getByTestId('api-keys-close').click();
        await expect(page.getByTestId('api-keys-dialog')).toBeHidden();
      },
    },
    // the lab header's menus and support
    { name: 'about', open: fromMenu('lab-menu', 'lab-about'), dialog: byTestId('about-dialog') },
    { name: 'demo date', open: fromMenu('lab-menu', 'demo-date-menu'), dialog: byTestId('demo-date-dialog') },
    { name: 'documents archive', open: fromMenu('lab-documents-menu', 'lab-documents-archive'), dialog: byTestId('lab-documents-archive-dialog') },
    { name: 'support', open: click('lab-support'), dialog: byTestId('support-dialog') },
  ];
  for (const dialogCase of header) await auditDialog(page, dialogCase);

  // the survey form
  await openSurveyForm(page);
  const survey: DialogCase[] = [
    { name: 'instructions', open: (page) => speedDial(page, 'instructions'), dialog: byTestId('instructions-dialog') },
    { name: 'result group', open: click('result-group-rename'), dialog: byTestId('result-group-dialog') },
    {
      // the kit's unsaved-changes question (components/forms/close-guard.tsx) over a changed form
      name: 'result group: discard the changes?',
      open: async (page) => {
        await page.getByTestId('result-group-rename').click();
        await page.getByTestId('result-group-name').fill('Analyser B');
        await page.keyboard.press('Escape');
      },
      dialog: byTestId('result-group-discard'),
      close: async (page) => {
        // Escape keeps editing; Cancel asks again and Discard closes the form with nothing saved
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('result-group-discard')).toBeHidden();
        await expect(page.getByTestId('result-group-dialog')).toBeVisible();
        await page.getByTestId('result-group-cancel').click();
        await page.getByTestId('result-group-discard-confirm').click();
        await expect(page.getByTestId('result-group-dialog')).toBeHidden();
      },
    },
    { name: 'import results', open: click('survey-import'), dialog: byTestId('import-results-dialog') },
    {
      name: 'code mappings',
      open: async (page) => {
        await page.getByTestId('survey-import').click();
        await page.getByTestId('import-code-mappings').click();
      },
      dialog: byTestId('code-mappings-dialog'),
      close: async (page) => {
        await page.getByTestId('code-mappings-cancel').click();
        await expect(page.getByTestId('code-mappings-dialog')).toBeHidden();
        await page.getByTestId('import-results-cancel').click();
        await expect(page.getByTestId('import-results-dialog')).toBeHidden();
      },
    },
    { name: 'survey support', open: click('survey-support'), dialog: byTestId('support-dialog') },
    {
      name: 'validation',
      open: click('survey-validate'),
      // the validation password, or the missing mandatory values when an earlier spec on this server left one (offline.e2e.ts)
      dialog: (page) => page.getByTestId('validation-dialog').or(page.getByTestId('missing-values-dialog')),
    },
  ];
  for (const dialogCase of survey) await auditDialog(page, dialogCase);

  // the evaluation report: the corrective action (the appeal only while the org's appeal window is open)
  const report = `${lab}/evaluations/${ids.evaluatedSurveyId}/parameters/${ids.evaluatedParameterId}/evaluation`;
  await auditDialog(page, { name: 'corrective action', path: report, open: click('action-open'), dialog: byTestId('corrective-action-dialog') });

  // ordering
  const orders: DialogCase[] = [
    {
      name: 'product order',
      path: yearPath,
      open: async (page) => {
        await expect(page.locator('[data-testid^="order-product-open-"]').first()).toBeVisible();
        await openEditableProduct(page);
      },
      dialog: byTestId('product-order-dialog'),
    },
    { name: 'document type', open: click('order-paper-switch'), dialog: byTestId('document-type-dialog') },
    {
      name: 'checkout',
      open: click('order-checkout'),
      dialog: byTestId('checkout-dialog'),
    },
    {
      name: 'request checkout',
      open: async (page) => {
        await page.getByTestId('order-checkout').click();
        await page.getByTestId('checkout-request-instead').click();
      },
      dialog: byTestId('request-checkout-dialog'),
    },
  ];
  for (const dialogCase of orders) await auditDialog(page, dialogCase);

  // the lab's users
  const users: DialogCase[] = [
    { name: 'invite user', path: `${lab}/users`, open: click('users-invite'), dialog: byTestId('invite-user-dialog') },
    {
      name: 'disable the user?',
      open: async (page) => {
        await page.getByTestId('users-grid').locator('[data-testid^="user-disable-"]').first().click();
      },
      dialog: byTestId('user-disabled-confirm'),
    },
  ];
  for (const dialogCase of users) await auditDialog(page, dialogCase);
});

/**
 * A day of the demo calendar on which the appeal window of one of `username`'s evaluated reports is
 * open (the window closes 21 days after the evaluation, before the demo's default date), and that
 * report's path: asked through REST with the demo date header, as the web asks with a chosen demo date.
 */
async function openAppealWindow(request: APIRequestContext, username: string): Promise<{ day: string; reportPath: string }> {
  const { labId, evaluated } = await labEvaluatedSurveys(request, username);
  const token = await apiToken(request, username);
  for (const survey of evaluated.filter((s) => s.reportKind === 'evaluation' && !s.missingContract && s.parameters.length > 0)) {
    const now = await request.get(`/api/v1/labs/${labId}/surveys/${survey.id}/appeals`, { headers: { authorization: `Bearer ${token}` } });
    const { windowClosesAt } = (await now.json()) as { windowClosesAt: string | null };
    if (!windowClosesAt) continue;
    // a week before the window closes: the report was out by then
    const day = new Date(Date.parse(windowClosesAt) - 7 * 86_400_000).toISOString().slice(0, 10);
    const then = await request.get(`/api/v1/labs/${labId}/surveys/${survey.id}/appeals`, { headers: { authorization: `Bearer ${token}`, 'x-demo-date': `${day}T05:00:00.000Z` } });
    if (!((await then.json()) as { windowOpen: boolean }).windowOpen) continue;
    return { day, reportPath: `/labs/${labId}/evaluations/${survey.id}/parameters/${survey.parameters[0]!.id}/evaluation` };
  }
  throw new Error(`no evaluated report of ${username} with an appeal window`);
}

test('core lab user: the appeal and the satellites\' checkout are axe-clean and fit a phone in both languages and themes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const path = await labYearPath(request, 'corelab', YEAR);
  // the demo date this tab works on (a setting of the browser, sent with every call; the server's data stays)
  const { day, reportPath } = await openAppealWindow(request, 'corelab');
  await page.addInitScript((iso) => window.localStorage.setItem('eqa.demoDate', iso), `${day}T05:00:00.000Z`);
  await signIn(page, 'corelab');
  await auditDialog(page, { name: 'appeal', path: reportPath, open: click('appeal-open'), dialog: byTestId('appeal-dialog') });
  await auditDialog(page, { name: 'satellite checkout', path, open: click('satellite-checkout-open'), dialog: byTestId('satellite-checkout-dialog') });
});

/** The user of the demo's one lab with a late payment (its current-year proforma is overdue: LATE_PAYMENT_LAB_QC, 1133). */
const LATE_PAYMENT_USER = 'qc1133';

interface EvaluationItem {
  id: number;
  reportKind: string | null;
  round: { year: number };
  parameters: Array<{ id: number }>;
}

test('late-payment lab: a report of the year opens the late-payment notice and its page, axe-clean and fitting a phone in every pair of variants', async ({ page, request }) => {
  test.setTimeout(120_000);
  const labToken = await apiToken(request, LATE_PAYMENT_USER);
  const profile = await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${labToken}` } });
  expect(profile.ok()).toBe(true);
  const labId = ((await profile.json()) as { lab: { id: number } }).lab.id;
  // the provider's staff see every evaluation of the lab; the lab's own list leaves the closed year out
  const evaluations = async (token: string) => request.get(`/api/v1/labs/${labId}/evaluations?status=evaluated&limit=50`, { headers: { authorization: `Bearer ${token}` } });
  const all = (await (await evaluations(await apiToken(request, 'admin'))).json()) as { items: EvaluationItem[] };
  const closed = all.items.find((item) => item.round.year === YEAR && item.reportKind === 'evaluation' && item.parameters.length > 0);
  expect(closed, `an evaluated ${YEAR} survey of ${LATE_PAYMENT_USER}`).toBeDefined();
  const own = await evaluations(labToken);
  if (own.status() === 403) expect(((await own.json()) as { error: { type: string } }).error.type).toBe('late_payment_error');
  else expect(((await own.json()) as { items: EvaluationItem[] }).items.map((item) => item.id)).not.toContain(closed!.id);

  await signIn(page, LATE_PAYMENT_USER);
  await auditDialog(page, {
    name: 'late payment notice',
    path: `/labs/${labId}/evaluations/${closed!.id}/parameters/${closed!.parameters[0]!.id}/evaluation`,
    open: async (p) => {
      await expect(p.getByTestId('error-dialog')).toHaveAttribute('data-error-kind', 'latePayment');
      await expect(p).toHaveURL(/\/payment_error$/);
    },
    dialog: byTestId('error-dialog'),
    close: (p) => p.getByTestId('error-dialog-close').click(),
  });
  await expect(page.getByTestId('payment-error-page')).toBeVisible();
  await auditScreen(page, { name: 'payment-error', path: '/payment_error', ready: byTestId('payment-error-page'), phone: true });
});
