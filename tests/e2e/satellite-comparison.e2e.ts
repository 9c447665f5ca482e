import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { presetSettings, type Language, type Theme } from './support/orders';
import { DEMO_PASSWORD, signIn } from './support/session';
import { shoot } from './support/shots';

/**
 * Issue 31, spec 2 §2 "Satellite lab comparison: only for core labs": the demo `corelab` opens the
 * comparison on its ordering screen of the demo year; the grid shows the core lab and each satellite the
 * server names, every product ordered, and the totals per currency. A plain lab has no comparison.
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
    await signIn(page, 'corelab');
    await page.goto(`/labs/${labId}/orders/orgs/${orgId}/${YEAR}`);
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
  await signIn(page, 'lab');
  await page.goto(`/labs/${labId}/orders/orgs/${orgId}/${YEAR}`);
  await expect(page.getByTestId('order-year-title')).toBeVisible();
  await expect(page.getByTestId('order-year-totals')).toBeVisible();
  await expect(page.getByTestId('satellite-comparison')).toHaveCount(0);
});
