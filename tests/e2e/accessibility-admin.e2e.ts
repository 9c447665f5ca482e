import { test } from './support/test';
import { auditAdminScreens, byTestId, loadIds, type Ids } from './support/a11y';

/**
 * Accessibility of the administrator's screens (issue 24): axe-core (WCAG 2.0/2.1 A and AA) finds no
 * violation on the lab list and every configuration list and edit page, in English and Hungarian,
 * light and dark, and on a phone in the two variants that hold every pair with those (support/a11y.ts
 * `phone`). The dialogs (the survey history, a round's edit, …) are walked by
 * dialogs-admin(-2).e2e.ts, axe narrowed to each and at phone width too. Apart from accessibility.e2e.ts
 * so that the two run on two product servers side by side.
 */
test.describe.configure({ mode: 'default' });
// a click that cannot happen fails in seconds, not at the end of a long test
test.use({ actionTimeout: 15_000 });

let ids: Ids;

test.beforeAll(async ({ request }) => {
  ids = await loadIds(request);
});

test('administrator: the lab list and the configuration lists have no axe violations, on a desktop and a phone', async ({ page }) => {
  test.setTimeout(600_000);
  await auditAdminScreens(page, [
    { name: 'admin-labs', path: '/labs', ready: byTestId('labs-title'), phone: true },
    { name: 'admin-parameters', path: '/config/parameters', ready: byTestId('parameters-table'), phone: true },
    { name: 'admin-dimensions', path: '/config/dimensions', ready: byTestId('dimensions-groups'), phone: true },
    { name: 'admin-units', path: '/config/units', ready: byTestId('units-grid'), phone: true },
    { name: 'admin-scheme-versions', path: '/config/scheme-versions', ready: (p) => p.locator('[data-testid^="scheme-version-"]').first(), phone: true },
    { name: 'admin-rounds', path: '/surveys', ready: byTestId('rounds-new-round'), phone: true },
    { name: 'admin-products', path: '/config/products', ready: byTestId('product-years'), phone: true },
    { name: 'admin-product-year', path: '/config/products/2017', ready: byTestId('product-add'), phone: true },
  ]);
});

test('administrator: the configuration edit pages have no axe violations, on a desktop and a phone', async ({ page }) => {
  test.setTimeout(600_000);
  await auditAdminScreens(page, [
    { name: 'admin-parameter', path: '/config/parameters/1', ready: byTestId('parameter-settings'), phone: true },
    { name: 'admin-dimension', path: '/config/dimensions/method', ready: byTestId('dimension-dialog'), phone: true },
    { name: 'admin-unit', path: '/config/units/1', ready: byTestId('unit-id'), phone: true },
    { name: 'admin-scheme-version', path: '/config/scheme-versions/6', ready: byTestId('scheme-version-in-use'), phone: true },
    { name: 'admin-scheme', path: '/config/schemes/3', ready: byTestId('scheme-dialog'), phone: true },
    { name: 'admin-survey', path: '/surveys/1', ready: byTestId('survey-page'), phone: true },
    { name: 'admin-sample', path: '/surveys/1/samples/1', ready: byTestId('sample-overlay'), phone: true },
    { name: 'admin-product', path: '/config/products/2017/7', ready: byTestId('product-dialog'), phone: true },
    { name: 'admin-lab-profile', path: `/labs/${ids.labId}/profile`, ready: byTestId('lab-profile-settings'), phone: true },
  ]);
});
