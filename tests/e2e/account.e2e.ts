import { expect, newContext, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectAccessible } from './support/contracts';
import { linkIn, readMails, waitForMail } from './support/mail';
import { presetSettings } from './support/orders';
import { DEMO_PASSWORD, DEMO_VALIDATION_PASSWORD, openProfileMenu, shotThemesAndLanguages, signIn, switchSettings } from './support/session';
import { shoot } from './support/shots';

test.describe.configure({ mode: 'serial' });

/** Demo lab users no other walk signs in with (their passwords change here). */
const RESET_USER = { username: 'qc1018', email: 'lab1018@labs.example' };
const VALIDATION_USER = { username: 'qc1012', email: 'lab1012@labs.example' };

/** The path of an e-mailed link (the links carry the configured public origin, the tests their own). */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Waits until the ALTCHA widget of the form solved its challenge by itself. */
async function expectBotCheckSolved(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId).locator('[data-state="verified"]')).toBeVisible({ timeout: 20_000 });
}

/** axe on the page in the light and the dark theme (switched in place, in English). */
async function expectAccessibleInBothThemes(page: Page, ready: () => ReturnType<Page['getByTestId']>): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await switchSettings(page, theme, 'en');
    await expect(ready()).toBeVisible();
    await expectAccessible(page);
  }
}

test('forgotten password: the e-mailed link sets a new one, which signs in; the sessions from before are gone', async ({ browser }) => {
  // two pages, each checked by axe and shot in four variants, and three solved bot-checks
  test.slow();
  // a session of the user opened before the reset, in a browser of its own
  const earlierContext = await newContext(browser);
  const earlier = await earlierContext.newPage();
  await presetSettings(earlier, 'en');
  await signIn(earlier, RESET_USER.username);

  const context = await newContext(browser);
  const page = await context.newPage();
  await presetSettings(page, 'en');
  await page.goto('/login');
  await page.getByTestId('login-forgot-password').click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await expect(page.getByTestId('forgot-password-card')).toBeVisible();
  await expectAccessibleInBothThemes(page, () => page.getByTestId('forgot-password-card'));
  await shotThemesAndLanguages(page, 'forgot-password', () => page.getByTestId('forgot-password-card'), () => expectBotCheckSolved(page, 'forgot-password-bot-check'));

  // the form's own rules first: both fields are required
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('forgot-password-email')).toHaveAttribute('aria-invalid', 'true');

  const since = await readMails();
  await page.getByTestId('forgot-password-username').fill(RESET_USER.username);
  await page.getByTestId('forgot-password-email').fill(RESET_USER.email);
  await expectBotCheckSolved(page, 'forgot-password-bot-check');
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toBeVisible();
  await shoot(page, { path: 'screenshots/forgot-password-sent-light-en.png', fullPage: true });

  const mail = await waitForMail((m) => m.to.includes(RESET_USER.email) && m.text.includes('/reset_password/'), since);
  const resetPath = pathOf(linkIn(mail, '/reset_password/'));
  await page.goto(resetPath);
  await expect(page.getByTestId('reset-password-card')).toBeVisible();
  await expectAccessibleInBothThemes(page, () => page.getByTestId('reset-password-card'));
  await shotThemesAndLanguages(page, 'reset-password', () => page.getByTestId('reset-password-card'), () => expectBotCheckSolved(page, 'reset-password-bot-check'));

  // the password rules and the confirmation are checked before anything is sent
  await page.getByTestId('reset-password-new').fill('weakpass');
  await page.getByTestId('reset-password-confirmation').fill('weakpass');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-new')).toHaveAttribute('aria-invalid', 'true');
  const newPassword = 'Visszaallit2017';
  await page.getByTestId('reset-password-new').fill(newPassword);
  await page.getByTestId('reset-password-confirmation').fill(`${newPassword}!`);
  await expect(page.getByTestId('reset-password-confirmation')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('reset-password-confirmation').fill(newPassword);
  await expectBotCheckSolved(page, 'reset-password-bot-check');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-done')).toBeVisible();
  await shoot(page, { path: 'screenshots/reset-password-done-light-en.png', fullPage: true });

  // the link is spent: a second use says so and offers a new one
  await page.goto(resetPath);
  await page.getByTestId('reset-password-new').fill('Masodszor2017');
  await page.getByTestId('reset-password-confirmation').fill('Masodszor2017');
  await expectBotCheckSolved(page, 'reset-password-bot-check');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-invalid-link')).toBeVisible();
  await expect(page.getByTestId('reset-password-new-link')).toBeVisible();
  await shoot(page, { path: 'screenshots/reset-password-invalid-light-en.png', fullPage: true });

  // the old password no longer signs in, the new one does
  await page.getByTestId('reset-password-login').click();
  await page.getByTestId('login-username').fill(RESET_USER.username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('login-password')).toHaveAttribute('aria-invalid', 'true');
  await signIn(page, RESET_USER.username, newPassword);
  await expect(page).toHaveURL(/\/labs\/\d+\/surveys$/);

  // the session from before the reset was revoked: its next request leads to the login
  await earlier.reload();
  await expect(earlier).toHaveURL(/\/login$/);
  await expect(earlier.getByTestId('login-card')).toBeVisible();
  await earlierContext.close();
  await context.close();
});

test('validation password: the e-mailed reset link, with its loading, error and success states; the new one is then the lab’s', async ({ page, browser }) => {
  await presetSettings(page, 'en');
  await signIn(page, VALIDATION_USER.username);
  const labId = Number(/\/labs\/(\d+)\//.exec(page.url())?.[1]);
  const since = await readMails();
  await openProfileMenu(page);
  await page.getByTestId('profile-validation-password').click();
  await page.getByTestId('validation-password-forgot').click();
  await expect(page.getByTestId('validation-password-link-sent')).toBeVisible();
  await page.getByTestId('validation-password-dialog-close').click();

  const mail = await waitForMail((m) => m.to.includes(VALIDATION_USER.email) && m.text.includes('/reset_validation_password/'), since);
  const resetPath = pathOf(linkIn(mail, '/reset_validation_password/'));
  expect(resetPath).toMatch(new RegExp(`^/labs/${labId}/reset_validation_password/[\\w%-]+$`));

  // the link as a visitor opens it
  const visitorContext = await newContext(browser);
  const visitor = await visitorContext.newPage();
  await presetSettings(visitor, 'en');
  await visitor.goto(resetPath);
  const card = visitor.getByTestId('reset-validation-password-card');
  await expect(card).toBeVisible();
  await expectAccessibleInBothThemes(visitor, () => card);
  await shotThemesAndLanguages(visitor, 'reset-validation-password', () => card);

  // error: the confirmation differs — the card shakes for 800 ms, the field says why
  await visitor.getByTestId('reset-validation-password-new').fill('4321');
  await visitor.getByTestId('reset-validation-password-confirmation').fill('4322');
  await visitor.getByTestId('reset-validation-password-submit').click();
  await expect(card).toHaveAttribute('data-shaking', 'true');
  await expect(visitor.getByTestId('reset-validation-password-confirmation')).toHaveAttribute('aria-invalid', 'true');
  await expect(card).not.toHaveAttribute('data-shaking', 'true');

  // error: a token that is not the e-mailed one — the server refuses, the card shakes and says so
  await visitor.goto(resetPath.replace(/\/[^/]+$/, '/not-the-emailed-token'));
  await visitor.getByTestId('reset-validation-password-new').fill('4321');
  await visitor.getByTestId('reset-validation-password-confirmation').fill('4321');
  await visitor.getByTestId('reset-validation-password-submit').click();
  await expect(visitor.getByTestId('reset-validation-password-error')).toBeVisible();
  await expect(card).toHaveAttribute('data-shaking', 'true');
  await expect(card).not.toHaveAttribute('data-shaking', 'true');
  await expect(visitor.getByTestId('reset-validation-password-submit')).toBeEnabled();
  await visitor.mouse.move(1, 1);
  await shoot(visitor, { path: 'screenshots/reset-validation-password-error-light-en.png', fullPage: true });
  await expectAccessible(visitor);

  // loading: the call is held until the button shows it is busy
  await visitor.goto(resetPath);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await visitor.route(
    (url) => url.pathname.includes('labs.setNewValidationPassword'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const newValidationPassword = '8642';
  await visitor.getByTestId('reset-validation-password-new').fill(newValidationPassword);
  await visitor.getByTestId('reset-validation-password-confirmation').fill(newValidationPassword);
  const submit = visitor.getByTestId('reset-validation-password-submit');
  await submit.click();
  await expect(submit).toBeDisabled();
  await expect(submit.getByRole('progressbar')).toBeVisible();
  release();
  await expect(visitor.getByTestId('reset-validation-password-done')).toBeVisible();
  await expect(card).not.toHaveAttribute('data-shaking', 'true');
  await visitor.mouse.move(1, 1);
  await shoot(visitor, { path: 'screenshots/reset-validation-password-done-light-en.png', fullPage: true });
  await visitorContext.close();

  // the lab's validation password is the new one: the old one is refused, the new one accepted
  await openProfileMenu(page);
  await page.getByTestId('profile-validation-password').click();
  await page.getByTestId('validation-password-dialog-current').fill(DEMO_VALIDATION_PASSWORD);
  await page.getByTestId('validation-password-dialog-new').fill('9753');
  await page.getByTestId('validation-password-dialog-confirmation').fill('9753');
  await page.getByTestId('validation-password-dialog-submit').click();
  await expect(page.getByTestId('validation-password-dialog-error')).toBeVisible();
  await page.getByTestId('validation-password-dialog-current').fill(newValidationPassword);
  await page.getByTestId('validation-password-dialog-submit').click();
  await expect(page.getByTestId('validation-password-dialog-success')).toBeVisible();
});
