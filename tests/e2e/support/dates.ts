import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types a date ('2017-11-06') or a date and time ('2017-11-06T08:00') into a date field of the app
 * (an MUI picker; the test id is on its input) section by section, as a user does, in the order of
 * the interface language: en 06/11/2017 08:00, hu 2017. 11. 06. 08:00 (app/date-pickers.tsx).
 */
export async function typeDate(input: Locator, value: string): Promise<void> {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!parts) throw new Error(`typeDate: not a date: ${value}`);
  const [, year, month, day, hours, minutes] = parts;
  const page = input.page();
  const hungarian = (await page.evaluate(() => document.documentElement.lang)) === 'hu';
  const date = hungarian ? `${year}${month}${day}` : `${day}${month}${year}`;
  // the input's parent holds the sections (spinbuttons); the first one starts the typing
  await input.locator('xpath=..').getByRole('spinbutton').first().click();
  await page.keyboard.type(hours === undefined ? date : `${date}${hours}${minutes}`);
}

/**
 * Picks a demo date ('2017-07-20') through the lab page's menu, as a user does: the date is kept in
 * this browser (local storage) and sent with every call; the page reloads as of that day.
 */
export async function pickDemoDate(page: Page, day: string): Promise<void> {
  await page.getByTestId('lab-menu').click();
  await page.getByTestId('demo-date-menu').click();
  await expect(page.getByTestId('demo-date-dialog')).toBeVisible();
  await typeDate(page.getByTestId('demo-date-input'), day);
  await page.getByTestId('demo-date-set').click();
  await expect(page.getByTestId('demo-date-dialog')).toBeHidden();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}
