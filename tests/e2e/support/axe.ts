import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForSettledScreen } from './session';

/** WCAG 2.1 A and AA, the level the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheckOptions {
  /** Narrows the check to a region, e.g. an open dialog. */
  include?: string;
  /** A soft assertion: the test goes on and fails at its end (to name every screen's violations in one run). */
  soft?: boolean;
  /** Names the page and state in the failure message. */
  label?: string;
}

/**
 * Runs axe-core on the page once it has settled (waitForSettledScreen: nothing loading, no transition
 * running; a colour measured mid-fade is neither state's) and fails with the violations (rule,
 * impact, first targets). A string option is `include`.
 */
export async function expectNoAxeViolations(page: Page, options: string | AxeCheckOptions = {}): Promise<void> {
  const { include, soft, label } = typeof options === 'string' ? { include: options } : options;
  await waitForSettledScreen(page);
  // - axe.run in the page itself (legacy mode): the default runs axe per frame and gathers the results
  //   in a blank page it opens for each check, a new renderer each time (1–2 s a check under load,
  //   0.5 s in the page); the web has no frames of another origin, the one thing legacy mode skips;
  // - only the violations are detailed, not every node that passed. `options` replaces the options
  //   object, so it comes before `withTags`, which adds the rules to run to it.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
  const message = `axe-core WCAG 2.1 AA violations${label ? ` (${label})` : ''}`;
  if (soft) expect.soft(summary, message).toEqual([]);
  else expect(summary, message).toEqual([]);
}
