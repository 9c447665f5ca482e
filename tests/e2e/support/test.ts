import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * The browser tests' `test`: Playwright's, with every context recording the notifications the page
 * shows (recordNotifications). The snackbar hides after the spec's 1000 ms, and an assertion polled
 * from the test process (every 100–1000 ms, longer on a loaded machine) can miss a message that came
 * and went between two looks; the page records each one as it appears, and expectNotification reads
 * the record. A context a test makes itself comes from newContext below.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordNotifications);
    await use(context);
  },
});

export { expect };

/** A new context of `browser` that records notifications like the test's own. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(recordNotifications);
  return context;
}

declare global {
  interface Window {
    /** The texts of the notifications shown since the document loaded, oldest first, not yet read by a test. */
    __eqaNotifications?: string[];
  }
}

/** Runs in the page before its scripts: records the text of every notification (data-testid="notification") that appears. */
function recordNotifications(): void {
  const shown: string[] = [];
  const recorded = new WeakMap<Element, string>();
  window.__eqaNotifications = shown;
  const record = () => {
    for (const element of Array.from(document.querySelectorAll('[data-testid="notification"]'))) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text === '' || recorded.get(element) === text) continue;
      recorded.set(element, text);
      shown.push(text);
    }
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until a notification with the text (a part of it, or matching the pattern) has been shown since
 * the last one a test read, and marks it and the ones before it read: two saves with the same message
 * need two notifications.
 */
export async function expectNotification(page: Page, text: string | RegExp, options: { timeout?: number } = {}): Promise<void> {
  const wanted = typeof text === 'string' ? { text: text.replace(/\s+/g, ' ').trim() } : { source: text.source, flags: text.flags };
  await expect
    .poll(
      () =>
        page.evaluate((want) => {
          const shown = window.__eqaNotifications;
          if (!shown) throw new Error('this page records no notifications: make its context with newContext (support/test.ts)');
          const matches = (message: string) => ('text' in want ? message.includes(want.text ?? '') : new RegExp(want.source ?? '', want.flags).test(message));
          const index = shown.findIndex(matches);
          // what was shown, and when this document loaded (a reload in between starts the record again)
          if (index < 0) return `${shown.join(' | ') || '(none)'} [document loaded ${new Date(performance.timeOrigin).toISOString()}]`;
          shown.splice(0, index + 1);
          return true;
        }, wanted),
      { message: `a notification with ${String(text)} (the ones shown since the last read follow)`, timeout: options.timeout },
    )
    .toBe(true);
}
