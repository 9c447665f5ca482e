import { expect, test } from './support/test';
import { apiToken } from './support/reports';
import { auditDialog, DESKTOP, PHONE, type DialogCase } from './support/dialogs';
import { byPrefix, clickFirst, closeNested, dialogById, signInAdminForDialogs, typeInto } from './support/admin-dialogs';

/**
 * Every dialog the provider's administrator opens in the configuration of units, parameters,
 * dimensions, scheme versions and schemes (issue 32), each checked by auditDialog: axe-core narrowed
 * to the dialog in desktop/phone × light/dark × en/hu, and the fit at phone width. Nothing is saved:
 * each dialog is opened, checked and closed (Escape, as its user would; a question is cancelled), so
 * the server's data stays as the other spec files expect it. Cases of one screen follow each other
 * (a case without `path` stays on the current screen). The rounds, surveys, products, labs, settings,
 * invoices and the rest are in dialogs-admin-2.e2e.ts.
 */
test.describe.configure({ mode: 'default' });
// a click that cannot happen fails in seconds, not at the end of a long test
test.use({ actionTimeout: 15_000 });

const cases: DialogCase[] = [
  // units
  { name: 'new unit', path: '/config/units/new', open: async () => {}, dialog: dialogById('unit-new-dialog') },
  { name: 'add conversion', path: '/config/units/1', open: (p) => clickFirst(p.getByTestId('conversion-add')), dialog: dialogById('conversion-dialog') },
  { name: 'edit conversion', open: (p) => clickFirst(byPrefix(p, 'conversion-edit-')), dialog: dialogById('conversion-dialog') },
  { name: 'remove conversion', open: (p) => clickFirst(byPrefix(p, 'conversion-remove-')), dialog: dialogById('conversion-delete-confirm'), close: (p) => p.getByTestId('conversion-delete-confirm-cancel').click() },
  // parameters
  { name: 'new parameter', path: '/config/parameters/new', open: async () => {}, dialog: dialogById('parameter-new-dialog') },
  { name: 'parameter groups', path: '/config/parameters', open: (p) => clickFirst(p.getByTestId('parameters-groups')), dialog: dialogById('parameter-groups-dialog') },
  {
    name: 'new parameter group',
    open: async (p) => {
      await clickFirst(p.getByTestId('parameters-groups'));
      await clickFirst(p.getByTestId('parameter-groups-add'));
    },
    dialog: dialogById('parameter-group-dialog'),
    close: closeNested('parameter-group-dialog', 'parameter-groups-dialog', 'parameter-groups-close'),
  },
  {
    name: 'edit parameter group',
    open: async (p) => {
      await clickFirst(p.getByTestId('parameters-groups'));
      await clickFirst(byPrefix(p.getByTestId('parameter-groups-dialog'), 'parameter-group-edit-'));
    },
    dialog: dialogById('parameter-group-dialog'),
    close: closeNested('parameter-group-dialog', 'parameter-groups-dialog', 'parameter-groups-close'),
  },
  { name: 'add result dimensions', path: '/config/parameters/1', open: (p) => clickFirst(p.getByTestId('parameter-add-result')), dialog: dialogById('parameter-add-result-dialog') },
  { name: 'add context dimensions', open: (p) => clickFirst(p.getByTestId('parameter-add-context')), dialog: dialogById('parameter-add-context-dialog') },
  { name: 'allowed values', open: (p) => clickFirst(byPrefix(p, 'parameter-values-')), dialog: dialogById('parameter-values-dialog') },
  // dimensions
  { name: 'new dimension', path: '/config/dimensions/new', open: async () => {}, dialog: dialogById('dimension-new-dialog') },
  { name: 'synchronise dimension', path: '/config/dimensions/method', open: (p) => clickFirst(p.getByTestId('dimension-sync')), dialog: dialogById('dimension-sync-dialog') },
  { name: 'add nominal value', open: (p) => clickFirst(p.getByTestId('dimension-value-add')), dialog: dialogById('dimension-value-dialog') },
  { name: 'edit nominal value', open: (p) => clickFirst(byPrefix(p, 'dimension-value-edit-')), dialog: dialogById('dimension-value-dialog') },
  // scheme versions and schemes
  { name: 'new scheme version', path: '/config/scheme-versions/new', open: async () => {}, dialog: dialogById('scheme-version-new-dialog') },
  { name: 'new scheme', path: '/config/schemes/new', open: async () => {}, dialog: dialogById('scheme-new-dialog') },
  { name: 'add scheme version parameter', path: '/config/scheme-versions/6', open: (p) => clickFirst(p.getByTestId('scheme-version-parameter-add')), dialog: dialogById('scheme-version-parameter-add-dialog') },
  { name: 'edit scheme version parameter', open: (p) => clickFirst(byPrefix(p, 'scheme-version-parameter-edit-')), dialog: dialogById('scheme-version-parameter-edit-dialog') },
  {
    name: 'remove scheme version parameter',
    open: (p) => clickFirst(byPrefix(p, 'scheme-version-parameter-remove-')),
    dialog: dialogById('scheme-version-parameter-remove-confirm'),
    close: (p) => p.getByTestId('scheme-version-parameter-remove-confirm-cancel').click(),
  },
  {
    name: 'scheme version description: update the surveys too?',
    open: async (p) => {
      await typeInto(p, 'scheme-version-description-en', ' e2e');
      await clickFirst(p.getByTestId('scheme-version-description-save'));
    },
    dialog: dialogById('scheme-version-sync-dialog'),
    close: (p) => p.getByTestId('scheme-version-sync-cancel').click(),
  },
  { name: 'add accreditation', path: '/config/schemes/1', open: (p) => clickFirst(p.getByTestId('accreditation-add')), dialog: dialogById('accreditation-dialog') },
  { name: 'edit accreditation', open: (p) => clickFirst(byPrefix(p, 'accreditation-edit-')), dialog: dialogById('accreditation-dialog') },
  {
    name: 'remove accreditation',
    open: (p) => clickFirst(byPrefix(p, 'accreditation-remove-')),
    dialog: dialogById('accreditation-remove-confirm'),
    close: (p) => p.getByTestId('accreditation-remove-confirm-cancel').click(),
  },
];

test('administrator: the dialogs of units, parameters, dimensions, scheme versions and schemes have no axe violations and fit a phone', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAdminForDialogs(page);
  for (const dialogCase of cases) await auditDialog(page, dialogCase);
});

/**
 * The dialogs of a composite dimension, which the demo data lacks, and a deletion's question, which
 * every demo dimension (in use) disables: a dimension of the test's own with a component; the
 * component is removed and the dimension deleted through their questions, so nothing stays.
 */
test('administrator: a composite dimension’s component dialogs and a deletion’s question', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const created = await request.post('/api/v1/dimensions', {
    headers,
    data: { id: `walk_composite_${stamp}`, name: { en: `Walk composite ${stamp}`, hu: `Bejárás összetett ${stamp}` }, valueType: 'composite', ordinal: 900_000 + (stamp % 90_000), multipleValues: false },
  });
  expect(created.status(), await created.text()).toBe(200);
  const dimensionId = ((await created.json()) as { id: string }).id;
  const component = await request.post(`/api/v1/dimensions/${dimensionId}/values/composite`, { headers, data: { componentDimensionId: 'method', ordinal: 1 } });
  expect(component.status(), await component.text()).toBe(200);

  await signInAdminForDialogs(page);
  const path = `/config/dimensions/${dimensionId}`;
  // on a phone the name is read whole on a row of its own, the actions and Close on the next (the walk below
  // then turns a desktop into a phone with the deletion's question open: it stays open)
  await page.setViewportSize(PHONE);
  await page.goto(path);
  const title = page.getByTestId('dimension-title');
  await expect(title).toHaveText(`Walk composite ${stamp}`);
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the dimension’s name is cut at 360 px').toBe(true);
  await expect(page.getByTestId('dimension-sync')).toBeInViewport();
  await expect(page.getByTestId('dimension-delete')).toBeInViewport();
  await page.setViewportSize(DESKTOP);
  const walk: DialogCase[] = [
    { name: 'add composite component', path, open: (p) => clickFirst(p.getByTestId('dimension-component-add')), dialog: dialogById('dimension-component-dialog') },
    { name: 'edit composite component', open: (p) => clickFirst(byPrefix(p, 'dimension-component-edit-')), dialog: dialogById('dimension-component-dialog') },
    {
      name: 'remove composite component',
      open: (p) => clickFirst(byPrefix(p, 'dimension-component-remove-')),
      dialog: dialogById('dimension-component-remove-confirm'),
      // removed through it: a dimension with components cannot be deleted
      close: async (p) => {
        await p.getByTestId('dimension-component-remove-confirm-confirm').click();
        await expect(byPrefix(p, 'dimension-component-edit-')).toHaveCount(0);
      },
    },
    {
      name: 'delete a dimension',
      open: (p) => clickFirst(p.getByTestId('dimension-delete')),
      dialog: dialogById('dimension-delete-confirm'),
      // deleted through it: the walk leaves nothing behind
      close: (p) => p.getByTestId('dimension-delete-confirm-confirm').click(),
    },
  ];
  for (const dialogCase of walk) await auditDialog(page, dialogCase);
  await expect(page).not.toHaveURL(new RegExp(`/config/dimensions/${dimensionId}$`));
  const list = await request.get('/api/v1/dimensions', { headers });
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: Array<{ id: string }> };
  expect(items.length).toBeGreaterThan(0);
  expect(items.map((dimension) => dimension.id)).not.toContain(dimensionId);
});
