import { readFile } from 'node:fs/promises';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect, newContext, test } from './support/test';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { autocomplete, editGridSelect, expectNotification, selectOption } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { addEmail, fillAddress, pdfTextOf } from './support/contracts';
import { typeDate } from './support/dates';
import { linkIn, readMails, waitForMail } from './support/mail';
import { BOOTSTRAP, productionMailDir } from './support/production';
import { parameterCard, parameterControls, speedDial, waitForSaved } from './support/results';
import { navigate, openSignedIn, signIn, signInThroughForm } from './support/session';

/**
 * Issue 33, "What it must show": a new provider goes live from an empty production database (the
 * README's bootstrap, NODE_ENV=production, no demo data; server-production.sh) to a laboratory
 * reading a computed report, in the web: the organisation settings and the three legal texts filled
 * and published, a second administrator invited (the mailed link) and signed in, Norway served in
 * NOK, a scheme version with a reference value (its lists empty at first: each says what to do and
 * offers the action), a Norwegian laboratory registering, accepting its contract, ordering, the
 * staff checking out, results entered and validated by it and two more laboratories (those two
 * through REST), the evaluation run and published from the web, and the laboratory reading its
 * verdicts. No placeholder text ("Example Street", "00-00-000000", "eqa.example.org") in any page,
 * PDF or e-mail of the walk. The steps build on each other (serial, one worker).
 */
test.describe.configure({ mode: 'serial' });

const PLACEHOLDERS = ['Example Street', '00-00-000000', 'eqa.example.org'] as const;

/** The provider's identity as its administrator types it into the organisation settings. */
const PROVIDER = {
  legalName: 'Tisza Proficiency Testing Ltd.',
  shortName: 'TPT',
  registrationNumber: '06-09-123456',
  zipCode: '6720',
  city: 'Szeged',
  address: 'Kárász utca 12.',
  phone: '+36 62 555 0190',
  contactEmail: 'info@tisza-pt.example',
  website: 'www.tisza-pt.example',
  staffEmail: 'eqa-staff@tisza-pt.example',
} as const;

const SECOND_ADMIN = { fullName: 'Szabó Márton', email: 'marton.szabo@tisza-pt.example', username: 'marton.szabo', password: 'Second2025' } as const;

/** The Norwegian laboratory that registers through the web. */
const NORWEGIAN_LAB = {
  name: 'Fjordsyke Medical Laboratory',
  head: 'Dr. Ingrid Solberg',
  address: { zipCode: '0450', city: 'Oslo', address: 'Kirkeveien 166', country: 'Norway' },
  phone: '+47 22 11 80 80',
  email: 'lab@fjordsyke.example',
  contactPerson: 'Lars Haugen',
  username: 'fjordsyke',
  password: 'Fjordsyke2025',
  validationPassword: '4711',
} as const;

/** The year of the walk: the round, the contracts and the orders. */
const YEAR = new Date().getFullYear();
/** The assigned value of the sample (mmol/L), its standard uncertainty, and the scheme's σpt (%). */
const ASSIGNED = { value: '5.50', uncertainty: '0.05', sigmaPercent: '5' } as const;
/** Each laboratory's glucose result: all within 2 σpt of the assigned value (5.50 ± 0.55). */
const RESULTS = { web: '5.42', second: '5.61', third: '5.70' } as const;

/** What the walk made, for the steps after it. */
const walk = {
  orgId: 0,
  adminToken: '',
  unitId: 0,
  parameterId: 0,
  schemeVersionId: 0,
  roundId: 0,
  surveyId: 0,
  sampleId: 0,
  productId: 0,
  labId: 0,
  labToken: '',
};

function expectNoPlaceholderIn(text: string, where: string): void {
  for (const placeholder of PLACEHOLDERS) expect(text, `${where} shows no placeholder`).not.toContain(placeholder);
}

/** The page as a reader sees it holds no placeholder text. */
async function expectNoPlaceholders(page: Page, where: string): Promise<void> {
  expectNoPlaceholderIn(await page.locator('body').innerText(), where);
}

/** The path of an e-mailed link (the links carry PUBLIC_URL; the browser goes to the same server). */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Sets the interface language and theme before the app's scripts run (stored settings). */
async function english(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('eqa.locale')) return;
    window.localStorage.setItem('eqa.locale', 'en');
    window.localStorage.setItem('eqa.theme', 'light');
  });
}

/** A REST call with a bearer token; answers the JSON body after asserting the status. */
async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown, status = 200): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

async function token(request: APIRequestContext, subject: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/auth/tokens', { data: { subject, password } });
  expect(response.status(), `sign-in of ${subject}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Types into a field and leaves it (the forms check a field when it is left). */
async function type(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).fill(value);
  await page.getByTestId(testId).blur();
}

test('the bootstrap administrator signs in to an empty organisation: the setup path starts at the units', async ({ page, request, browser }) => {
  await english(page);
  await signInThroughForm(page, BOOTSTRAP.adminUsername, BOOTSTRAP.adminPassword);
  walk.adminToken = await token(request, BOOTSTRAP.adminUsername, BOOTSTRAP.adminPassword);
  const profile = await api<{ org: { id: number } }>(request, walk.adminToken, 'GET', '/auth/profile');
  walk.orgId = profile.org.id;

  // the first screen: the setup path, nothing done, the units next; no country served yet
  const guide = page.getByTestId('setup-guide');
  await expect(guide).toBeVisible();
  await expect(page.getByTestId('setup-step-units')).toHaveAttribute('data-state', 'next');
  await expect(page.getByTestId('setup-step-countries')).toHaveAttribute('data-state', 'todo');
  await expect(page.getByTestId('setup-step-registration')).toHaveAttribute('data-state', 'todo');
  await expect(page.getByTestId('setup-guide-progress')).toHaveText('0 of 10 steps done');
  // the lab list is empty too, and says why
  await expect(page.getByTestId('labs-empty')).toBeVisible();
  await expectNoPlaceholders(page, 'the first screen');

  // production shows nothing it was not told: the About dialog has only the organisation's name
  await page.getByTestId('admin-menu-about').click();
  const about = page.getByTestId('about-dialog');
  await expect(about).toBeVisible();
  expectNoPlaceholderIn(await about.innerText(), 'the About dialog before the settings');
  await page.getByTestId('about-close').click();

  // bootstrap serves no country: the registration page says it is not open yet
  const visitor = await newEnglishPage(browser);
  await visitor.goto('/register');
  await expect(visitor.getByTestId('registration-no-countries')).toHaveText('Registration is not open yet: the provider has not chosen the countries it serves.');
  await visitor.context().close();
});

test('the administrator fills the organisation settings and publishes the three legal texts; About, the texts and their PDFs show the provider', async ({ page, request }) => {
  test.slow();
  await english(page);
  await signIn(page, BOOTSTRAP.adminUsername, BOOTSTRAP.adminPassword);
  await page.getByTestId('admin-menu-settings').click();
  await expect(page.getByTestId('org-settings-form')).toBeVisible();
  await type(page, 'billing-legal-name', PROVIDER.legalName);
  await type(page, 'settings-short-name', PROVIDER.shortName);
  await type(page, 'settings-registration-number', PROVIDER.registrationNumber);
  await type(page, 'billing-zip-code', PROVIDER.zipCode);
  await type(page, 'billing-city', PROVIDER.city);
  await type(page, 'billing-address', PROVIDER.address);
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Hungary', exact: true }).click();
  await type(page, 'settings-phone', PROVIDER.phone);
  await type(page, 'settings-contact-email', PROVIDER.contactEmail);
  await type(page, 'settings-website', PROVIDER.website);
  await type(page, 'settings-staff-email', PROVIDER.staffEmail);
  await page.getByTestId('org-settings-save').click();
  await expectNotification(page, 'The organisation settings are saved.');

  await page.getByTestId('admin-menu-about').click();
  await expect(page.getByTestId('about-name')).toHaveText(PROVIDER.legalName);
  await expect(page.getByTestId('about-address')).toContainText(`${PROVIDER.address}, ${PROVIDER.zipCode} ${PROVIDER.city}, Hungary`);
  // no accreditation was given: none is claimed
  await expect(page.getByTestId('about-accreditation-1')).toHaveCount(0);
  expectNoPlaceholderIn(await page.getByTestId('about-dialog').innerText(), 'the About dialog');
  await page.getByTestId('about-close').click();

  // the legal documents: none is in force in production until published; each starts from the template
  await page.getByTestId('admin-menu-legal').click();
  await expect(page.getByTestId('legal-documents-page')).toBeVisible();
  for (const name of ['termsAndConditions', 'dataPrivacyStatement', 'conciliationPanels'] as const) {
    const section = page.getByTestId(`legal-${name}`);
    await expect(section.getByTestId(`legal-${name}-in-force`)).not.toContainText('In force');
    await section.getByTestId(`legal-${name}-new`).click();
    const dialog = page.getByTestId('legal-version-dialog');
    await expect(dialog).toBeVisible();
    const en = dialog.getByTestId('legal-version-en');
    await expect(en).not.toHaveValue('');
    const text = await en.inputValue();
    // the template is filled with what the settings hold, never with a placeholder
    expect(text).toContain(PROVIDER.legalName);
    expectNoPlaceholderIn(`${text}\n${await dialog.getByTestId('legal-version-hu').inputValue()}`, `the ${name} template`);
    await en.fill(`${text}\n\n# Review\nReviewed by the provider's legal counsel.`);
    await dialog.getByTestId('legal-version-save').click();
    await expect(dialog).toBeHidden();
    await section.getByTestId(`legal-${name}-publish-1`).click();
    await expect(section.getByTestId(`legal-${name}-in-force`)).toContainText('1');
  }
  await expectNoPlaceholders(page, 'the legal documents page');

  // every document a lab can download, in both languages, names no placeholder
  const list = await api<{ items: Array<{ name: string; downloads: Record<string, string> }> }>(request, walk.adminToken, 'GET', `/legal_documents?org_id=${walk.orgId}`);
  expect(list.items.length).toBeGreaterThanOrEqual(3);
  for (const document of list.items) {
    for (const [language, path] of Object.entries(document.downloads)) {
      const response = await request.get(`/api/v1${path}`);
      expect(response.status(), `${document.name} (${language})`).toBe(200);
      const text = await pdfTextOf(await response.body());
      expectNoPlaceholderIn(text, `the ${document.name} PDF (${language})`);
      if (document.name === 'termsAndConditions') expect(text).toContain(PROVIDER.legalName);
    }
  }
});

test('a second administrator is invited, accepts the mailed link, signs in and serves Norway in NOK', async ({ page, browser }) => {
  await english(page);
  await signIn(page, BOOTSTRAP.adminUsername, BOOTSTRAP.adminPassword);
  await page.getByTestId('admin-menu-users').click();
  await expect(page.getByTestId('users-grid')).toBeVisible();
  const since = await readMails(productionMailDir);
  await page.getByTestId('users-invite').click();
  await page.getByTestId('invite-user-full-name').fill(SECOND_ADMIN.fullName);
  await page.getByTestId('invite-user-email').fill(SECOND_ADMIN.email);
  await page.getByTestId('invite-user-save').click();
  await expect(page.getByTestId('invite-user-dialog')).toBeHidden();
  const mail = await waitForMail((m) => m.to.includes(SECOND_ADMIN.email) && m.text.includes('/invitation/'), since, productionMailDir);
  expectNoPlaceholderIn(`${mail.subject}\n${mail.text}`, 'the invitation mail');

  const second = await newEnglishPage(browser);
  await second.goto(pathOf(linkIn(mail, '/invitation/')));
  await expect(second.getByTestId('invitation-card')).toBeVisible();
  await second.getByTestId('invitation-username').fill(SECOND_ADMIN.username);
  await second.getByTestId('invitation-password').fill(SECOND_ADMIN.password);
  await second.getByTestId('invitation-submit').click();
  await expect(second.getByTestId('profile-menu')).toBeVisible();
  await expect(second.getByTestId('admin-menu')).toBeVisible();

  // the second administrator chooses the countries: Hungary in HUF, Norway in NOK
  await second.getByTestId('admin-menu-countries').click();
  await expect(second.getByTestId('countries-page')).toBeVisible();
  for (const [search, option, country, currency] of [
    ['Hunga', 'Hungary (HU)', 'HU', 'HUF'],
    ['Norw', 'Norway (NO)', 'NO', 'NOK'],
  ] as const) {
    await second.getByTestId('countries-add-input').fill(search);
    await second.getByRole('option', { name: option }).click();
    await second.getByTestId('countries-add').click();
    await editGridSelect(second.getByTestId(`country-${country}`), 'currencyId', `country-${country}-currency`, currency);
  }
  await second.getByTestId('countries-save').click();
  await expectNotification(second, 'Countries saved');
  await second.context().close();
});

/** A day and time as the app's date fields take it, in the browser's (this machine's) time zone. */
function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function newEnglishPage(browser: Browser): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await english(page);
  return page;
}

test('from the setup path, a scheme version with a reference value: each empty list says what to do and offers its action', async ({ page, request }) => {
  test.slow();
  await english(page);
  await signIn(page, BOOTSTRAP.adminUsername, BOOTSTRAP.adminPassword);
  // settings, legal texts and countries are done; the catalogue is next, from the units
  await expect(page.getByTestId('setup-step-countries')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('setup-step-registration')).toHaveAttribute('data-state', 'done');
  await page.getByTestId('setup-guide-next').click();
  await expect(page).toHaveURL(/\/config\/units$/);
  await expect(page.getByTestId('units-empty')).toHaveText('There are no units yet. Add the units results are given in, such as mmol/L or %.');
  await expectNoAxeViolations(page, { label: 'the empty units list' });
  await page.getByTestId('units-empty-action').click();
  await page.getByTestId('unit-new-name-en').fill('mmol/L');
  await page.getByTestId('unit-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(/\/config\/units\/\d+$/);
  walk.unitId = Number(page.url().split('/').pop());

  // the result dimension and the parameter (shared by every organisation) over REST
  await api(request, walk.adminToken, 'POST', '/dimensions', { id: 'result', name: { en: 'Result', hu: 'Eredmény' }, valueType: 'numeric', ordinal: 1, unitId: walk.unitId, unitIds: [walk.unitId] });
  const parameter = await api<{ id: number }>(request, walk.adminToken, 'POST', '/params', { name: { en: 'Glucose', hu: 'Glükóz' } });
  walk.parameterId = parameter.id;
  await api(request, walk.adminToken, 'PATCH', `/params/${parameter.id}/dimensions/result/result`, { action: 'add' });

  // no scheme yet: the scheme versions say so and offer the scheme first
  await navigate(page, '/config/scheme-versions');
  await expect(page.getByTestId('scheme-versions-empty')).toHaveText('There are no schemes yet. Add a scheme first, then a version of it with its parameters.');
  await page.getByTestId('scheme-versions-empty-action').click();
  await page.getByTestId('scheme-new-short-name').fill('GLU');
  await page.getByTestId('scheme-new-save').click();
  await expectNotification(page, 'Created');
  await page.getByTestId('scheme-close').click();
  await expect(page.getByTestId('scheme-versions-empty')).toHaveText('There are no scheme versions yet. Add a version of a scheme and put its parameters in it.');

  // the floating add menu, by keyboard: its label is visible, its actions are named
  const add = page.getByTestId('scheme-versions-add');
  await expect(add).toHaveText('Add');
  await expect(add).toHaveAccessibleName('Add');
  await add.focus();
  await expect(add).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('scheme-versions-add-version')).toBeFocused();
  await expectNoAxeViolations(page, { label: 'the open add menu over the empty scheme versions' });
  await expect(page.getByTestId('scheme-versions-add-version')).toHaveAccessibleName('New scheme version');
  // the actions' labels show beside them while the menu is open
  await expect(page.locator('.MuiSpeedDialAction-staticTooltipLabel', { hasText: 'New scheme version' })).toBeVisible();
  await page.keyboard.press('Enter');
  await selectOption(page, 'scheme-version-new-scheme', 'GLU');
  await page.getByTestId('scheme-version-new-name-en').fill('Glucose in serum, edition 1');
  await page.getByTestId('scheme-version-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(/\/config\/scheme-versions\/\d+$/);
  walk.schemeVersionId = Number(page.url().split('/').pop());

  // the version has no parameter: its empty list offers the add dialog
  await expect(page.getByTestId('scheme-version-parameters-empty')).toBeVisible();
  await page.getByTestId('scheme-version-parameters-empty-action').click();
  await autocomplete(page, 'scheme-version-parameter-add-parameter', 'Gluc', { testId: `scheme-version-parameter-add-parameter-option-${walk.parameterId}` });
  await page.getByTestId('scheme-version-parameter-add-save').click();
  await expect(page.getByTestId(`scheme-version-parameter-${walk.parameterId}`)).toContainText('Glucose');
  await page.getByTestId(`scheme-version-parameter-edit-${walk.parameterId}`).click();
  await page.getByTestId('scheme-version-parameter-sigma').fill(ASSIGNED.sigmaPercent);
  await page.getByTestId('scheme-version-parameter-edit-save').click();
  await expect(page.getByTestId(`scheme-version-parameter-${walk.parameterId}`)).toContainText(`σpt ${ASSIGNED.sigmaPercent}%`);

  // no round yet: the surveys page says so, whatever its filter, and offers a round
  await navigate(page, '/surveys');
  await expect(page.getByTestId('rounds-empty')).toHaveText('There are no rounds yet. Add the rounds of the year with their dates, then their surveys.');
  await page.getByTestId('rounds-empty-action').click();
  await expect(page.getByTestId('round-year')).toHaveValue(String(YEAR));
  await page.getByTestId('round-save').click();
  await expectNotification(page, 'Created');
  const rounds = await api<{ items: Array<{ id: number }> }>(request, walk.adminToken, 'GET', `/orgs/${walk.orgId}/rounds?offset=0&limit=10`);
  walk.roundId = rounds.items[0]!.id;
  // the new round is shown (a notice names a filter that hides it); its empty panel offers a survey
  // (waited for: the notice comes after the list's refresh, and an instant look raced it)
  const showAll = page.getByTestId('rounds-show-all').first();
  const roundEmpty = page.getByTestId(`round-empty-${walk.roundId}`);
  await expect(roundEmpty.or(showAll)).toBeVisible();
  if (!(await roundEmpty.isVisible())) await showAll.click();
  await expect(roundEmpty).toHaveText('This round has no surveys yet. Add a survey of a scheme version to it.');
  await page.getByTestId(`round-empty-${walk.roundId}-action`).click();
  await autocomplete(page, 'survey-new-scheme-version', 'Glucose', { name: /Glucose in serum, edition 1/ });
  await page.getByTestId('survey-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(/\/surveys\/\d+$/);
  walk.surveyId = Number(page.url().split('/').pop());

  // its dates: it starts tomorrow and ends in a month (labs order it before it starts)
  const day = 24 * 3600 * 1000;
  await typeDate(page.getByTestId('survey-startsAt'), localDateTime(new Date(Date.now() + day)));
  await typeDate(page.getByTestId('survey-endsAt'), localDateTime(new Date(Date.now() + 30 * day)));
  await expect(page.getByTestId('survey-status-current')).toHaveText('Upcoming');
  // no product sells it yet: said, with the way to one
  await expect(page.getByTestId('survey-products-empty')).toBeVisible();
  await expect(page.getByTestId('survey-products-empty-action')).toHaveAttribute('href', `/config/products/${YEAR}/new`);

  // a sample, from the empty list, and its reference value
  await expect(page.getByTestId('survey-samples-empty')).toHaveText('The survey has no samples yet. Add the samples the laboratories measure.');
  await page.getByTestId('survey-samples-empty-action').click();
  await page.getByTestId('sample-new-name').fill('GLU-1');
  await page.getByTestId('sample-new-save').click();
  await expectNotification(page, 'Created');
  await expect(page).toHaveURL(new RegExp(`/surveys/${walk.surveyId}/samples/\\d+$`));
  walk.sampleId = Number(page.url().split('/').pop());
  const reference = page.getByTestId(`reference-${walk.parameterId}`);
  await expect(reference.getByTestId(`reference-${walk.parameterId}-consensus`)).toBeVisible();
  await page.getByTestId(`reference-${walk.parameterId}-assignedValue`).fill(ASSIGNED.value);
  await page.getByTestId(`reference-${walk.parameterId}-source`).click();
  await page.getByTestId('reference-source-certified_reference_material').click();
  await page.getByTestId(`reference-${walk.parameterId}-standardUncertainty`).fill(ASSIGNED.uncertainty);
  await page.getByTestId(`reference-${walk.parameterId}-save`).click();
  await expect(reference.getByTestId(`reference-${walk.parameterId}-consensus`)).toHaveCount(0);
  await expect(page.getByTestId(`reference-${walk.parameterId}-clear`)).toBeVisible();
  await expectNoPlaceholders(page, 'the sample');

  // the first survey exists, no laboratory yet: the first screen still shows the path, the product next
  await page.goto('/labs');
  await expect(page.getByTestId('setup-step-survey')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('setup-step-product')).toHaveAttribute('data-state', 'next');
});

test('the product and its prices (REST); the setup path is complete', async ({ request }) => {
  const group = await api<{ id: number }>(request, walk.adminToken, 'POST', `/orgs/${walk.orgId}/products/groups`, { name: { en: 'Clinical chemistry', hu: 'Klinikai kémia' } });
  const product = await api<{ id: number }>(request, walk.adminToken, 'POST', `/orgs/${walk.orgId}/products`, {
    year: YEAR,
    type: 'survey',
    productGroupId: group.id,
    shortName: 'GLU',
    name: { en: 'Glucose in serum', hu: 'Glükóz szérumban' },
    countries: ['HU', 'NO'],
    surveys: [{ id: walk.surveyId }],
    prices: [
      { currencyId: 'NOK', paper: false, value: 1800 },
      { currencyId: 'HUF', paper: false, value: 52000 },
    ],
  });
  walk.productId = product.id;
  const setup = await api<{ complete: boolean }>(request, walk.adminToken, 'GET', `/orgs/${walk.orgId}/setup_path`);
  expect(setup.complete).toBe(true);
});

test('a Norwegian laboratory registers through the wizard (billed in NOK) and its contract is accepted', async ({ page }) => {
  test.slow();
  await english(page);
  await page.goto('/register');
  await expect(page.getByTestId('registration-card')).toBeVisible();
  await expect(page.getByTestId('registration-no-countries')).toHaveCount(0);
  const next = page.getByTestId('registration-next');
  // the laboratory
  await page.getByTestId('registration-name').fill(NORWEGIAN_LAB.name);
  await page.getByTestId('registration-laboratoryHeadFullName').fill(NORWEGIAN_LAB.head);
  await fillAddress(page, 'registration', 'address', NORWEGIAN_LAB.address);
  await page.getByTestId('registration-contact.phone').fill(NORWEGIAN_LAB.phone);
  await addEmail(page, 'registration-contact.emails', NORWEGIAN_LAB.email);
  await next.click();
  // its first user
  await page.getByTestId('registration-username').fill(NORWEGIAN_LAB.username);
  await page.getByTestId('registration-email').fill(NORWEGIAN_LAB.email);
  await page.getByTestId('registration-userPassword').fill(NORWEGIAN_LAB.password);
  await page.getByTestId('registration-userPasswordConfirmation').fill(NORWEGIAN_LAB.password);
  await next.click();
  await page.getByTestId('registration-validationPassword').fill(NORWEGIAN_LAB.validationPassword);
  await page.getByTestId('registration-validationPasswordConfirmation').fill(NORWEGIAN_LAB.validationPassword);
  await next.click();
  // contact, delivery and invoice: the laboratory's own details
  await page.getByTestId('registration-contactResponsibleFullName').fill(NORWEGIAN_LAB.contactPerson);
  await fillAddress(page, 'registration', 'contactAddress', NORWEGIAN_LAB.address);
  await page.getByTestId('registration-furtherContact.phone').fill(NORWEGIAN_LAB.phone);
  await addEmail(page, 'registration-furtherContact.emails', NORWEGIAN_LAB.email);
  await next.click();
  await page.getByTestId('registration-deliveryName').fill(NORWEGIAN_LAB.name);
  await fillAddress(page, 'registration', 'deliveryAddress', NORWEGIAN_LAB.address);
  await addEmail(page, 'registration-deliveryContact.emails', NORWEGIAN_LAB.email);
  await next.click();
  await page.getByTestId('registration-invoice-copy-laboratory').click();
  await expect(page.getByTestId('registration-invoiceName')).toHaveValue(NORWEGIAN_LAB.name);
  await next.click();
  // the terms in force (published above), the bot check solved by the widget itself
  await page.getByTestId('registration-termsAccepted').check();
  const submit = page.getByTestId('registration-submit');
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  await expect(page.getByTestId('registration-done')).toBeVisible({ timeout: 20_000 });
  walk.labId = Number(await page.getByTestId('registration-done-lab-id').innerText());
  await expectNoPlaceholders(page, 'the registration page');

  // the contract PDF names the provider as its settings say, and the laboratory
  const href = await page.getByTestId('registration-done-contract').getAttribute('href');
  const contract = await pdfTextOf(await (await page.request.get(href!)).body());
  expect(contract).toContain(PROVIDER.legalName);
  expect(contract).toContain(NORWEGIAN_LAB.name);
  expectNoPlaceholderIn(contract, 'the contract PDF');

  // signed in: the contract is accepted, with the versions in force; billed in NOK
  await page.getByTestId('registration-done-login').click();
  await expect(page).toHaveURL(new RegExp(`/labs/${walk.labId}/surveys$`));
  walk.labToken = await token(page.request, NORWEGIAN_LAB.username, NORWEGIAN_LAB.password);
  await page.getByTestId('lab-tab-contracts').click();
  await expect(page.getByTestId('contract-accepted')).toContainText(NORWEGIAN_LAB.head);
  await expectNoPlaceholders(page, 'the contract page');
});

test('the laboratory orders the survey and asks for the checkout; the staff check out; the proforma names the provider', async ({ page, browser }) => {
  test.slow();
  await english(page);
  const yearPath = `/labs/${walk.labId}/orders/orgs/${walk.orgId}/${YEAR}`;
  await openSignedIn(page, NORWEGIAN_LAB.username, yearPath, NORWEGIAN_LAB.password);
  // no orders yet: the document type first
  await expect(page.getByTestId('document-type-dialog')).toBeVisible();
  await page.getByTestId('document-type-online').check();
  await page.getByTestId('document-type-save').click();
  await expect(page.getByTestId('document-type-dialog')).toBeHidden();
  // nothing ordered yet: said, with the way to the products on offer
  await expect(page.getByTestId('order-year-no-orders')).toContainText(`Nothing is ordered for ${YEAR} yet.`);
  await page.getByTestId('order-year-no-orders-action').click();
  await page.getByTestId(`order-product-open-${walk.productId}`).click();
  const dialog = page.getByTestId('product-order-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('NOK');
  await dialog.locator('input[data-testid^="product-order-sample-sets-"]').first().fill('1');
  await page.getByTestId('product-order-save').click();
  await expectNotification(page, 'Order added');
  await page.getByTestId('order-checkout').click();
  await page.getByTestId('checkout-request-instead').click();
  await page.getByTestId('request-checkout-submit').click();
  await expectNotification(page, 'Checkout requested');

  // the staff: the second administrator checks out with the organisation's validation password
  const staff = await newEnglishPage(browser);
  await openSignedIn(staff, SECOND_ADMIN.username, yearPath, SECOND_ADMIN.password);
  await expect(staff.getByTestId('order-year-checkout-requested')).toBeVisible();
  await staff.getByTestId('order-checkout').click();
  await staff.getByTestId('checkout-password').fill(BOOTSTRAP.validationPassword);
  await staff.getByTestId('checkout-submit').click();
  await expectNotification(staff, 'The orders were checked out');
  const document = staff.getByTestId('invoice-list').locator('[data-testid^="invoice-document-"]').first();
  await expect(document).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([staff.waitForEvent('download'), document.click()]);
  const proforma = await pdfTextOf(await readFile(await download.path()));
  expect(proforma).toContain(PROVIDER.legalName);
  expect(proforma).toContain('NOK');
  expectNoPlaceholderIn(proforma, 'the proforma PDF');
  await staff.context().close();
});

/** Registers a laboratory over REST (the bot check solved in Node, as the widget does), orders the product, checks out and enters its result. */
async function labThroughRest(request: APIRequestContext, index: number, result: string): Promise<void> {
  const challenge = await (await request.get('/api/v1/altcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  expect(solution, 'the bot check is solved').toBeTruthy();
  const address = { zipCode: `672${index}`, city: 'Szeged', address: `Tisza Lajos körút ${index}.`, countryId: 'HU' };
  const email = `labor${index}@szeged-lab${index}.example`;
  const username = `szegedlab${index}`;
  const password = `Szeged${index}2025`;
  const validationPassword = `${index}${index}${index}${index}`;
  const registered = await request.post(`/api/v1/orgs/${walk.orgId}/register`, {
    data: {
      contract: {
        year: YEAR,
        name: `Szegedi Laboratórium ${index}`,
        laboratoryHeadFullName: `Dr. Laborvezető ${index}`,
        address,
        contact: { phone: '+36 62 555 0100', emails: [email] },
        contactName: `Szegedi Laboratórium ${index}`,
        contactResponsibleFullName: `Kapcsolattartó ${index}`,
        contactAddress: address,
        furtherContact: { phone: '+36 62 555 0101', emails: [email] },
        deliveryName: `Szegedi Laboratórium ${index}`,
        deliveryResponsibleFullName: null,
        deliveryAddress: address,
        deliveryContact: { phone: null, emails: [email] },
        invoiceName: `Szegedi Laboratórium ${index} Kft.`,
        invoiceAddress: address,
        invoiceContact: { phone: '+36 62 555 0102', emails: [email] },
        bankAccountNumber: null,
        vatNumber: null,
        groupIdentificationNumber: null,
        notificationEmails: [],
        invoiceFormat: 'electronic',
        termsAccepted: true,
      },
      user: { username, email, fullName: `Dr. Laborvezető ${index}` },
      userPassword: password,
      userPasswordConfirmation: password,
      validationPassword,
      validationPasswordConfirmation: validationPassword,
      reCaptchaResponse: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      locale: 'hu',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const lab = ((await registered.json()) as { laboratory: { id: number } }).laboratory;
  const labToken = await token(request, username, password);
  const year = `/labs/${lab.id}/orders/orgs/${walk.orgId}/years/${YEAR}`;
  await api(request, labToken, 'POST', `${year}/document_type`, { paper: false });
  await api(request, labToken, 'PATCH', `${year}/products/${walk.productId}`, {
    rounds: [{ roundId: walk.roundId, sampleSetQuantity: 1, extraEvaluationQuantity: 0 }],
    variantId: null,
    comment: null,
    optionIds: [],
  });
  await api(request, labToken, 'POST', `${year}/checkout`, { validationPassword, purchaseOrderNumber: null });
  labsThroughRest.push({ id: lab.id, token: labToken, validationPassword, result });
}

const labsThroughRest: Array<{ id: number; token: string; validationPassword: string; result: string }> = [];

test('two more laboratories register, order and check out over REST; the staff start the survey', async ({ page, request }) => {
  await labThroughRest(request, 2, RESULTS.second);
  await labThroughRest(request, 3, RESULTS.third);
  // the survey starts now, from its configuration page
  await english(page);
  await openSignedIn(page, BOOTSTRAP.adminUsername, `/surveys/${walk.surveyId}`, BOOTSTRAP.adminPassword);
  await page.getByTestId('survey-status-start').click();
  await page.getByTestId('survey-status-confirm-confirm').click();
  await expect(page.getByTestId('survey-status-current')).toHaveText('In progress');
});

test('the laboratories enter and validate their results: the Norwegian one in the web', async ({ page, request }) => {
  test.slow();
  await english(page);
  await openSignedIn(page, NORWEGIAN_LAB.username, `/labs/${walk.labId}/surveys`, NORWEGIAN_LAB.password);
  await page.getByTestId('surveys-in-progress').locator('a[data-testid^="survey-link-"]').first().click();
  await expect(page).toHaveURL(new RegExp(`/labs/${walk.labId}/surveys/${walk.surveyId}$`));
  // a first visit (no result yet) opens the instructions, with the deadline
  const instructions = page.getByTestId('instructions-dialog');
  await expect(instructions).toBeVisible();
  await page.getByTestId('instructions-close').click();
  await expect(instructions).toBeHidden();
  const glucose = parameterControls(parameterCard(page, 'Glucose'));
  await glucose.result(0).fill(RESULTS.web);
  await waitForSaved(page);
  await page.getByTestId('survey-validate').click();
  await page.getByTestId('validation-password').fill(NORWEGIAN_LAB.validationPassword);
  await page.getByTestId('validation-submit').click();
  await expect(page.getByTestId('survey-lock')).toBeVisible();
  await expectNoPlaceholders(page, 'the survey page');

  // the two others over REST: the result, then the validation
  for (const lab of labsThroughRest) {
    const base = `/labs/${lab.id}/surveys/${walk.surveyId}`;
    const form = await api<{ resultGroups: Array<{ id: number }> }>(request, lab.token, 'GET', `${base}/form`);
    const groupId = form.resultGroups[0]!.id;
    const saved = await api<{ streamVersion: number }>(request, lab.token, 'PUT', `${base}/parameters/${walk.parameterId}/result_groups/${groupId}/values`, {
      expectedVersion: 0,
      sampleId: walk.sampleId,
      values: [{ dimensionId: 'result', type: 'numeric', value: lab.result }],
    });
    await api(request, lab.token, 'POST', `${base}/validate`, { expectedVersion: saved.streamVersion, validationPassword: lab.validationPassword });
  }
});

test('the staff end the survey, run the evaluation from the web and publish it', async ({ page }) => {
  test.slow();
  await english(page);
  await openSignedIn(page, SECOND_ADMIN.username, `/surveys/${walk.surveyId}`, SECOND_ADMIN.password);
  await page.getByTestId('survey-status-end').click();
  await page.getByTestId('survey-status-confirm-confirm').click();
  await expect(page.getByTestId('survey-status-current')).toHaveText('Ended');
  // publishing before a run is refused, with the reason
  await page.getByTestId('survey-status-evaluate').click();
  await page.getByTestId('survey-status-confirm-confirm').click();
  await expect(page.getByTestId('survey-publication-refused')).toHaveAttribute('data-code', 'evaluations.publication.evaluationNotRun');
  await page.getByTestId('survey-run-evaluation').click();
  const outcome = page.getByTestId('survey-outcome');
  await expect(outcome).toHaveAttribute('data-kind', 'evaluation', { timeout: 60_000 });
  await expect(outcome).toHaveAttribute('data-current', 'true');
  // one group of 3 laboratories, below the minimum size, scored against the assigned value
  await expect(page.getByTestId('survey-outcome-summary')).toContainText('3 results of 3 laboratories');
  await expect(page.getByTestId('survey-outcome-group').first()).toContainText('5.5');
  await page.getByTestId('survey-status-evaluate').click();
  await page.getByTestId('survey-status-confirm-confirm').click();
  await expect(page.getByTestId('survey-status-current')).toHaveText('Evaluated');
  await expectNoPlaceholders(page, 'the survey configuration page');
});

test('the laboratory reads its verdict and its participation report', async ({ page, request }) => {
  // the participation report is made on publication (a job): its document is listed a moment later
  let documentId = 0;
  await expect
    .poll(async () => {
      const documents = await api<{ items: Array<{ id: number; custom: boolean; labSpecific: boolean; type: string }> }>(request, walk.labToken, 'GET', `/labs/${walk.labId}/surveys/${walk.surveyId}/documents`);
      documentId = documents.items.find((d) => !d.custom && d.labSpecific && d.type === 'survey')?.id ?? 0;
      return documentId;
    }, { timeout: 60_000, message: 'the participation report is made' })
    .toBeGreaterThan(0);
  await english(page);
  await signIn(page, NORWEGIAN_LAB.username, NORWEGIAN_LAB.password);
  await page.getByTestId('lab-tab-evaluations').click();
  await expect(page.getByTestId(`evaluation-item-${walk.surveyId}`)).toBeVisible();
  await navigate(page, `/labs/${walk.labId}/evaluations/${walk.surveyId}`);
  const verdict = page.locator(`[data-testid^="verdict-${walk.parameterId}-"]`).first();
  await expect(verdict).toHaveText('Accepted');
  await expect(verdict).toHaveAttribute('data-status', 'valid');
  await expectNoPlaceholders(page, 'the evaluation page');

  // the participation report, from the survey's labelled actions menu
  const actions = page.getByTestId('survey-speed-dial');
  await expect(actions).toHaveText('Survey actions');
  await speedDial(page, 'downloads');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`survey-download-${documentId}`).click()]);
  const text = await pdfTextOf(await readFile(await download.path()));
  expect(text).toContain(NORWEGIAN_LAB.name);
  expectNoPlaceholderIn(text, 'the participation report');
});

test('no e-mail of the walk holds a placeholder; each links to the portal', async () => {
  const mails = await readMails(productionMailDir);
  expect(mails.length).toBeGreaterThan(3);
  for (const mail of mails) {
    expectNoPlaceholderIn(`${mail.subject}\n${mail.text}`, `the mail "${mail.subject}"`);
    expect(mail.text, `the mail "${mail.subject}" links to the portal`).toMatch(/https?:\/\/127\.0\.0\.1:\d+\//);
  }
});
