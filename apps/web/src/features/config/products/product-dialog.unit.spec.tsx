// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_CONFIG } from '../../platform/platform-config';
import { en, orgAdminProfile, renderScreen } from '../../../testing/render';
import { configPaths } from '../config-paths';
import { ProductDialog } from './product-dialog';

const YEAR = 2026;
const ORG_ID = 10;
const LIST = configPaths.productYear(YEAR);

/** The new-product dialog of the year, opened from the year's product list. */
function openNewProduct() {
  const screenApi = renderScreen(<ProductDialog year={YEAR} product={null} />, {
    path: `${LIST}/new`,
    profile: orgAdminProfile({ org: { id: ORG_ID, name: 'Quality Control Org', shortName: 'QCO' } }),
    api: {
      'orgs.get': () => ({ id: ORG_ID, name: 'Quality Control Org', shortName: 'QCO', locales: DEFAULT_PLATFORM_CONFIG.locales, countries: [], orderingDisabled: false }),
      'config.products.groups': () => ({ items: [], total: 0 }),
      'config.rounds.list': () => ({ items: [], total: 0 }),
      'config.surveys.list': () => ({ items: [], total: 0 }),
    },
  });
  return screenApi;
}

// found by their words, not by role and name: naming the product dialog walks its whole title bar
// (title, close icon, tabs), which is slow in a DOM without layout
const productDialog = () => screen.findByRole('heading', { name: en.config.products.dialog.newTitle({ year: YEAR }) });
const shortName = () => screen.getByLabelText(en.config.products.dialog.shortName(), { exact: false });
const discardQuestion = () => screen.queryByText(en.config.products.dialog.discardQuestion());
/** The dialog's Close button (the close icon in its title has the same name). */
const closeButton = () => screen.getByTestId('product-cancel');

describe('the product dialog’s unsaved-change guard', () => {
  it('closes at once while nothing was changed', async () => {
    const { user, location } = openNewProduct();
    await productDialog();

    await user.click(closeButton());
    expect(discardQuestion()).toBeNull();
    expect(location.current).toBe(LIST);
  });

  it('asks before losing a change; Cancel keeps editing with what was typed', async () => {
    const { user, location } = openNewProduct();
    await productDialog();
    await user.type(shortName(), 'G');

    await user.click(closeButton());
    const question = await screen.findByRole('dialog', { name: en.config.products.dialog.discardTitle() });
    expect(question).toHaveTextContent(en.config.products.dialog.discardQuestion());
    await user.click(screen.getByRole('button', { name: en.actions.cancel() }));

    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(shortName()).toHaveValue('G');
    expect(location.current).toBe(`${LIST}/new`);
  });

  it('asks on Escape and on the close icon too, and leaves when the user discards', async () => {
    const { user, location } = openNewProduct();
    await productDialog();
    await user.type(shortName(), 'G');

    await user.keyboard('{Escape}');
    expect(await screen.findByText(en.config.products.dialog.discardQuestion())).toBeVisible();
    // Escape in the question closes the question only
    await user.keyboard('{Escape}');
    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(location.current).toBe(`${LIST}/new`);

    await user.click(screen.getByTestId('product-close'));
    await screen.findByText(en.config.products.dialog.discardQuestion());
    await user.click(screen.getByRole('button', { name: en.config.products.dialog.discard() }));
    expect(location.current).toBe(LIST);
  });

  it('closes without asking once the change is undone', async () => {
    const { user, location } = openNewProduct();
    await productDialog();
    const field = shortName();
    await user.type(field, 'G');
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('');

    await user.click(closeButton());
    expect(discardQuestion()).toBeNull();
    expect(location.current).toBe(LIST);
  });
});
