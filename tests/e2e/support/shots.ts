import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for people to look at (`E2E_SCREENSHOTS=1 pnpm --filter @eqa/e2e e2e`, into
 * tests/e2e/screenshots/): nothing in the suite compares them, so a plain run takes none, and the
 * helpers that exist only to take them (a reload per theme and language) do nothing (issue 37). The
 * screens the suite does compare use toHaveScreenshot.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

type ShotOptions = Parameters<Page['screenshot']>[0] & Parameters<Locator['screenshot']>[0] & { path: string };

/** Takes the screenshot when screenshots are wanted (see screenshotsWanted). */
export async function shoot(target: Page | Locator, options: ShotOptions): Promise<void> {
  if (screenshotsWanted) await target.screenshot(options);
}
