// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, enterText, renderScreen, solveBotCheck } from '../../testing/render';
import { serverFailure, type StubAnswer } from '../../testing/trpc-stub';
import { ResetPasswordPage } from './reset-password-page';

function openPage(reset: StubAnswer<'auth.resetPassword'>) {
  return renderScreen(<ResetPasswordPage token="link-token" />, { path: '/reset_password/link-token', api: { 'auth.resetPassword': reset } });
}

const newPassword = () => screen.getByTestId('reset-password-new');
const confirmation = () => screen.getByTestId('reset-password-confirmation');
const save = () => screen.getByTestId('reset-password-submit');

describe('the password reset page (forms kit)', () => {
  it('refuses a weak password and a confirmation that differs without asking the server', async () => {
    const reset = vi.fn<StubAnswer<'auth.resetPassword'>>(() => ({ ok: true as const }));
    const { user, inputsOf } = openPage(reset);
    await screen.findByTestId('reset-password-card');
    await enterText(user, newPassword(), 'secret');
    await enterText(user, confirmation(), 'Secret12');
    await solveBotCheck('reset-password-bot-check');
    await user.click(save());
    await waitFor(() => expect(newPassword()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(en.passwordChange.mewPasswordsMismatch())).toBeInTheDocument();
    expect(inputsOf('auth.resetPassword')).toEqual([]);
  });

  it('saves a strong password with the link’s token and the bot-check answer', async () => {
    const { user, inputsOf } = openPage(() => ({ ok: true as const }));
    await screen.findByTestId('reset-password-card');
    await enterText(user, newPassword(), 'Secret12');
    await enterText(user, confirmation(), 'Secret12');
    await solveBotCheck('reset-password-bot-check');
    await user.click(save());
    expect(await screen.findByTestId('reset-password-done')).toHaveTextContent(en.accountRecovery.resetDone());
    expect(inputsOf('auth.resetPassword')).toEqual([{ token: 'link-token', newPassword: 'Secret12', newPasswordConfirmation: 'Secret12', reCaptchaResponse: 'solved-payload' }]);
  });

  it('says so when the link is used or expired, and offers a new one', async () => {
    const { user } = openPage(() => {
      throw serverFailure(AppError.constraint('token', 'The link is not valid'));
    });
    await screen.findByTestId('reset-password-card');
    await enterText(user, newPassword(), 'Secret12');
    await enterText(user, confirmation(), 'Secret12');
    await solveBotCheck('reset-password-bot-check');
    await user.click(save());
    expect(await screen.findByTestId('reset-password-invalid-link')).toHaveTextContent(en.accountRecovery.invalidLink());
    expect(screen.getByTestId('reset-password-new-link')).toHaveAttribute('href', '/forgot_password');
  });
});
