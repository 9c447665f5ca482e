import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { navigate, switchSettings, waitForAnimations } from './session';

/** The viewports of the dialog walk: the suite's desktop and a phone (below the web's first breakpoint, 600 px). */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** The page is no wider than the window (the root never scrolls sideways). */
export async function expectNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  expect(overflow, `${what}: the page is wider than the window by ${overflow} px`).toBeLessThanOrEqual(0);
}

/** An open dialog fits the window and its content does not scroll sideways. */
export async function expectDialogFits(page: Page, dialog: Locator, what: string, options: { soft?: boolean } = {}): Promise<void> {
  await expect(dialog).toBeVisible();
  await waitForAnimations(page);
  // role=dialog is the paper itself; a test id sits on the dialog's root around it
  const paper = dialog.locator('xpath=descendant-or-self::*[contains(@class, "MuiDialog-paper")]').first();
  const fit = await paper.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const content = element.querySelector('.MuiDialogContent-root');
    return {
      left: box.left,
      right: box.right,
      contentOverflow: content ? content.scrollWidth - content.clientWidth : 0,
      pageOverflow: (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
      innerWidth: window.innerWidth,
    };
  });
  const check = options.soft ? expect.soft : expect;
  check(fit.left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  check(fit.right, `${what}: right edge`).toBeLessThanOrEqual(fit.innerWidth);
  check(fit.contentOverflow, `${what}: content scrolls sideways`).toBeLessThanOrEqual(0);
  check(fit.pageOverflow, `${what}: the page is wider than the window`).toBeLessThanOrEqual(0);
}

/** A dialog of the walk: where it opens from, how, and what it is once open. */
export interface DialogCase {
  /** Names the dialog in the failures. */
  name: string;
  /** The screen it opens from (reached inside the running app, `navigate`), or none to stay on the current one. */
  path?: string;
  /** Opens it on that screen (the screen has loaded once `open` begins only if `open` waits for it). */
  open: (page: Page) => Promise<void>;
  /** The open dialog (its root or its paper; the axe check is narrowed to it). */
  dialog: (page: Page) => Locator;
  /** Closes it (default: Escape, as its user would); must leave no dialog of its own open. */
  close?: (page: Page) => Promise<void>;
}

type Variant = readonly ['desktop' | 'phone', 'light' | 'dark', 'en' | 'hu'];

/**
 * The eight variants, one setting changed from each to the next (a theme or language switch re-renders
 * the app in place; a new width lays it out anew): desktop light-en → dark-en → dark-hu → light-hu, then
 * the phone back the same way round.
 */
const VARIANTS: readonly Variant[] = [
  ['desktop', 'light', 'en'],
  ['desktop', 'dark', 'en'],
  ['desktop', 'dark', 'hu'],
  ['desktop', 'light', 'hu'],
  ['phone', 'light', 'hu'],
  ['phone', 'dark', 'hu'],
  ['phone', 'dark', 'en'],
  ['phone', 'light', 'en'],
];

/**
 * Opens the dialog once and checks it in every variant: axe-core (WCAG 2.1 AA) narrowed to the dialog,
 * in full at the first variant of each width (the phone's layout is another document: cards for grids,
 * full-screen dialogs) and the rules a theme or language can change in the others (axe.ts `variant`);
 * at phone width the dialog fits the window and nothing in it scrolls sideways. Soft assertions: one
 * run names every dialog's findings. Ends closed, on the desktop, light and English.
 */
export async function auditDialog(page: Page, dialogCase: DialogCase): Promise<void> {
  await test.step(dialogCase.name, async () => {
    if (dialogCase.path !== undefined) await navigate(page, dialogCase.path);
    await dialogCase.open(page);
    const dialog = dialogCase.dialog(page);
    await expect(dialog).toBeVisible();
    const include = await narrowTo(dialog);
    let width: Variant[0] = 'desktop';
    for (const [viewport, theme, language] of VARIANTS) {
      const full = viewport !== width || (theme === 'light' && language === 'en' && viewport === 'desktop');
      if (viewport !== width) {
        await page.setViewportSize(viewport === 'phone' ? PHONE : DESKTOP);
        width = viewport;
      }
      await switchSettings(page, theme, language);
      await expect(dialog).toBeVisible();
      const label = `${dialogCase.name} ${viewport} ${theme} ${language}`;
      if (viewport === 'phone') await expectDialogFits(page, dialog, label, { soft: true });
      await expectNoAxeViolations(page, { include, soft: true, variant: !full, label });
    }
    await page.setViewportSize(DESKTOP);
    await switchSettings(page, 'light', 'en');
    if (dialogCase.close) await dialogCase.close(page);
    else await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

/** A selector of the dialog for axe's `include`: its test id, else every open dialog. */
async function narrowTo(dialog: Locator): Promise<string> {
  const testId = await dialog.getAttribute('data-testid');
  return testId ? `[data-testid="${testId}"]` : '[role="dialog"]';
}
