// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import { AnnualSummaries } from './annual-summaries';

/** An answer that never comes: the screen stays in its first load. */
const pending = () => new Promise<never>(() => undefined);

describe('AnnualSummaries while the years load', () => {
  it('shows a busy region named Loading…, and no list holds anything but its items', async () => {
    renderScreen(<AnnualSummaries labId={5} orgIds={[10]} single />, {
      profile: orgAdminProfile(),
      api: { 'labs.get': pending, 'orders.annualSummaries': pending },
    });
    const loading = await screen.findByTestId('orders-summaries-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveAttribute('role', 'progressbar');
    expect(loading).toHaveAccessibleName(en.loading());
    // the placeholders are no list items: a list around them fails WCAG 1.3.1 (axe's `list` rule)
    for (const list of Array.from(document.querySelectorAll('ul, ol'))) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
  });
});
