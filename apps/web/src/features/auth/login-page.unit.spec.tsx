// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, enterText, renderScreen } from '../../testing/render';
import { serverFailure, type StubAnswer } from '../../testing/trpc-stub';
import { LoginPage } from './login-page';

function openLogin(login: StubAnswer<'auth.login'>) {
  return renderScreen(<LoginPage />, { path: '/login', api: { 'auth.login': login } });
}

const username = () => screen.getByTestId('login-username');
const password = () => screen.getByTestId('login-password');
const submit = () => screen.getByTestId('login-submit');

describe('the login page (forms kit)', () => {
  it('keeps Login disabled until both fields are filled, then signs in with the trimmed username', async () => {
    const login = vi.fn<StubAnswer<'auth.login'>>(() => ({ token: 'session-token', expiresAt: '2026-12-04T00:00:00.000Z' }));
    const { user, inputsOf } = openLogin(login);
    await screen.findByTestId('login-card');
    expect(submit()).toBeDisabled();
    await enterText(user, username(), '  lab ');
    expect(submit()).toBeDisabled();
    await enterText(user, password(), 'Demo1234');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(inputsOf('auth.login')).toEqual([{ subject: 'lab', password: 'Demo1234' }]));
    await waitFor(() => expect(window.sessionStorage.getItem('eqa.token')).toContain('session-token'));
  });

  it('puts a wrong password on the password field, keeps what was typed, and clears the error on the next change', async () => {
    const { user } = openLogin(() => {
      throw serverFailure(AppError.constraint('password', 'Wrong password', 'authentication_error'));
    });
    await screen.findByTestId('login-card');
    await enterText(user, username(), 'lab');
    await enterText(user, password(), 'wrong');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(en.invalidPassword())).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAttribute('aria-invalid', 'false');
    expect(username()).toHaveValue('lab');
    expect(password()).toHaveValue('wrong');
    await user.type(password(), '1');
    await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText(en.invalidPassword())).not.toBeInTheDocument();
  });

  it('names an unknown username on the username field', async () => {
    const { user } = openLogin(() => {
      throw serverFailure(AppError.constraint('username', 'Unknown username', 'authentication_error'));
    });
    await screen.findByTestId('login-card');
    await enterText(user, username(), 'nobody');
    await enterText(user, password(), 'Demo1234');
    await user.click(submit());
    expect(await screen.findByText(en.invalidUsername())).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns of too many attempts above the form', async () => {
    const { user } = openLogin(() => {
      throw serverFailure(AppError.rateLimited(undefined, 60));
    });
    await screen.findByTestId('login-card');
    await enterText(user, username(), 'lab');
    await enterText(user, password(), 'Demo1234');
    await user.click(submit());
    expect(await screen.findByTestId('login-rate-limited')).toHaveTextContent(en.login.tooManyAttempts());
  });
});
