import { expect, type Locator, type Page } from '@playwright/test';
import { waitForAnimations } from './session';
import { screenshotsWanted, shoot } from './shots';

/** The card of a parameter on the survey form (a region named after the parameter). */
export function parameterCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The controls of one parameter card for the selected result group. */
export function parameterControls(card: Locator) {
  const row = (sample: number) => card.locator('[data-testid^="parameter-row-"]').nth(sample);
  return {
    /** The numeric result input of the n-th sample (0-based). */
    result: (sample: number) => row(sample).locator('input[data-testid^="value-"][data-testid$="-result"]'),
    /** The unit drop-down of the n-th sample. */
    unit: (sample: number) => row(sample).locator('[data-testid^="unit-"][data-testid$="-result"]'),
    /** The converted value shown beside the n-th sample's result. */
    converted: (sample: number) => row(sample).locator('[data-testid^="converted-"][data-testid$="-result"]'),
    /** A drop-down (nominal select) context value, e.g. 'method'. */
    select: (dimensionId: string) => card.locator(`[data-testid^="value-"][data-testid$="-g-${dimensionId}"]`),
    /** The searchable list (autocomplete) of a nominal context value. */
    searchable: (dimensionId: string) => card.locator(`input[data-testid^="value-"][data-testid$="-g-${dimensionId}"]`),
    /** A text context value, e.g. 'comment'. */
    text: (dimensionId: string) => card.locator(`textarea[data-testid^="value-"][data-testid$="-g-${dimensionId}"]`),
  };
}

/** Waits until the autosave has sent everything (no draft left, nothing in flight). */
export async function waitForSaved(page: Page): Promise<void> {
  const state = page.getByTestId('save-state');
  await expect(state).toHaveAttribute('data-pending', '0', { timeout: 20_000 });
  await expect(state).toHaveAttribute('data-state', 'idle');
}

/** Picks an option of the open drop-down or list by its visible name. */
export async function pickOption(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('option', { name, exact: typeof name === 'string' }).click();
}

/** Opens the survey page's speed dial and runs one of its actions. */
export async function speedDial(page: Page, action: 'instructions' | 'history' | 'downloads' | 'preview'): Promise<void> {
  // A dialog that opens by itself (the one-time hint) can take the focus and close the open speed
  // dial between the two clicks: open it again until the action is reached.
  await expect(async () => {
    await page.getByTestId('survey-speed-dial').click({ timeout: 5_000 });
    await page.getByTestId(`speed-dial-${action}`).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * A full-page screenshot from the top of the page with no hover tooltip (the sticky app bar and the
 * fixed speed dial would otherwise be drawn where the page was scrolled to).
 */
export async function pageShot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  await page.mouse.move(1, 1);
  // a focused button keeps its tooltip open (e.g. the profile menu after switching the theme)
  await page.evaluate('document.activeElement instanceof HTMLElement && document.activeElement.blur(); window.scrollTo(0, 0)');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0); // menus and drop-downs closed
  await shoot(page, { path: `screenshots/${name}.png`, fullPage: true });
}

/**
 * A screenshot of what the window shows with a dialog (or a menu) open (a full-page one would draw
 * the modal's backdrop over the first screen only), with no hover tooltip or focus ring.
 */
export async function dialogShot(page: Page, name: string, options: { menuOpen?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  await page.mouse.move(1, 1);
  await page.evaluate('document.activeElement instanceof HTMLElement && document.activeElement.blur()');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // menus and drop-downs closed, unless the shot is of an open menu
  if (!options.menuOpen) await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  // the dialog's fade-in and the closed menu's fade-out have ended (spinners run on)
  await waitForAnimations(page);
  await shoot(page, { path: `screenshots/${name}.png` });
}
