// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLATFORM_CONFIG } from '../../platform/platform-config';
import { en, orgAdminProfile, renderScreen } from '../../../testing/render';
import { serverFailure, type StubAnswer } from '../../../testing/trpc-stub';
import { configPaths } from '../config-paths';
import { ProductDialog, type Product } from './product-dialog';

const YEAR = 2026;
const ORG_ID = 10;
const LIST = configPaths.productYear(YEAR);

/** The new-product dialog of the year, opened from the year's product list. */
function openNewProduct() {
  return openProduct(null, `${LIST}/new`);
}

/** A saved survey product of the year (one survey, one price in forints). */
const PRODUCT: Product = {
  id: 5,
  year: YEAR,
  type: 'survey',
  productGroupId: 1,
  productGroup: { id: 1, name: { en: 'Clinical chemistry' }, ordinal: 1 },
  shortName: 'KK',
  ordinal: 1,
  localeId: null,
  name: { en: 'Clinical chemistry' },
  description: null,
  countries: ['HU'],
  minRounds: null,
  extraEvaluationAvailable: false,
  hidden: false,
  rounds: [],
  surveys: [{ id: 7, schemeVersion: { id: 3, name: { en: 'Clinical chemistry, edition 2' } }, scheme: { id: 2, shortName: 'KK' }, round: { id: 4, name: '2026/1' } }],
  variants: [],
  options: [],
  prices: [{ id: 9, type: 'survey', currencyId: 'HUF', paper: false, variantId: null, value: 25000, discountValue: 0, extraEvaluationValue: 0, minRounds: null, vatRate: 27 }],
  schemes: [{ id: 2, shortName: 'KK' }],
  copiedFromProductId: null,
  deletable: true,
};

function openProduct(product: Product | null, path: string, update: StubAnswer<'config.products.update'> = () => PRODUCT) {
  return renderScreen(<ProductDialog year={YEAR} product={product} />, {
    path,
    profile: orgAdminProfile({ org: { id: ORG_ID, name: 'Quality Control Org', shortName: 'QCO' } }),
    api: {
      'orgs.get': () => ({
        id: ORG_ID,
        name: 'Quality Control Org',
        shortName: 'QCO',
        locales: DEFAULT_PLATFORM_CONFIG.locales,
        countries: product ? [{ id: 'HU', name: { en: 'Hungary' }, currency: { id: 'HUF', symbol: 'Ft', decimals: 0 } }] : [],
        orderingDisabled: false,
      }),
      'config.products.groups': () => ({ items: [], total: 0 }),
      'config.rounds.list': () => ({ items: [], total: 0 }),
      'config.surveys.list': () => ({ items: [], total: 0 }),
      'config.products.update': update,
    },
  });
}

// found by their words, not by role and name: naming the product dialog walks its whole title bar
// (title, close icon, tabs), which is slow in a DOM without layout
const productDialog = () => screen.findByRole('heading', { name: en.config.products.dialog.newTitle({ year: YEAR }) });
const shortName = () => screen.getByLabelText(en.config.products.dialog.shortName(), { exact: false });
const discardQuestion = () => screen.queryByText(en.forms.discard.question());
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

  it('asks before losing a change; Keep editing goes back with what was typed', async () => {
    const { user, location } = openNewProduct();
    await productDialog();
    await user.type(shortName(), 'G');

    await user.click(closeButton());
    const question = await screen.findByRole('dialog', { name: en.forms.discard.title() });
    expect(question).toHaveTextContent(en.forms.discard.question());
    await user.click(screen.getByRole('button', { name: en.forms.discard.keepEditing() }));

    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(shortName()).toHaveValue('G');
    expect(location.current).toBe(`${LIST}/new`);
  });

  it('asks on Escape and on the close icon too, and leaves when the user discards', async () => {
    const { user, location } = openNewProduct();
    await productDialog();
    await user.type(shortName(), 'G');

    await user.keyboard('{Escape}');
    expect(await screen.findByText(en.forms.discard.question())).toBeVisible();
    // Escape in the question closes the question only
    await user.keyboard('{Escape}');
    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(location.current).toBe(`${LIST}/new`);

    await user.click(screen.getByTestId('product-close'));
    await screen.findByText(en.forms.discard.question());
    await user.click(screen.getByRole('button', { name: en.forms.discard.confirm() }));
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

describe('the product dialog’s form (forms kit)', () => {
  const editPath = `${LIST}/${PRODUCT.id}`;
  const save = () => screen.getByTestId('product-save');

  it('shows the first broken rule above the tabs and under its field, in words, and sends nothing', async () => {
    const update = vi.fn(() => PRODUCT);
    const { user, inputsOf } = openProduct(PRODUCT, editPath, update);
    await screen.findByRole('heading', { name: 'Clinical chemistry' });
    await user.clear(shortName());

    await user.click(save());
    expect(await screen.findByTestId('product-error')).toHaveTextContent(en.config.products.dialog.fix({ field: en.requiredField() }));
    expect(shortName()).toHaveAttribute('aria-invalid', 'true');
    expect(shortName()).toHaveAccessibleDescription(en.requiredField());
    expect(inputsOf('config.products.update')).toEqual([]);

    // fixing the field clears its error
    await user.type(shortName(), 'KK2');
    await waitFor(() => expect(screen.queryByTestId('product-error')).toBeNull());
  });

  it('puts a 422 of the server under its field, translated with its values, and keeps what was typed', async () => {
    const { user, inputsOf, location } = openProduct(PRODUCT, editPath, () => {
      throw serverFailure(AppError.constraint('shortName', 'config.refusals.productNameTaken', 'config.refusals.productNameTaken', { shortName: 'GLU', year: YEAR }));
    });
    await screen.findByRole('heading', { name: 'Clinical chemistry' });
    await user.clear(shortName());
    await user.type(shortName(), 'GLU');

    await user.click(save());
    const refusal = en.config.refusals.productNameTaken({ shortName: 'GLU', year: YEAR });
    await waitFor(() => expect(shortName()).toHaveAccessibleDescription(refusal));
    expect(screen.getByTestId('product-error')).toHaveTextContent(en.config.products.dialog.fix({ field: refusal }));
    expect(shortName()).toHaveValue('GLU');
    expect(inputsOf('config.products.update')).toMatchObject([{ orgId: ORG_ID, id: PRODUCT.id, shortName: 'GLU', prices: [{ currencyId: 'HUF', value: 25000 }] }]);
    expect(location.current).toBe(editPath);
  });

  it('opens the tab of a price the server refused and marks it', async () => {
    const { user } = openProduct(PRODUCT, editPath, () => {
      throw serverFailure(AppError.constraint('prices.0', 'duplicatePrice', 'duplicatePrice'));
    });
    await screen.findByRole('heading', { name: 'Clinical chemistry' });
    await user.type(shortName(), 'X');

    await user.click(save());
    expect(await screen.findByTestId('product-error')).toHaveTextContent(en.config.products.dialog.duplicatePrice());
    await waitFor(() => expect(screen.getByTestId('product-tab-prices')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByTestId('product-price-0-value')).toHaveValue('25000');
  });
});
