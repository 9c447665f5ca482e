import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD, openProfileMenu, screenshot, setTheme, signIn, signInThroughForm, signOut } from './support/session';
import { presetSettings } from './support/orders';

async function expectDarkBackground(page: Page, dark: boolean): Promise<void> {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  const luminance = ((r ?? 0) + (g ?? 0) + (b ?? 0)) / 3;
  expect(luminance < 100).toBe(dark);
}

// the default setting's full motion (transitions, ripples), where the other specs ask for less (playwright.config.ts)
test.use({ reducedMotion: 'no-preference' });

test.describe('sign-in', () => {
  test('visitors land on the login page; the demo accounts are printed in demo mode', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('demo-accounts')).toContainText('corelab');
    await expect(page.getByTestId('login-submit')).toBeDisabled();
    await page.getByTestId('login-username').fill('lab');
    await expect(page.getByTestId('login-submit')).toBeDisabled();
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await expect(page.getByTestId('login-submit')).toBeEnabled();
  });

  test('the login page downloads at most 280 KiB of compressed JavaScript, and no other area', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-card')).toBeVisible();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, transferSize: (entry as PerformanceResourceTiming).transferSize })),
    );
    const total = scripts.reduce((sum, script) => sum + script.transferSize, 0);
    expect(scripts.length).toBeGreaterThan(0);
    // measured over the wire (a fresh browser, nothing cached): each script came with its bytes
    expect(scripts.filter((script) => script.transferSize <= 0)).toEqual([]);
    expect(total, JSON.stringify(scripts)).toBeLessThanOrEqual(280 * 1024);
    // the charts, the administration, the ordering screens and the registration come later
    expect(scripts.map((s) => s.name).filter((name) => /report-page|admin-routes|orders-routes|registration-page|survey-route/.test(name))).toEqual([]);
  });

  test('a wrong user or password is shown under the field', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-username').fill('nobody-here');
    await page.getByTestId('login-password').fill('Whatever1');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Unknown username')).toBeVisible();
    await page.getByTestId('login-username').fill('lab');
    await page.getByTestId('login-password').fill('Wrong1234');
    await page.getByTestId('login-password').press('Enter');
    await expect(page.getByText('Incorrect password')).toBeVisible();
  });

  test('org users land on the lab list, lab users on their surveys, core labs on the lab list', async ({ page }) => {
    // through the login form: the other tests sign in with their worker's session (support/session.ts)
    await signInThroughForm(page, 'admin');
    await expect(page).toHaveURL(/\/labs$/);
    await expect(page.getByTestId('labs-table')).toBeVisible();
    await signOut(page);

    await signInThroughForm(page, 'lab');
    await expect(page).toHaveURL(/\/labs\/\d+\/surveys$/);
    await expect(page.getByTestId('lab-title')).toBeVisible();
    await signOut(page);

    await signInThroughForm(page, 'corelab');
    await expect(page).toHaveURL(/\/labs$/);
    await expect(page.getByTestId('labs-table')).toBeVisible();
    await signOut(page);
  });

  test('lab signs in through the REST call', async ({ request }) => {
    const login = await request.post('/api/v1/auth/tokens', { data: { subject: 'lab', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const profile = await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(200);
    const body = (await profile.json()) as { user: { name: string }; role: { id: string }; orgUser: boolean };
    expect(body.user.name).toBe('lab');
    expect(body.role.id).toBe('lab_admin');
    expect(body.orgUser).toBe(false);
    const wrong = await request.post('/api/v1/auth/tokens', { data: { subject: 'lab', password: 'nope' } });
    expect(wrong.status()).toBe(422);
    expect(((await wrong.json()) as { error: { param: string } }).error.param).toBe('password');
  });
});

test.describe('profile menu', () => {
  test('Hungarian and the dark theme survive a reload; every dialog opens; sign-out keeps them', async ({ page }) => {
    await signIn(page, 'lab');
    await openProfileMenu(page);
    await expect(page.getByTestId('profile-menu-role')).toBeVisible();
    await page.getByTestId('language-hu').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await page.keyboard.press('Escape');
    await setTheme(page, 'dark');
    await page.reload();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expectDarkBackground(page, true);

    await openProfileMenu(page);
    await page.getByTestId('profile-user-details').click();
    await expect(page.getByTestId('user-details-dialog')).toBeVisible();
    await expect(page.getByTestId('user-details-save')).toBeDisabled();
    await page.getByTestId('user-details-close').click();
    await expect(page.getByTestId('user-details-dialog')).toBeHidden();

    await openProfileMenu(page);
    await page.getByTestId('profile-login-password').click();
    await expect(page.getByTestId('login-password-dialog')).toBeVisible();
    await page.getByTestId('login-password-dialog-current').fill(DEMO_PASSWORD);
    await page.getByTestId('login-password-dialog-new').fill('Newpass99');
    await page.getByTestId('login-password-dialog-confirmation').fill('Newpass98');
    await expect(page.getByText('A két új jelszó nem egyezik')).toBeVisible();
    await page.getByTestId('login-password-dialog-close').click();

    await openProfileMenu(page);
    await page.getByTestId('profile-validation-password').click();
    await expect(page.getByTestId('validation-password-dialog')).toBeVisible();
    await expect(page.getByTestId('validation-password-forgot')).toBeVisible();
    await page.getByTestId('validation-password-dialog-close').click();

    await signOut(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expectDarkBackground(page, true);
    await expect(page.getByText('Bejelentkezés').first()).toBeVisible();
    // back to English and light for the next tests
    await page.getByTestId('language-en').click();
    await page.evaluate(() => window.localStorage.setItem('eqa.theme', 'light'));
  });

  test('a validation password change is checked on the server', async ({ page }) => {
    await signIn(page, 'admin');
    await openProfileMenu(page);
    await page.getByTestId('profile-validation-password').click();
    await page.getByTestId('validation-password-dialog-current').fill('9999');
    await page.getByTestId('validation-password-dialog-new').fill('5678');
    await page.getByTestId('validation-password-dialog-confirmation').fill('5678');
    await page.getByTestId('validation-password-dialog-submit').click();
    await expect(page.getByTestId('validation-password-dialog-error')).toBeVisible();
    await page.getByTestId('validation-password-dialog-close').click();
  });
});

test.describe('screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`login page and lab page, ${theme}`, async ({ page }) => {
      await presetSettings(page, 'en', theme);
      await page.goto('/login');
      await expect(page.getByTestId('login-card')).toBeVisible();
      await expectDarkBackground(page, theme === 'dark');
      await screenshot(page, `login-${theme}-en`);
      await signIn(page, 'lab');
      await expect(page.getByTestId('lab-header')).toBeVisible();
      await screenshot(page, `lab-page-${theme}-en`);
      await signOut(page);
    });
  }

  test('org user searches the lab list and opens a lab with a back button', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('labs-total')).toBeVisible();
    await page.getByTestId('labs-search').fill('Szeged');
    await expect(page.getByTestId('labs-table')).toContainText('Szeged');
    await page.locator('[data-testid^="lab-link-"]').first().click();
    await expect(page).toHaveURL(/\/labs\/\d+\/surveys$/);
    await expect(page.getByTestId('lab-back')).toBeVisible();
    await page.getByTestId('lab-back').click();
    await expect(page).toHaveURL(/\/labs/);
  });
});
