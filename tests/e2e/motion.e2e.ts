import { expect, test } from './support/test';

/**
 * Less motion (WCAG 2.3.3): when the system asks for it, the web runs no transitions and no ripples
 * (the browser tests ask for it, playwright.config.ts); by default both are there.
 */
for (const [reducedMotion, motion] of [
  ['reduce', false],
  ['no-preference', true],
] as const) {
  test(`prefers-reduced-motion ${reducedMotion}: dialogs ${motion ? 'fade in' : 'appear at once'}, buttons ${motion ? 'ripple' : 'keep an outline for the keyboard focus'}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/');
    await expect(page.getByTestId('login-card')).toBeVisible();
    // a press on a button starts its ripple (mounted at the first press), released outside it: no click
    await page.getByTestId('login-register').hover();
    await page.mouse.down();
    if (motion) await expect(page.getByTestId('login-register').locator('.MuiTouchRipple-root')).toHaveCount(1);
    else expect(await page.getByTestId('login-register').locator('.MuiTouchRipple-root').count()).toBe(0);
    await page.mouse.move(0, 0);
    await page.mouse.up();

    await page.getByTestId('login-about').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const fade = await page.locator('.MuiDialog-container').evaluate((element) => getComputedStyle(element).transitionDuration);
    if (motion) expect(fade).toBe('0.225s');
    else expect(Number.parseFloat(fade)).toBeLessThan(0.001);

    if (!motion) {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Tab from the user name to the first button: its focus shows as an outline (no focus ripple)
      await page.getByTestId('login-username').focus();
      const onButton = () => page.evaluate(() => document.activeElement?.classList.contains('MuiButtonBase-root') ?? false);
      for (let presses = 0; presses < 6 && !(await onButton()); presses += 1) await page.keyboard.press('Tab');
      expect(await onButton()).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    }
  });
}
