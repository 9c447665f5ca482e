import { expect, test } from './support/test';
import { type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { presetSettings, type Language, type Theme } from './support/orders';
import { DEMO_PASSWORD, DEMO_VALIDATION_PASSWORD, openSignedIn } from './support/session';
import { shoot } from './support/shots';

/**
 * Issue 31, spec 2 §2 "Satellite lab comparison: only for core labs": the demo `corelab` opens the
 * comparison on its ordering screen of the demo year; the grid shows the core lab and each satellite the
 * server names, every product ordered, and the totals per currency. A plain lab has no comparison.
 * Then a satellite changes an order and the core lab checks out for its satellites in one step (issue
 * 31): the dialog says what each satellite will get, takes the core lab's password and shows each
 * one's outcome; with nothing left, it says so.
 */
const YEAR = 2017;

interface Comparison {
  labs: Array<{ labId: number; shortName: string; products: number }>;
  products: Array<{ productId: number; shortName: string; cells: Array<unknown | null> }>;
  totals: Array<{ currency: string; total: number }>;
}

async function session(request: APIRequestContext, subject: string): Promise<{ token: string; labId: number; orgId: number }> {
  const login = await request.post('/api/v1/auth/tokens', { data: { subject, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const profile = await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
  const body = (await profile.json()) as { lab: { id: number; orgs: Array<{ id: number }> } };
  return { token, labId: body.lab.id, orgId: body.lab.orgs[0]?.id ?? 0 };
}

for (const [language, theme] of [
  ['en', 'light'],
  ['hu', 'dark'],
] as Array<[Language, Theme]>) {
  test(`a core lab compares its satellites' orders of the year (${language}, ${theme})`, async ({ page, request }) => {
    const { token, labId, orgId } = await session(request, 'corelab');
    const answer = await request.get(`/api/v1/labs/${labId}/orders/orgs/${orgId}/years/${YEAR}/satellite_comparison`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
    const comparison = (await answer.json()) as Comparison;
    // the demo core lab has satellites at its provider
    expect(comparison.labs.length).toBeGreaterThan(1);

    await presetSettings(page, language, theme);
    await openSignedIn(page, 'corelab', `/labs/${labId}/orders/orgs/${orgId}/${YEAR}`);
    const section = page.getByTestId('satellite-comparison');
    await expect(section).toContainText(language === 'en' ? "Satellite laboratories' orders" : 'A szatellit laboratóriumok megrendelései');
    await page.getByTestId('satellite-comparison-toggle').click();
    await expect(page.getByTestId('satellite-comparison-toggle')).toHaveAttribute('aria-expanded', 'true');
    if (comparison.products.length === 0) {
      await expect(page.getByTestId('satellite-comparison-empty')).toBeVisible();
    } else {
      const grid = page.getByTestId('satellite-comparison-grid');
      await expect(grid.getByRole('row')).toHaveCount(comparison.products.length + 2);
      for (const lab of comparison.labs) await expect(grid.getByRole('columnheader').filter({ hasText: lab.shortName })).toHaveCount(1);
      for (const product of comparison.products) await expect(grid.getByRole('row').filter({ hasText: product.shortName }).first()).toBeVisible();
      await expect(grid.getByRole('row').last()).toContainText(language === 'en' ? 'Total' : 'Összesen');
      await expect(page.getByTestId('satellite-comparison-totals')).toContainText(language === 'en' ? 'Together:' : 'Együtt:');
    }
    await expectNoAxeViolations(page, { label: `satellite comparison ${language} ${theme}` });
    await shoot(page, { path: `screenshots/satellite-comparison-${theme}-${language}.png`, fullPage: true });
  });
}

test('a plain lab has no satellite comparison, on the screen or through the API', async ({ page, request }) => {
  const { token, labId, orgId } = await session(request, 'lab');
  const answer = await request.get(`/api/v1/labs/${labId}/orders/orgs/${orgId}/years/${YEAR}/satellite_comparison`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  await openSignedIn(page, 'lab', `/labs/${labId}/orders/orgs/${orgId}/${YEAR}`);
  await expect(page.getByTestId('order-year-title')).toBeVisible();
  await expect(page.getByTestId('order-year-totals')).toBeVisible();
  await expect(page.getByTestId('satellite-comparison')).toHaveCount(0);
});

interface SatellitePlan {
  satellites: Array<{ labId: number; shortName: string; skipReason: string | null }>;
}

/** As the satellite's own user (QC 1044, `qc1044`): one more sample set in a round of its 2017 orders it may still change. */
async function satelliteChangesAnOrder(request: APIRequestContext, orgId: number): Promise<number> {
  const { token, labId } = await session(request, 'qc1044');
  const headers = { authorization: `Bearer ${token}` };
  const base = `/api/v1/labs/${labId}/orders/orgs/${orgId}/years/${YEAR}`;
  const catalog = (await (await request.get(`${base}/catalog`, { headers })).json()) as { groups: Array<{ products: Array<{ id: number; type: string; rounds: Array<{ id: number; editable: boolean }> }> }> };
  const year = (await (await request.get(base, { headers })).json()) as {
    orders: Array<{ productId: number; active: boolean; variantId: number | null; comment: string | null; optionIds: number[]; rounds: Array<{ roundId: number; sampleSetQuantity: number; extraEvaluationQuantity: number }> }>;
  };
  const products = new Map(catalog.groups.flatMap((group) => group.products).map((product) => [product.id, product]));
  for (const order of year.orders.filter((o) => o.active && products.get(o.productId)?.type === 'survey')) {
    const open = products.get(order.productId)?.rounds.find((round) => round.editable && order.rounds.some((r) => r.roundId === round.id && r.sampleSetQuantity > 0));
    if (!open) continue;
    const rounds = order.rounds.map((r) => ({ roundId: r.roundId, sampleSetQuantity: r.roundId === open.id ? r.sampleSetQuantity + 1 : r.sampleSetQuantity, extraEvaluationQuantity: r.extraEvaluationQuantity }));
    const changed = await request.patch(`${base}/products/${order.productId}`, { headers, data: { rounds, variantId: order.variantId, comment: order.comment, optionIds: order.optionIds } });
    expect(changed.ok(), await changed.text()).toBe(true);
    return labId;
  }
  throw new Error('the satellite has no order with a round it may still change');
}

test('the core lab checks out for its satellites in one step: what each will get, the password, each satellite’s outcome (en, light)', async ({ page, request }) => {
  const { token, labId, orgId } = await session(request, 'corelab');
  const satelliteId = await satelliteChangesAnOrder(request, orgId);
  const plan = (await (await request.get(`/api/v1/labs/${labId}/orders/orgs/${orgId}/years/${YEAR}/satellite_checkout`, { headers: { authorization: `Bearer ${token}` } })).json()) as SatellitePlan;
  expect(plan.satellites.find((s) => s.labId === satelliteId)?.skipReason).toBeNull();

  await presetSettings(page, 'en', 'light');
  await openSignedIn(page, 'corelab', `/labs/${labId}/orders/orgs/${orgId}/${YEAR}`);
  await page.getByTestId('satellite-checkout-open').click();
  const dialog = page.getByTestId('satellite-checkout-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'form');
  // the changed satellite is checked out with a document due on a day; the others have nothing to check out
  for (const satellite of plan.satellites) {
    await expect(page.getByTestId(`satellite-plan-${satellite.labId}`)).toHaveAttribute('data-skip-reason', satellite.skipReason ?? '');
  }
  await expect(page.getByTestId(`satellite-plan-${satelliteId}`)).toContainText('checked out; its document is due on');
  await page.getByTestId('satellite-checkout-password').fill('wrong');
  await page.getByTestId('satellite-checkout-submit').click();
  await expect(page.getByTestId('satellite-checkout-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Invalid validation password specified');
  await expectNoAxeViolations(page, { include: '[data-testid="satellite-checkout-dialog"]', label: 'satellite checkout, en light' });
  await page.getByTestId('satellite-checkout-password').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('satellite-checkout-purchase-order').fill('PO-CORE-2017');
  await page.getByTestId('satellite-checkout-submit').click();
  await expect(dialog).toHaveAttribute('data-phase', 'outcome');
  const outcome = page.getByTestId(`satellite-outcome-${satelliteId}`);
  await expect(outcome).toHaveAttribute('data-outcome', 'checked_out');
  await expect(outcome).toContainText(new RegExp(`Documents: ${YEAR}/\\d{5}`));
  await expect(page.locator('[data-testid^="satellite-outcome-"][data-outcome="skipped"]')).toHaveCount(plan.satellites.length - 1);
  await expectNoAxeViolations(page, { include: '[data-testid="satellite-checkout-dialog"]', label: 'satellite checkout outcome, en light' });
  await page.getByTestId('satellite-checkout-close').click();
  await expect(dialog).toBeHidden();
});

test('with nothing left to check out the dialog says so (hu, dark)', async ({ page, request }) => {
  const { labId, orgId } = await session(request, 'corelab');
  await presetSettings(page, 'hu', 'dark');
  await openSignedIn(page, 'corelab', `/labs/${labId}/orders/orgs/${orgId}/${YEAR}`);
  await page.getByTestId('satellite-checkout-open').click();
  await expect(page.getByTestId('satellite-checkout-dialog')).toHaveAttribute('data-phase', 'none');
  await expect(page.getByTestId('satellite-checkout-none')).toHaveText('Egyik szatellitnek sincs véglegesítendő megrendelése.');
  await expect(page.getByTestId('satellite-checkout-submit')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: '[data-testid="satellite-checkout-dialog"]', label: 'satellite checkout, hu dark' });
});
