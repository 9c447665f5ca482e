import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForSettledScreen } from './session';

/** WCAG 2.1 A and AA, the level the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Label in name (WCAG 2.5.3, level A): a control's name contains its visible text. axe marks the rule
 * experimental and leaves it off under the tags; the product promises it (issue 32: the avatar button),
 * so every check turns it on.
 */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * The WCAG rules whose outcome a theme or a language can change on a screen already checked in full:
 * the colours, the texts that name things (every name, label and title is translated), the page's
 * language, and the layout longer texts make (a region that overflows must be reachable). The rest of
 * the 69 (ARIA attributes and roles, list and table structure, ids, media, meta) read the structure,
 * which is the same document in every theme and language. A check of another theme or language on
 * the same screen runs these (`variant`); about half the time of a full check.
 */
const VARIANT_RULES = [
  'color-contrast',
  'link-in-text-block',
  'area-alt',
  'aria-command-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  LABEL_IN_NAME,
  'link-name',
  'object-alt',
  'role-img-alt',
  'scrollable-region-focusable',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
];

export interface AxeCheckOptions {
  /** Narrows the check to a region, e.g. an open dialog. */
  include?: string;
  /** A soft assertion: the test goes on and fails at its end (to name every screen's violations in one run). */
  soft?: boolean;
  /** Names the page and state in the failure message. */
  label?: string;
  /**
   * Another theme or language of a screen this test checked in full: only the rules a variant can
   * change (VARIANT_RULES).
   */
  variant?: boolean;
}

/**
 * Runs axe-core on the page once it has settled (waitForSettledScreen: nothing loading, no transition
 * running; a colour measured mid-fade is neither state's) and fails with the violations (rule,
 * impact, first targets). A string option is `include`.
 */
export async function expectNoAxeViolations(page: Page, options: string | AxeCheckOptions = {}): Promise<void> {
  const { include, soft, label, variant } = typeof options === 'string' ? { include: options } : options;
  await waitForSettledScreen(page);
  // - axe.run in the page itself (legacy mode): the default runs axe per frame and gathers the results
  //   in a blank page it opens for each check, a new renderer each time (1–2 s a check under load,
  //   0.5 s in the page); the web has no frames of another origin, the one thing legacy mode skips;
  // - only the violations are detailed, not every node that passed. `options` replaces the options
  //   object, so it comes before `withTags`, which adds the rules to run to it.
  // - axe-core once per document: the builder evaluates its source (570 kB, twice in legacy mode) in
  //   the page at every check, sent over the protocol and compiled each time; a document that has it
  //   already (the app moves between screens without reloading) gets an empty statement instead
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  let builder = new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) })
    .options({ resultTypes: ['violations'], rules: { [LABEL_IN_NAME]: { enabled: true } } })
    .setLegacyMode(true);
  builder = variant ? builder.withRules(VARIANT_RULES) : builder.withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    // what axe measured on the first (a contrast's colours and ratio): a failure says why without a rerun
    why: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 300),
  }));
  const message = `axe-core WCAG 2.1 AA violations${label ? ` (${label})` : ''}`;
  if (soft) expect.soft(summary, message).toEqual([]);
  else expect(summary, message).toEqual([]);
}
