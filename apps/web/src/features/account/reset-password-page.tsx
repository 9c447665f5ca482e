import LockResetIcon from '@mui/icons-material/LockReset';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import { ZPasswordResetFields, type TPasswordResetFields } from '@eqa/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { FormPasswordField } from '../../components/forms/form-password-field';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard } from './account-card';
import { AccountForm, AccountLink, AccountOutcome } from './account-parts';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { messageText } from './message-text';

const FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;

/**
 * The page of the e-mailed link (/reset_password/{token}): new password, confirmation and the
 * bot-check (POST /auth/reset_password { token, newPassword, newPasswordConfirmation,
 * reCaptchaResponse }); success leads to the login; a bad link says so and offers a new one. The
 * fields on the form kit with core's ZPasswordResetFields (the login-password rule, a confirmation
 * that matches); the server's refusal of a field lands on it, what was typed stays.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { LL } = useI18n();
  const reportError = useReportError();
  const [payload, setPayload] = useState<string | null>(null);
  /** The bot-check's message key: unsolved at a submit, or refused by the server. */
  const [botCheckError, setBotCheckError] = useState<string | null>(null);
  const [badLink, setBadLink] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);
  const [done, setDone] = useState(false);
  const botCheck = useRef<BotCheckHandle>(null);
  const reset = trpc.auth.resetPassword.useMutation();
  const form = useForm<TPasswordResetFields>({ resolver: zodResolver(ZPasswordResetFields), defaultValues: { newPassword: '', newPasswordConfirmation: '' }, mode: 'onTouched' });
  useDocumentTitle(`${LL.accountRecovery.resetTitle()} – ${LL.appName()}`);

  const unsolved = () => {
    if (!payload) setBotCheckError('accountRecovery.botCheckRequired');
  };
  const submit = form.handleSubmit(async (values) => {
    setRateLimited(false);
    if (!payload) {
      unsolved();
      return;
    }
    try {
      await reset.mutateAsync({ token, ...values, reCaptchaResponse: payload });
      setDone(true);
    } catch (error) {
      botCheck.current?.reset();
      const classified = classifyError(error);
      if (classified.kind === 'constraintViolation' && classified.param === 'token') setBadLink(true);
      else if (classified.kind === 'constraintViolation' && classified.param === 'reCaptchaResponse') setBotCheckError('accountRecovery.botCheckFailed');
      else if (classified.kind === 'rateLimited') setRateLimited(true);
      else if (!applyServerError(error, form.setError, FIELDS)) reportError(error, { action: 'auth' });
    }
  }, unsolved);

  if (done || badLink) {
    return (
      <AccountCard title={LL.accountRecovery.resetTitle()} testId="reset-password-card">
        <AccountOutcome
          severity={done ? 'success' : 'error'}
          message={done ? LL.accountRecovery.resetDone() : LL.accountRecovery.invalidLink()}
          testId={done ? 'reset-password-done' : 'reset-password-invalid-link'}
          actions={[
            ...(badLink ? [{ href: '/forgot_password', label: LL.accountRecovery.requestNewLink(), testId: 'reset-password-new-link', primary: false }] : []),
            { href: '/login', label: LL.accountRecovery.goToLogin(), testId: 'reset-password-login' },
          ]}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard title={LL.accountRecovery.resetTitle()} subtitle={LL.accountRecovery.resetIntro()} testId="reset-password-card">
      <AccountForm onSubmit={(event) => void submit(event)} rateLimited={rateLimited} testId="reset-password">
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={LL.accountRecovery.newPassword()}
          autoComplete="new-password"
          autoFocus
          required
          hint={LL.loginPasswordFormatHelpText()}
          deps={['newPasswordConfirmation']}
          testId="reset-password-new"
        />
        <FormPasswordField control={form.control} name="newPasswordConfirmation" label={LL.accountRecovery.newPasswordConfirmation()} autoComplete="new-password" required testId="reset-password-confirmation" />
        <BotCheck
          ref={botCheck}
          testId="reset-password-bot-check"
          error={botCheckError ? messageText(LL, botCheckError, LL.accountRecovery.botCheckFailed()) : null}
          onChange={(value) => {
            setPayload(value);
            if (value) setBotCheckError(null);
          }}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<LockResetIcon />} loading={reset.isPending} data-testid="reset-password-submit">
          {LL.accountRecovery.save()}
        </Button>
        <AccountLink href="/login" testId="reset-password-back">
          {LL.accountRecovery.backToLogin()}
        </AccountLink>
      </AccountForm>
    </AccountCard>
  );
}
