// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import { serverFailure, type ProcedureInput, type ProcedureOutput, type StubAnswer } from '../../testing/trpc-stub';
import { CheckoutDialog } from './checkout-dialog';

const YEAR = 2017;
const INPUT = { labId: 5, orgId: 10, year: YEAR };

const STATE: ProcedureOutput<'checkout.state'> = {
  allowed: true,
  disabledReason: null,
  action: 'checkout',
  requestCheckoutAllowed: false,
  orderingDisabled: false,
  proformaDisabled: false,
  requiresCancellation: false,
  dirty: true,
  differences: [],
  confirmedAt: null,
  checkoutRequestedAt: null,
  paymentDeadline: null,
  dueRule: null,
};

function checkedOut(): ProcedureOutput<'checkout.checkout'> {
  return {
    confirmedAt: '2017-03-01T10:00:00.000Z',
    confirmedOrders: 1,
    proformas: [],
    invoices: [],
    proformaDisabled: false,
    requiresCancellation: false,
    participation: { added: [], removed: [], kept: [] },
    labNotified: false,
  };
}

/** The checkout dialog of an org user, its server answering `checkout` as given. */
function open(checkout: StubAnswer<'checkout.checkout'>) {
  const onClose = vi.fn();
  const rendered = renderScreen(<CheckoutDialog {...INPUT} orgUser onClose={onClose} />, {
    profile: orgAdminProfile(),
    api: { 'checkout.state': () => STATE, 'checkout.checkout': checkout },
  });
  return { ...rendered, onClose };
}

const password = () => screen.getByTestId('checkout-password');
const submit = () => screen.getByRole('button', { name: en.orders.checkout.submit() });

describe('the checkout dialog (forms kit: FormDialog, FormPasswordField)', () => {
  it('keeps the submit off until a password is typed, then sends it with a blank purchase order as null', async () => {
    const checkout = vi.fn((_input: ProcedureInput<'checkout.checkout'>) => checkedOut());
    const { user, onClose } = open(checkout);
    await screen.findByTestId('checkout-password');
    expect(submit()).toBeDisabled();
    await user.type(password(), 'secret');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(checkout.mock.calls[0]?.[0]).toEqual({ ...INPUT, validationPassword: 'secret', purchaseOrderNumber: null });
  });

  it('shows a wrong password under the field, in words, and keeps it', async () => {
    const { user, onClose } = open(() => {
      throw serverFailure(AppError.constraint('validationPassword', 'Invalid validation password specified', 'invalid_validation_password'));
    });
    await screen.findByTestId('checkout-password');
    await user.type(password(), 'wrong');
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(en.orders.checkout.invalidPassword()));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveValue('wrong');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks the form after too many wrong passwords (429)', async () => {
    const { user } = open(() => {
      throw serverFailure(AppError.rateLimited());
    });
    await screen.findByTestId('checkout-password');
    await user.type(password(), 'wrong');
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(en.orders.checkout.tooManyAttempts()));
    expect(password()).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it('closes at once with only a password typed, and asks with a purchase-order number typed', async () => {
    const { user, onClose } = open(() => checkedOut());
    await screen.findByTestId('checkout-password');
    await user.type(password(), 'secret');
    await user.click(screen.getByRole('button', { name: en.actions.cancel() }));
    expect(onClose).toHaveBeenCalledTimes(1);
    onClose.mockClear();
    await user.type(screen.getByTestId('checkout-purchase-order'), 'PO-1');
    await user.click(screen.getByRole('button', { name: en.actions.cancel() }));
    await screen.findByRole('dialog', { name: en.forms.discard.title() });
    await user.click(screen.getByRole('button', { name: en.forms.discard.confirm() }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
