import type { Locator } from '@playwright/test';

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
