import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectAccessible, pdfText, pdfTextOf, shotCardLanguages, fillWizardStep, expectStep, WIZARD_STEPS, type NewLab } from './support/contracts';
import { presetSettings, type Language, type Theme } from './support/orders';
import { openProfileMenu, shotThemesAndLanguages, openSignedIn, signIn, signOut, switchSettings, waitForSettledScreen } from './support/session';

// The walks build on each other: the lab registered first modifies its contract later.
test.describe.configure({ mode: 'serial' });

/** Usernames of this run (a database kept from an earlier run already has the plain ones). */
const RUN = Date.now().toString(36).slice(-5);

/** A new laboratory with Hungarian accents everywhere (ő, ű, á …), to find them in its contract PDF. */
const FIRST_LAB: NewLab = {
  name: 'Őrszentmiklósi Szűrőközpont, Központi Laboratórium',
  head: 'Dr. Győri Ödön',
  address: { zipCode: '2151', city: 'Fót', address: 'Vörösmarty tér 1.', country: '' },
  phone: '+36 27 555 010',
  email: 'labor@orszentmiklos.example',
  contactPerson: 'Kőszegi Éva',
  contactAddress: { zipCode: '2151', city: 'Fót', address: 'Vörösmarty tér 1., II. emelet', country: '' },
  deliveryName: 'Őrszentmiklósi Szűrőközpont, Mintaátvétel',
  invoiceName: 'Őrszentmiklósi Szűrőközpont Nonprofit Kft.',
  // a Hungarian tax number of the 8-1-2 form with its check digit, a Hungarian 8-8 bank account
  vatNumber: '10773381-2-44',
  bankAccount: '11773016-11111018',
  username: `orszentmiklos${RUN}`,
  password: 'Szuro2017',
  validationPassword: '2151',
};

const SECOND_LAB: NewLab = {
  ...FIRST_LAB,
  name: 'Tűzoltó utcai Gyermekklinika, Laboratórium',
  head: 'Dr. Szőke Űrsula',
  address: { zipCode: '1094', city: 'Budapest', address: 'Tűzoltó utca 7–9.', country: '' },
  email: 'labor@tuzolto.example',
  contactPerson: 'Bőczi Ágnes',
  deliveryName: 'Tűzoltó utcai Gyermekklinika, Központi Labor',
  invoiceName: 'Tűzoltó utcai Gyermekklinika',
  username: `tuzolto${RUN}`,
  password: 'Gyermek2017',
  validationPassword: '1094',
};

const HUNGARY: Record<Language, string> = { en: 'Hungary', hu: 'Magyarország' };

/** What the first walk registered, for the walks after it. */
let firstLabId = 0;

/**
 * The whole wizard from the login page's Register button: each step's Next waits for a valid step;
 * each step is checked by axe and shot in both languages (`theme` is the preset one). The English
 * light walk checks every rule; another language or theme the rules it can change (axe.ts).
 */
async function registerThroughWizard(page: Page, lab: NewLab, language: Language, theme: Theme): Promise<void> {
  await presetSettings(page, language, theme);
  await page.goto('/login');
  await page.getByTestId('login-register').click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByTestId('registration-card')).toBeVisible();
  for (const [index, step] of WIZARD_STEPS.entries()) {
    await fillWizardStep(page, step, lab, HUNGARY[language]);
    await expectAccessible(page, { variant: language !== 'en' || theme !== 'light' });
    await shotCardLanguages(page, `registration-${index + 1}-${step}`, theme, language);
    if (step !== 'terms') await page.getByTestId('registration-next').click();
  }
}

async function expectSuccessPage(page: Page, lab: NewLab): Promise<number> {
  await expect(page.getByTestId('registration-done')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('registration-done-username')).toHaveText(lab.username);
  const labId = Number(await page.getByTestId('registration-done-lab-id').innerText());
  expect(labId).toBeGreaterThan(0);
  await expect(page.getByTestId('registration-done-login')).toBeVisible();
  return labId;
}

/** The success page's contract download: a PDF (opened with its link's token) with the lab's accents. */
async function downloadedContractText(page: Page): Promise<string> {
  const href = await page.getByTestId('registration-done-contract').getAttribute('href');
  expect(href).toMatch(/\/documents\/\d+\/content\?token=/);
  return pdfText(await page.request.get(href!));
}

test('a visitor registers a laboratory through the whole wizard, downloads its contract and signs in', async ({ page }) => {
  // seven steps, each checked by axe and shot twice: a minute and more on a loaded machine
  test.slow();
  await registerThroughWizard(page, FIRST_LAB, 'en', 'light');
  await page.getByTestId('registration-submit').click();

  firstLabId = await expectSuccessPage(page, FIRST_LAB);
  await expectAccessible(page);
  await shotCardLanguages(page, 'registration-done', 'light', 'en');
  const text = await downloadedContractText(page);
  expect(text).toContain('Participation contract'); // in the wizard's language
  for (const accented of [FIRST_LAB.name, FIRST_LAB.head, FIRST_LAB.contactPerson, FIRST_LAB.invoiceName, 'Vörösmarty tér 1.']) expect(text).toContain(accented);

  // the new account signs in and sees its contract: accepted by it, with its one contract document
  await signIn(page, FIRST_LAB.username, FIRST_LAB.password);
  await expect(page).toHaveURL(new RegExp(`/labs/${firstLabId}/surveys$`));
  await page.getByTestId('lab-tab-contracts').click();
  await expect(page).toHaveURL(new RegExp(`/labs/${firstLabId}/contracts$`));
  await expect(page.getByTestId('contract-accepted')).toContainText(FIRST_LAB.head);
  await expect(page.getByTestId('contract-name')).toHaveValue(FIRST_LAB.name);
  await expect(page.getByTestId('contract-vatNumber')).toHaveValue(FIRST_LAB.vatNumber);
  // acceptance is asked again with every modification, never ticked in advance (docs/decisions/contracts.md)
  await expect(page.getByTestId('contract-termsAccepted')).not.toBeChecked();
  await expect(page.getByTestId('contract-modify')).toBeDisabled();
  await page.getByTestId('contract-termsAccepted').check();
  await expect(page.getByTestId('contract-modify')).toBeEnabled();
  await page.getByTestId('contract-documents-menu').click();
  await expect(page.locator('[data-testid^="contract-document-"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
});

test('in Hungarian and dark: a taken username leads back to its step; the Login button signs the new lab in', async ({ page }) => {
  // seven steps, each checked by axe and shot twice: a minute and more on a loaded machine
  test.slow();
  await registerThroughWizard(page, { ...SECOND_LAB, username: 'lab' }, 'hu', 'dark');
  await page.getByTestId('registration-submit').click();
  // the server's 422 user.username: back on the user step, the message at the field, Next held
  await expectStep(page, 'user');
  await expect(page.getByTestId('registration-username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ez a felhasználónév már foglalt')).toBeVisible();
  await expect(page.getByTestId('registration-next')).toBeDisabled();
  await page.getByTestId('registration-username').fill(SECOND_LAB.username);
  await expect(page.getByTestId('registration-next')).toBeEnabled();
  for (const step of WIZARD_STEPS.slice(1, -1)) {
    await expectStep(page, step);
    await page.getByTestId('registration-next').click();
  }
  // the spent answer was replaced: the widget solved a fresh challenge
  await expectStep(page, 'terms');
  await expect(page.getByTestId('registration-submit')).toBeEnabled({ timeout: 20_000 });
  await page.getByTestId('registration-submit').click();

  const labId = await expectSuccessPage(page, SECOND_LAB);
  expect(labId).toBeGreaterThan(firstLabId);
  await expectAccessible(page, { variant: true });
  await shotCardLanguages(page, 'registration-done', 'dark', 'hu');
  const text = await downloadedContractText(page);
  expect(text).toContain('Részvételi szerződés'); // the wizard's language: Hungarian
  for (const accented of [SECOND_LAB.name, SECOND_LAB.head, SECOND_LAB.contactPerson, 'Magyarország']) expect(text).toContain(accented);

  await page.getByTestId('registration-done-login').click();
  await expect(page).toHaveURL(new RegExp(`/labs/${labId}/surveys$`));
  await expect(page.getByTestId('lab-title')).toContainText(SECOND_LAB.name);
});

test('modifying the contract makes a new contract document, listed first', async ({ page }) => {
  await presetSettings(page, 'en');
  await openSignedIn(page, FIRST_LAB.username, `/labs/${firstLabId}/contracts`, FIRST_LAB.password);
  await expect(page.getByTestId('contract-accepted')).toBeVisible();
  const modify = page.getByTestId('contract-modify');
  const documents = page.locator('[data-testid^="contract-document-"]');

  // Modify needs the terms and the five valid sections
  await page.getByTestId('contract-termsAccepted').uncheck();
  await expect(modify).toBeDisabled();
  await page.getByTestId('contract-termsAccepted').check();
  await expect(modify).toBeEnabled();
  await page.getByTestId('contract-deliveryAddress.city').fill('');
  await expect(page.getByTestId('contract-section-delivery-state')).toHaveAttribute('data-valid', 'false');
  await expect(modify).toBeDisabled();
  await page.getByTestId('contract-deliveryAddress.city').fill('Fót-Somlyó');
  await expect(page.getByTestId('contract-section-delivery-state')).toHaveAttribute('data-valid', 'true');
  await page.getByTestId('contract-deliveryResponsibleFullName').fill('Szőllősi Gergő');
  await expect(modify).toBeEnabled();
  await modify.click();
  await expect(page.getByTestId('notification')).toBeVisible();
  // the page reads the contract and its documents again after the save: a click on the menu while it
  // renders them anew lands on a button that is then replaced, and no menu opens (seen under load)
  await waitForSettledScreen(page);

  // the new document first, then the registration's; the new one holds the change
  await page.getByTestId('contract-documents-menu').click();
  await expect(documents).toHaveCount(2);
  const ids = await documents.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-testid')?.split('-').pop())));
  expect(ids[0]).toBeGreaterThan(ids[1]!);
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  const token = await page.evaluate(() => window.sessionStorage.getItem('eqa.token'));
  const orgId = await page.evaluate(async (auth) => {
    const response = await fetch('/api/v1/auth/profile', { headers: { authorization: `Bearer ${auth}` } });
    const body = (await response.json()) as { lab: { orgs: Array<{ id: number }> } };
    return body.lab.orgs[0]!.id;
  }, token);
  const newest = await page.request.get(`/api/v1/labs/${firstLabId}/contracts/orgs/${orgId}/documents/${ids[0]}/content`, { headers: { authorization: `Bearer ${token}` } });
  const text = await pdfText(newest);
  expect(text).toContain('Szőllősi Gergő');
  expect(text).toContain('Fót-Somlyó');

  // the contract page in both languages and themes, checked by axe in both themes
  await shotThemesAndLanguages(page, 'contract-page', () => page.getByTestId('contract-accepted'));
  await expectAccessible(page);
  await switchSettings(page, 'dark', 'en');
  await expect(page.getByTestId('contract-accepted')).toBeVisible();
  await expectAccessible(page);
});

test('a lab without this year’s contract is sent from its surveys to /missing_contract, accepts it and gets its surveys back', async ({ page }) => {
  await presetSettings(page, 'en');
  // QC 1311: the demo lab whose contract for the demo year was never made
  await signIn(page, 'qc1311');
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys$/);
  const labId = Number(/\/labs\/(\d+)\//.exec(page.url())?.[1]);
  const survey = page.getByTestId('surveys-in-progress').locator('[data-testid^="survey-link-"]').first();
  await expect(page.getByTestId('surveys-in-progress').locator('[data-testid^="survey-missing-contract-"]').first()).toBeVisible();
  const surveyPath = await survey.getAttribute('href');
  await survey.click();
  await expect(page).toHaveURL(/\/missing_contract\?year=\d{4}&org=\d+$/);
  await expect(page.getByTestId('error-dialog')).toHaveAttribute('data-error-kind', 'missingContract');
  await page.getByTestId('error-dialog-close').click();
  await expect(page.getByTestId('missing-contract-page')).toBeVisible();
  await expectAccessible(page);
  await shotThemesAndLanguages(page, 'missing-contract', () => page.getByTestId('missing-contract-open'));

  await page.getByTestId('missing-contract-open').click();
  await expect(page).toHaveURL(new RegExp(`/labs/${labId}/contracts/orgs/\\d+\\?year=\\d{4}$`));
  // a draft from last year's contract: to be accepted for this year
  await expect(page.getByTestId('contract-not-accepted')).toBeVisible();
  await expect(page.getByTestId('contract-modify')).toBeDisabled();
  await page.getByTestId('contract-termsAccepted').check();
  await expect(page.getByTestId('contract-modify')).toBeEnabled();
  await page.getByTestId('contract-modify').click();
  await expect(page.getByTestId('contract-accepted')).toBeVisible();
  await expect(page.getByTestId('contract-not-accepted')).toHaveCount(0);

  // access is back at once
  await page.getByTestId('lab-tab-surveys').click();
  await expect(page.getByTestId('surveys-in-progress').locator('[data-testid^="survey-missing-contract-"]')).toHaveCount(0);
  await page.locator(`[data-testid^="survey-link-"][href="${surveyPath}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${surveyPath}$`));
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
  await expect(page.getByTestId('survey-speed-dial')).toBeVisible();
});

test('the documents page opens from the lab’s Documents menu and the profile menu; its PDFs keep their accents', async ({ page }) => {
  await presetSettings(page, 'en');
  await signIn(page, 'lab');
  await page.getByTestId('lab-documents-menu').click();
  await page.getByTestId('lab-documents-all').click();
  await expect(page).toHaveURL(/\/documents$/);
  const cards = page.locator('[data-testid^="documents-"][data-testid$="-en"]');
  await expect(page.getByTestId('documents-page')).toBeVisible();
  for (const name of ['legalNotice', 'termsAndConditions', 'guide', 'evaluationMethods', 'userManual', 'ediAgreement']) {
    await expect(page.getByTestId(`documents-${name}`)).toBeVisible();
  }
  await expect(cards).toHaveCount(9);

  // the Hungarian terms download as a PDF that keeps ő, ű and every accent
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('documents-termsAndConditions-hu').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfTextOf(await readFile(await download.path()));
  expect(text).toContain('általános szerződési feltételek');
  expect(text).toContain('körvizsgálati');

  await expectAccessible(page);
  await shotThemesAndLanguages(page, 'documents-page', () => page.getByTestId('documents-termsAndConditions'));

  // staff reach it from the profile menu
  await signOut(page);
  await signIn(page, 'admin');
  await openProfileMenu(page);
  await page.getByTestId('profile-documents').click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByTestId('documents-guide')).toBeVisible();
});
