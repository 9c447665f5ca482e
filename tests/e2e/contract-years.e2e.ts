import { expect, expectNotification, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/contracts';
import { presetSettings, type Language } from './support/orders';
import { navigate, openSignedIn } from './support/session';

/**
 * Issue 31, contracts in the web app, as the demo `corelab` (contracts for 2016 and 2017, made by
 * staff: no creator; none for 2018) at the demo date (mid-June 2017):
 * - next year's orders lead to one missing-contract dialog whose button opens the 2018 contract;
 * - a typed URL of a year that cannot be ordered gets a page saying so;
 * - each year shows its own contract, accepted per year, the terms never ticked in advance.
 */
test.describe.configure({ mode: 'serial' });

const YEAR = 2017;
const NEXT = 2018;
let labId = 0;
let orgId = 0;

async function labAndOrg(request: APIRequestContext, subject: string): Promise<{ labId: number; orgId: number }> {
  const login = await request.post('/api/v1/auth/tokens', { data: { subject, password: 'Demo1234' } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const profile = await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
  const body = (await profile.json()) as { lab: { id: number; orgs: Array<{ id: number }> } };
  return { labId: body.lab.id, orgId: body.lab.orgs[0]?.id ?? 0 };
}

test.beforeAll(async ({ request }) => {
  ({ labId, orgId } = await labAndOrg(request, 'corelab'));
});

/** Signs the core lab in straight on `path` (one start of the app). */
async function signInCoreLab(page: Page, path: string, language: Language = 'en'): Promise<void> {
  await presetSettings(page, language);
  await openSignedIn(page, 'corelab', path);
}

test('next year without its contract: one dialog, whose button opens the contract of that year', async ({ page }) => {
  await signInCoreLab(page, `/labs/${labId}/orders/orgs/${orgId}/${NEXT}`);
  await expect(page).toHaveURL(new RegExp(`/missing_contract\\?year=${NEXT}&org=${orgId}$`));
  const dialog = page.getByTestId('error-dialog');
  await expect(dialog).toHaveAttribute('data-error-kind', 'missingContract');
  await expect(page.getByTestId('missing-contract-page')).toContainText(`The contract for ${NEXT} has not been accepted`);
  // every failing call of the year (catalogue, orders, checkout state …) is the same dialog, once,
  // with no "While …" line
  await expect(page.getByTestId('error-dialog-open-contract')).toBeVisible();
  await expect(dialog).toHaveCount(1);
  await expect(page.getByTestId('error-dialog-action')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByTestId('error-dialog-open-contract').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/labs/${labId}/contracts/orgs/${orgId}\\?year=${NEXT}$`));
  await expect(page.getByTestId('contract-page')).toContainText(`the contract of the laboratory for ${NEXT}`);
  await expect(page.getByTestId('contract-not-accepted')).toContainText(String(NEXT));
  await expect(page.getByTestId('contract-not-accepted')).toContainText(`copied from the contract of ${YEAR}`);
  await expect(page.getByTestId('contract-termsAccepted')).not.toBeChecked();
});

test('the missing-contract page: the button names the year; a year whose contract cannot be made says so', async ({ page }) => {
  await signInCoreLab(page, `/missing_contract?year=${NEXT}&org=${orgId}`);
  await expect(page.getByTestId('missing-contract-open')).toHaveText(`Open the contract for ${NEXT}`);
  await navigate(page, `/missing_contract?year=${NEXT + 1}&org=${orgId}`);
  await expect(page.getByTestId('missing-contract-page')).toBeVisible();
  await expect(page.getByTestId('missing-contract-open')).toHaveCount(0);
  await expect(page.getByTestId('missing-contract-not-offered')).toContainText(`contracts are made for ${YEAR} and ${NEXT}`);
  await expectAccessible(page);
  // back to the start page: a core lab's is its list of laboratories
  await page.getByTestId('forbidden-back').click();
  await expect(page).toHaveURL(/\/labs$/);
});

test('a typed URL of a year that cannot be ordered gets a page saying so, with the way back', async ({ page }) => {
  await signInCoreLab(page, `/labs/${labId}/orders/orgs/${orgId}/${NEXT + 2}`);
  const notOrderable = page.getByTestId('order-year-not-orderable');
  await expect(notOrderable).toHaveAttribute('data-reason', 'not_yet');
  await expect(notOrderable).toContainText(`No ordering for ${NEXT + 2}`);
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${NEXT + 2}$`));
  await expectAccessible(page);
  await navigate(page, `/labs/${labId}/orders/orgs/${orgId}/1995`);
  await expect(notOrderable).toHaveAttribute('data-reason', 'none');
  await page.getByTestId(`order-year-not-orderable-open-${YEAR}`).click();
  await expect(page.getByTestId('order-year-title')).toHaveText(`Orders summary for year ${YEAR}`);
  await navigate(page, `/labs/${labId}/orders/orgs/${orgId}/${NEXT + 2}`);
  await page.getByTestId('order-year-not-orderable-back').click();
  await expect(page.getByTestId('orders-summaries-page')).toBeVisible();
});

test('each year shows its own contract; acceptance is asked per year and never ticked in advance', async ({ page }) => {
  await signInCoreLab(page, `/labs/${labId}/contracts`);
  // this year's contract, accepted (made by staff: no creator to name)
  const accepted = page.getByTestId('contract-accepted');
  await expect(accepted).toContainText(`The contract for ${YEAR} was accepted on`);
  await expect(page.getByTestId('contract-not-accepted')).toHaveCount(0);
  await expect(page.getByTestId('contract-termsAccepted')).not.toBeChecked();
  await expect(page.getByTestId('contract-modify')).toBeDisabled();
  await expectAccessible(page);

  // next year: its own (draft) contract, not accepted, the terms not ticked
  await page.getByTestId('contract-year').click();
  await page.getByRole('option', { name: String(NEXT), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?year=${NEXT}$`));
  await expect(page.getByTestId('contract-not-accepted')).toContainText(`orders of ${NEXT}`);
  await expect(page.getByTestId('contract-termsAccepted')).not.toBeChecked();
  await expect(page.getByTestId('contract-page')).toContainText(`for ${NEXT}`);
  await page.getByTestId('contract-termsAccepted').check();
  await page.getByTestId('contract-modify').click();
  await expectNotification(page, 'The contract has been saved');
  await expect(accepted).toContainText(`The contract for ${NEXT} was accepted on`);
  await expect(accepted).toContainText('Kovács Judit');
  await expect(page.getByTestId('contract-not-accepted')).toHaveCount(0);
  await expect(page.getByTestId('contract-termsAccepted')).not.toBeChecked();

  // back to this year: its own contract again
  await page.getByTestId('contract-year').click();
  await page.getByRole('option', { name: String(YEAR), exact: true }).click();
  await expect(accepted).toContainText(`The contract for ${YEAR} was accepted on`);
  await expect(accepted).not.toContainText('Kovács Judit');

  // next year's orders open now
  await page.goto(`/labs/${labId}/orders/orgs/${orgId}/${NEXT}`);
  await expect(page.getByTestId('order-year-title')).toHaveText(`Orders summary for year ${NEXT}`);
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
});

test('the contract page of next year in Hungarian', async ({ page }) => {
  await signInCoreLab(page, `/labs/${labId}/contracts?year=${NEXT}`, 'hu');
  await expect(page.getByTestId('contract-accepted')).toContainText(`A ${NEXT}. évi szerződést`);
  await navigate(page, `/missing_contract?year=${NEXT + 1}&org=${orgId}`);
  await expect(page.getByTestId('missing-contract-not-offered')).toContainText(`A ${NEXT + 1}. évre még nem köthető szerződés`);
});
