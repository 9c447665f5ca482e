import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_VALIDATION_PASSWORD = '1234';
export type DemoUser = 'admin' | 'lab' | 'corelab';

/** Signs in through the login page and waits for the landing page. */
export async function signIn(page: Page, username: DemoUser | string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

export async function openProfileMenu(page: Page): Promise<void> {
  await page.getByTestId('profile-menu').click();
}

export async function signOut(page: Page): Promise<void> {
  await openProfileMenu(page);
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-card')).toBeVisible();
}

/** Switches theme and language through the profile menu (both persist in local storage). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => window.localStorage.getItem('eqa.theme'));
  if ((current ?? 'light') === theme) return;
  await openProfileMenu(page);
  await page.getByTestId('theme-switch').click();
  await page.keyboard.press('Escape');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
