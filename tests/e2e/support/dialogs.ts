import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { navigate, PAIRWISE_DESKTOP, PAIRWISE_PHONE, switchSettings, waitForAnimations } from './session';

/**
 * The viewports of the dialog walk: the suite's desktop and the smallest phone the suite holds the
 * screens to (360 px; phone.e2e.ts). Every media query of the web is at a breakpoint and the first is
 * 600 px, so a phone of 360 and one of 390 px get the same document: a dialog that fits 360 px fits
 * 390 px.
 */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 360, height: 740 };

/** The page is no wider than the window (the root never scrolls sideways). */
export async function expectNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  expect(overflow, `${what}: the page is wider than the window by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * An open dialog fits the window and its content does not scroll sideways. The screen beneath is the
 * screens' own check (expectNoHorizontalOverflow: the lab's at phone width, the administration's at
 * tablet width, phone.e2e.ts).
 */
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
      innerWidth: window.innerWidth,
    };
  });
  const check = options.soft ? expect.soft : expect;
  check(fit.left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  check(fit.right, `${what}: right edge`).toBeLessThanOrEqual(fit.innerWidth);
  check(fit.contentOverflow, `${what}: content scrolls sideways`).toBeLessThanOrEqual(0);
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
  /**
   * Leaves it open, back in the first variant (desktop, light, English): for a dialog a test goes on
   * to use after the walk (one holding what the test typed or the test's own data).
   */
  leaveOpen?: boolean;
}

type Width = 'desktop' | 'phone';
type Variant = readonly [Width, 'light' | 'dark', 'en' | 'hu'];

/**
 * The variants of a dialog: the four that hold every pair of the three choices (width × theme, width ×
 * language, theme × language: each of the twelve pairs once), the desktop's two first. A dialog is
 * walked from the width the tab is at (desktop-first, or these backwards from the phone), so a walk of
 * many dialogs changes the width once per dialog and never goes back to where it began.
 */
const VARIANTS: readonly Variant[] = [
  ...PAIRWISE_DESKTOP.map(([theme, language]) => ['desktop', theme, language] as const),
  ...PAIRWISE_PHONE.map(([theme, language]) => ['phone', theme, language] as const),
];

const widthOf = (page: Page): Width => ((page.viewportSize()?.width ?? DESKTOP.width) < 600 ? 'phone' : 'desktop');

/**
 * Opens the dialog and checks it in the four variants (VARIANTS): axe-core (WCAG 2.1 AA) narrowed to the
 * dialog, in full at the first variant of each width (a phone's layout is another document: cards for
 * grids, full-screen dialogs) and the rules a theme or language can change at the other (axe.ts
 * `variant`); at phone width the dialog fits the window and nothing in it scrolls sideways. The dialog
 * opens at the width the tab is at, as a user of that width opens it. Soft assertions: one run names
 * every dialog's findings. Ends closed, in the last variant (`resetVariant` goes back to the desktop,
 * light and English), or open in the first (`leaveOpen`).
 */
export async function auditDialog(page: Page, dialogCase: DialogCase): Promise<void> {
  await test.step(dialogCase.name, async () => {
    const variants = widthOf(page) === 'desktop' ? VARIANTS : [...VARIANTS].reverse();
    const [, firstTheme, firstLanguage] = variants[0]!;
    // the settings of the first variant before the dialog opens: the switch re-renders the screen beneath
    await switchSettings(page, firstTheme, firstLanguage);
    if (dialogCase.path !== undefined) await navigate(page, dialogCase.path);
    await dialogCase.open(page);
    const dialog = dialogCase.dialog(page);
    await expect(dialog).toBeVisible();
    const include = await narrowTo(dialog);
    let width: Width | null = null;
    for (const [viewport, theme, language] of variants) {
      const full = viewport !== width;
      if (width !== null && viewport !== width) await page.setViewportSize(viewport === 'phone' ? PHONE : DESKTOP);
      width = viewport;
      await switchSettings(page, theme, language);
      await expect(dialog).toBeVisible();
      const label = `${dialogCase.name} ${viewport} ${theme} ${language}`;
      if (viewport === 'phone') await expectDialogFits(page, dialog, label, { soft: true });
      await expectNoAxeViolations(page, { include, soft: true, variant: !full, label });
    }
    if (dialogCase.leaveOpen) {
      await resetVariant(page);
      await expect(dialog).toBeVisible();
      return;
    }
    if (dialogCase.close) await dialogCase.close(page);
    else await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The focus goes back to the opener, whose tooltip opens on keyboard focus a moment later, and the
    // pointer may rest on something with a tooltip: either may lie over the next dialog's button (it
    // took the survey's Validate under load). Once the focus is back it leaves the opener, and the
    // pointer goes aside: no tooltip stays open or opens later.
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement?.closest('[role="dialog"]') == null), { timeout: 2_000 })
      .toBe(true)
      .catch(() => undefined);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
}

/** Back to the desktop, light and English after a walk of dialogs. */
export async function resetVariant(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await switchSettings(page, 'light', 'en');
}

/** A selector of the dialog for axe's `include`: its test id, else every open dialog. */
async function narrowTo(dialog: Locator): Promise<string> {
  const testId = await dialog.getAttribute('data-testid');
  return testId ? `[data-testid="${testId}"]` : '[role="dialog"]';
}
