import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './session';

/** The administrator's dialog walk (dialogs-admin.e2e.ts, dialogs-admin-2.e2e.ts): its small helpers. */

/** Signs the administrator in (one tab for the whole walk), the one-time 'latest results' hint answered whenever it shows. */
export async function signInAdminForDialogs(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('latest-results-hint'), async () => {
    await page.getByTestId('latest-results-hint-ok').click();
  });
  await signIn(page, 'admin');
}

/** The open dialog of that test id (the screens' walk's `byTestId`). */
export { byTestId as dialogById } from './a11y';

/** Clicks the first visible and enabled element (a row's action that is off, an item in use, is passed over). */
export async function clickFirst(locator: Locator): Promise<void> {
  // not `:enabled`, which only form controls match (a list item button is a div)
  const target = locator.filter({ visible: true }).and(locator.page().locator(':not([disabled], [aria-disabled="true"])')).first();
  await target.click();
}

/**
 * Closes a dialog opened from another dialog (Escape closes the topmost one only), then that one with
 * its own close button (`outerClose`): focus is back on the opener, which may be a grid's cell, where
 * Escape belongs to the grid.
 */
export const closeNested = (inner: string, outer: string, outerClose: string) => async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(inner)).toBeHidden();
  await page.getByTestId(outerClose).click();
  await expect(page.getByTestId(outer)).toBeHidden();
};

/** Types into a field so that a Save that asks a question appears (nothing is sent until the question is answered). */
export async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  const field = page.getByTestId(testId);
  await expect(field).toBeEditable();
  await field.fill(`${await field.inputValue()}${text}`);
}

export const byPrefix = (page: Page | Locator, prefix: string) => page.locator(`[data-testid^="${prefix}"]`);

