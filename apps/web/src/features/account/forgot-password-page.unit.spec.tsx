// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, enterText, renderScreen, solveBotCheck } from '../../testing/render';
import { serverFailure, type StubAnswer } from '../../testing/trpc-stub';
import { ForgotPasswordPage } from './forgot-password-page';

function openPage(request: StubAnswer<'auth.requestPasswordReset'>) {
  return renderScreen(<ForgotPasswordPage />, { path: '/forgot_password', api: { 'auth.requestPasswordReset': request } });
}

const usernameField = () => screen.getByTestId('forgot-password-username');
const emailField = () => screen.getByTestId('forgot-password-email');
const send = () => screen.getByTestId('forgot-password-submit');

describe('the forgotten-password page (forms kit)', () => {
  it('names every missing part at a submit, the server asked nothing', async () => {
    const request = vi.fn<StubAnswer<'auth.requestPasswordReset'>>(() => ({ ok: true as const }));
    const { user, inputsOf } = openPage(request);
    await screen.findByTestId('forgot-password-card');
    await user.click(send());
    expect(await screen.findByText(en.requiredField())).toBeInTheDocument();
    expect(screen.getByText(en.requiredEmailField())).toBeInTheDocument();
    expect(screen.getByTestId('forgot-password-bot-check-error')).toHaveTextContent(en.accountRecovery.botCheckRequired());
    expect(inputsOf('auth.requestPasswordReset')).toEqual([]);
  });

  it('sends the trimmed fields with the bot-check answer and shows that the link was sent', async () => {
    const { user, inputsOf } = openPage(() => ({ ok: true as const }));
    await screen.findByTestId('forgot-password-card');
    await enterText(user, usernameField(), ' lab1 ');
    await enterText(user, emailField(), 'lab1@example.hu ');
    await solveBotCheck('forgot-password-bot-check');
    await user.click(send());
    expect(await screen.findByTestId('forgot-password-sent')).toHaveTextContent(en.accountRecovery.linkSent());
    expect(inputsOf('auth.requestPasswordReset')).toEqual([{ username: 'lab1', email: 'lab1@example.hu', reCaptchaResponse: 'solved-payload' }]);
  });

  it('puts a refused bot-check answer on the widget and keeps what was typed', async () => {
    const { user } = openPage(() => {
      throw serverFailure(AppError.constraint('reCaptchaResponse', 'The bot-check answer is not valid'));
    });
    await screen.findByTestId('forgot-password-card');
    await enterText(user, usernameField(), 'lab1');
    await enterText(user, emailField(), 'lab1@example.hu');
    await solveBotCheck('forgot-password-bot-check');
    await user.click(send());
    await waitFor(() => expect(screen.getByTestId('forgot-password-bot-check-error')).toHaveTextContent(en.accountRecovery.botCheckFailed()));
    expect(usernameField()).toHaveValue('lab1');
    expect(emailField()).toHaveValue('lab1@example.hu');
  });
});
