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

// the dialog is named by its whole title bar: the title, then the close icon and the tabs
const productDialog = () => screen.findByRole('dialog', { name: (name) => name.startsWith(en.config.products.dialog.newTitle({ year: YEAR })) });
const shortName = () => screen.getByRole('textbox', { name: en.config.products.dialog.shortName() });
const discardQuestion = () => screen.queryByRole('dialog', { name: en.config.products.dialog.discardTitle() });
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
    await user.type(shortName(), 'GLU-1');

    await user.click(closeButton());
    const question = await screen.findByRole('dialog', { name: en.config.products.dialog.discardTitle() });
    expect(question).toHaveTextContent(en.config.products.dialog.discardQuestion());
    await user.click(screen.getByRole('button', { name: en.actions.cancel() }));

    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(shortName()).toHaveValue('GLU-1');
    expect(location.current).toBe(`${LIST}/new`);
  });

  it('asks on Escape and on the close icon too, and leaves when the user discards', async () => {
    const { user, location } = openNewProduct();
    await productDialog();
    await user.type(shortName(), 'GLU-1');

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: en.config.products.dialog.discardTitle() })).toBeVisible();
    // Escape in the question closes the question only
    await user.keyboard('{Escape}');
    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(location.current).toBe(`${LIST}/new`);

    await user.click(screen.getByTestId('product-close'));
    await screen.findByRole('dialog', { name: en.config.products.dialog.discardTitle() });
    await user.click(screen.getByRole('button', { name: en.config.products.dialog.discard() }));
    expect(location.current).toBe(LIST);
  });

  it('closes without asking once the change is undone', async () => {
    const { user, location } = openNewProduct();
    await productDialog();
    await user.type(shortName(), 'G');
    await user.clear(shortName());

    await user.click(closeButton());
    expect(discardQuestion()).toBeNull();
    expect(location.current).toBe(LIST);
  });
});
