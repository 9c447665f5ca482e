import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { auditDialog, type DialogCase } from './support/dialogs';
import { byPrefix, clickFirst, closeNested, dialogById, signInAdminForDialogs, typeInto } from './support/admin-dialogs';
import { loadIds } from './support/a11y';
import { apiToken } from './support/reports';
import { openEditableProduct } from './support/orders';
import { speedDial } from './support/results';
import { openProfileMenu } from './support/session';

/**
 * The administrator's other dialogs (issue 32; dialogs-admin.e2e.ts has the configuration of units,
 * parameters, dimensions, scheme versions and schemes): rounds, a survey and its sample, products, a
 * lab's satellites, the settings, the legal documents, users, the quality queue, a lab's survey history,
 * its product and checkout dialogs as staff see them, its invoices,
 * the demo date and the user's own details. Each is opened, checked by auditDialog and closed without
 * saving anything (Escape; a question is cancelled).
 */
test.describe.configure({ mode: 'default' });
// a click that cannot happen fails in seconds, not at the end of a long test
test.use({ actionTimeout: 15_000 });

interface Paths {
  /** A survey of the round in progress (its status can change: the question is there to cancel). */
  survey: string;
  /** The core lab's profile (it has satellites). */
  coreLabProfile: string;
  /** The demo lab's ordering screen of 2017 (its invoices). */
  invoices: string;
  /** The demo lab's in-progress survey with results, as its staff open it (the survey history). */
  labSurvey: string;
}

let paths: Paths;

test.beforeAll(async ({ request }) => {
  const ids = await loadIds(request);
  const token = await apiToken(request, 'corelab');
  const profile = await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(profile.ok()).toBe(true);
  const coreLab = ((await profile.json()) as { lab: { id: number } }).lab;
  paths = {
    survey: `/surveys/${ids.formSurveyId}`,
    coreLabProfile: `/labs/${coreLab.id}/profile`,
    invoices: `/labs/${ids.labId}/orders/orgs/${ids.orgId}/2017`,
    labSurvey: `/labs/${ids.labId}/surveys/${ids.formSurveyId}`,
  };
});

/** Opens the newest round's panel (its buttons are inside), unless it is open. */
async function openNewestRound(page: Page): Promise<void> {
  const toggle = page.locator('[data-testid^="round-toggle-"]').first();
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

const cancel = (testId: string) => (page: Page) => page.getByTestId(`${testId}-cancel`).click();

function cases(): DialogCase[] {
  return [
    // rounds
    { name: 'new round', path: '/surveys', open: (p) => clickFirst(p.getByTestId('rounds-new-round')), dialog: dialogById('round-dialog') },
    { name: 'new survey', open: (p) => clickFirst(p.getByTestId('rounds-new-survey')), dialog: dialogById('survey-new-dialog') },
    {
      name: 'edit round',
      open: async (p) => {
        await openNewestRound(p);
        await clickFirst(byPrefix(p, 'round-edit-'));
      },
      dialog: dialogById('round-dialog'),
    },
    {
      name: 'set dates',
      open: async (p) => {
        await openNewestRound(p);
        await clickFirst(byPrefix(p, 'round-set-dates-'));
      },
      dialog: dialogById('set-dates-dialog'),
    },
    // a survey and its sample
    { name: 'survey settings', path: paths.survey, open: (p) => clickFirst(p.getByTestId('survey-settings')), dialog: dialogById('survey-settings-dialog') },
    {
      name: 'survey settings: import the documents?',
      open: async (p) => {
        await clickFirst(p.getByTestId('survey-settings'));
        await clickFirst(p.getByTestId('survey-import-documents'));
      },
      dialog: dialogById('survey-action-confirm'),
      close: closeNested('survey-action-confirm', 'survey-settings-dialog', 'survey-settings-close'),
    },
    {
      name: 'survey status change',
      open: (p) => clickFirst(p.getByTestId('survey-status-control').locator('button[data-testid^="survey-status-"]')),
      dialog: dialogById('survey-status-confirm'),
      close: cancel('survey-status-confirm'),
    },
    {
      name: 'survey description: update the surveys too?',
      open: async (p) => {
        await typeInto(p, 'survey-description-text-en', ' e2e');
        await clickFirst(p.getByTestId('survey-description-save'));
      },
      dialog: dialogById('survey-sync-dialog'),
      close: cancel('survey-sync'),
    },
    { name: 'new sample', path: `${paths.survey}/samples/new`, open: async () => {}, dialog: dialogById('sample-new-dialog') },
    // products
    { name: 'new product group', path: '/config/products', open: (p) => clickFirst(p.getByTestId('product-group-add')), dialog: dialogById('product-group-dialog') },
    { name: 'edit product group', open: (p) => clickFirst(byPrefix(p, 'product-group-edit-')), dialog: dialogById('product-group-dialog') },
    { name: 'new product', path: '/config/products/2017/new', open: async () => {}, dialog: dialogById('product-dialog') },
    // a lab's satellites
    { name: 'add satellite lab', path: paths.coreLabProfile, open: (p) => clickFirst(p.getByTestId('satellite-add')), dialog: dialogById('satellite-add-dialog') },
    { name: 'remove satellite lab', open: (p) => clickFirst(byPrefix(p, 'satellite-remove-')), dialog: dialogById('satellite-remove-confirm'), close: cancel('satellite-remove-confirm') },
    // settings, legal documents, users, quality
    { name: 'exchange rate', path: '/config/settings', open: (p) => clickFirst(p.getByTestId('exchange-rate-add')), dialog: dialogById('exchange-rate-dialog') },
    {
      name: 'demo date',
      open: async (p) => {
        // below the desktop the menu is a drawer behind its button
        if (await p.getByTestId('admin-menu-toggle').isVisible()) await p.getByTestId('admin-menu-toggle').click();
        await clickFirst(p.getByTestId('admin-menu-demo-date'));
      },
      dialog: dialogById('demo-date-dialog'),
    },
    { name: 'new legal document version', path: '/config/legal', open: (p) => clickFirst(p.locator('[data-testid^="legal-"][data-testid$="-new"]')), dialog: dialogById('legal-version-dialog') },
    { name: 'invite user', path: '/config/users', open: (p) => clickFirst(p.getByTestId('users-invite')), dialog: dialogById('invite-user-dialog') },
    { name: 'disable user', open: (p) => clickFirst(byPrefix(p, 'user-disable-')), dialog: dialogById('user-disabled-confirm'), close: cancel('user-disabled-confirm') },
    // the answer to an appeal needs an appeal in the queue, which the demo data lacks: quality-loop.e2e.ts walks it over its own
    { name: 'issue certificates', path: '/config/quality', open: (p) => clickFirst(p.getByTestId('issue-certificates-open')), dialog: dialogById('issue-certificates-dialog') },
    {
      name: 'user details',
      open: async (p) => {
        await openProfileMenu(p);
        await p.getByTestId('profile-user-details').click();
      },
      dialog: dialogById('user-details-dialog'),
    },
    // a lab's survey as its staff see it: every change of its results
    {
      name: 'survey history',
      path: paths.labSurvey,
      open: async (p) => {
        await expect(p.getByTestId('survey-page')).toBeVisible();
        await speedDial(p, 'history');
        await expect(p.getByTestId('history-last-event')).toBeVisible();
      },
      dialog: dialogById('history-dialog'),
    },
    // a lab's orders and invoices: the product and checkout dialogs as staff see them
    {
      name: 'product order (staff)',
      path: paths.invoices,
      open: async (p) => {
        await expect(p.locator('[data-testid^="order-product-open-"]').first()).toBeVisible();
        await openEditableProduct(p);
      },
      dialog: dialogById('product-order-dialog'),
    },
    { name: 'checkout (staff)', open: (p) => clickFirst(p.getByTestId('order-checkout')), dialog: dialogById('checkout-dialog') },
    { name: 'edit invoice', open: (p) => clickFirst(byPrefix(p, 'invoice-edit-')), dialog: dialogById('invoice-dialog') },
    { name: 'cancel invoice', open: (p) => clickFirst(byPrefix(p, 'invoice-cancel-')), dialog: dialogById('invoice-cancel-confirm'), close: cancel('invoice-cancel-confirm') },
    { name: 'accounting export', open: (p) => clickFirst(p.getByTestId('accounting-export-open')), dialog: dialogById('accounting-export-dialog') },
  ];
}

test('administrator: the dialogs of rounds, surveys, products, labs, settings, users, quality and invoices have no axe violations and fit a phone', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAdminForDialogs(page);
  for (const dialogCase of cases()) await auditDialog(page, dialogCase);
});
