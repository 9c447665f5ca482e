// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, enterText, renderScreen } from '../../testing/render';
import { serverFailure, type StubAnswer } from '../../testing/trpc-stub';
import { ResetValidationPasswordPage } from './reset-validation-password-page';

const LAB_ID = 7;

function openPage(setNew: StubAnswer<'labs.setNewValidationPassword'>) {
  return renderScreen(<ResetValidationPasswordPage labId={LAB_ID} token="link-token" signedIn={false} />, {
    path: `/labs/${LAB_ID}/reset_validation_password/link-token`,
    api: { 'labs.setNewValidationPassword': setNew },
  });
}

const card = () => screen.getByTestId('reset-validation-password-card');
const newPassword = () => screen.getByTestId('reset-validation-password-new');
const confirmation = () => screen.getByTestId('reset-validation-password-confirmation');
const save = () => screen.getByTestId('reset-validation-password-submit');

async function fillAndSave(user: ReturnType<typeof openPage>['user'], password: string, repeated: string) {
  await screen.findByTestId('reset-validation-password-card');
  await enterText(user, newPassword(), password);
  await enterText(user, confirmation(), repeated);
  await user.click(save());
}

describe('the validation-password reset page (forms kit)', () => {
  it('refuses a short password and a confirmation that differs without asking the server; the card shakes', async () => {
    const setNew = vi.fn<StubAnswer<'labs.setNewValidationPassword'>>(() => ({ ok: true as const }));
    const { user, inputsOf } = openPage(setNew);
    await fillAndSave(user, '12', '13');
    await waitFor(() => expect(newPassword()).toHaveAccessibleDescription(en.validationPasswordFormatHelpText()));
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(card()).toHaveAttribute('data-shaking', 'true');

    await enterText(user, newPassword(), '34');
    await user.click(save());
    await waitFor(() => expect(confirmation()).toHaveAccessibleDescription(en.passwordChange.mewPasswordsMismatch()));
    expect(inputsOf('labs.setNewValidationPassword')).toEqual([]);
  });

  it('saves the new password with the lab and the link’s token, and leads to the login', async () => {
    const { user, inputsOf } = openPage(() => ({ ok: true as const }));
    await fillAndSave(user, '4321', '4321');
    expect(await screen.findByTestId('reset-validation-password-done')).toHaveTextContent(en.accountRecovery.validationDone());
    expect(screen.getByTestId('reset-validation-password-continue')).toHaveAttribute('href', '/login');
    expect(inputsOf('labs.setNewValidationPassword')).toEqual([{ labId: LAB_ID, token: 'link-token', newPassword: '4321' }]);
  });

  it('puts the server’s refusal of the password under it and keeps what was typed', async () => {
    const { user } = openPage(() => {
      throw serverFailure(AppError.constraint('newPassword', 'Too short', 'validationPasswordFormatHelpText'));
    });
    await fillAndSave(user, '4321', '4321');
    await waitFor(() => expect(newPassword()).toHaveAttribute('aria-invalid', 'true'));
    expect(newPassword()).toHaveAccessibleDescription(en.validationPasswordFormatHelpText());
    expect(newPassword()).toHaveValue('4321');
    expect(confirmation()).toHaveValue('4321');
    expect(card()).toHaveAttribute('data-shaking', 'true');
    expect(screen.queryByTestId('reset-validation-password-error')).toBeNull();
  });

  it('says so above the fields when the link is not valid, the button ready again', async () => {
    const { user } = openPage(() => {
      throw serverFailure(AppError.constraint('token', 'The link is not valid'));
    });
    await fillAndSave(user, '4321', '4321');
    expect(await screen.findByTestId('reset-validation-password-error')).toHaveTextContent(en.accountRecovery.validationInvalidLink());
    expect(card()).toHaveAttribute('data-shaking', 'true');
    expect(save()).toBeEnabled();
    expect(newPassword()).toHaveValue('4321');
  });
});
