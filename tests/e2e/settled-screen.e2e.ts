import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForSettledScreen } from './support/session';

/**
 * The wait before every axe check (support/axe.ts), on a page of its own: the contract page's menu
 * buttons mount after its loader, loading (disabled, grey), then fade to their colour; axe ran while
 * the loader showed and measured them mid-fade (contracts.e2e.ts, a colour-contrast failure on
 * contract-documents-menu and contract-legal-menu under load).
 */
test('the screen is settled only when the loader is gone and the part mounted after it has faded to its colour', async ({ page }) => {
  await page.setContent(`
    <!doctype html><html lang="en"><title>Settled screen</title>
    <style>
      button { color: rgb(21, 101, 192); background: #fff; border: 1px solid; font-size: 14px; transition: color 400ms linear; }
      button.loading { color: rgb(221, 221, 221); }
    </style>
    <main id="main"><div data-testid="page-loader" role="progressbar" aria-label="Loading"></div></main>
  `);
  // counts how often the page is looked at (a loader looked for, the animations listed)
  await page.evaluate(() => {
    const counted = window as unknown as { looks: number };
    counted.looks = 0;
    const querySelector = document.querySelector.bind(document);
    const getAnimations = document.getAnimations.bind(document);
    document.querySelector = ((selector: string) => {
      counted.looks += 1;
      return querySelector(selector);
    }) as typeof document.querySelector;
    document.getAnimations = () => {
      counted.looks += 1;
      return getAnimations();
    };
  });
  let done = false;
  let settledAt = '';
  const settled = waitForSettledScreen(page).then(async () => {
    done = true;
    settledAt = await page.evaluate(() => (document.querySelector('button') ? getComputedStyle(document.querySelector('button')!).color : 'no button'));
  });
  // looked at again and again while the loader shows, and still waiting
  await expect.poll(() => page.evaluate(() => (window as unknown as { looks: number }).looks)).toBeGreaterThan(3);
  expect(done).toBe(false);
  // the data arrives: the loader goes, the button mounts loading and fades to its colour
  await page.evaluate(() => {
    document.querySelector('[data-testid="page-loader"]')!.remove();
    const button = document.createElement('button');
    button.className = 'loading';
    button.textContent = 'Documents';
    document.getElementById('main')!.append(button);
    void getComputedStyle(button).color; // the loading colour is the transition’s start
    button.classList.remove('loading');
  });
  await settled;
  expect(settledAt).toBe('rgb(21, 101, 192)');
  await expectNoAxeViolations(page);
});

test('a region marked busy keeps the screen unsettled until it is done', async ({ page }) => {
  await page.setContent('<main><section aria-busy="true" aria-label="Results">…</section></main>');
  await expect(waitForSettledScreen(page, 1_000)).rejects.toThrow(/the screen settles/);
  await page.evaluate(() => document.querySelector('section')!.setAttribute('aria-busy', 'false'));
  await waitForSettledScreen(page);
});
