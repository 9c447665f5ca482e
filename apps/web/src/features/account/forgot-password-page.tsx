import SendIcon from '@mui/icons-material/Send';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import { ZPasswordResetRequestFields, type TPasswordResetRequestFields } from '@eqa/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard } from './account-card';
import { AccountForm, AccountLink, AccountOutcome } from './account-parts';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { messageText } from './message-text';

const FIELDS = ['username', 'email'] as const;

/**
 * The forgotten-password screen (spec 1): username, e-mail, the bot-check, Send link and Back to
 * login; after a submit the 'link sent' message replaces the form whether an account matched or not.
 * The fields on the form kit with core's ZPasswordResetRequestFields (the request's own schema but
 * the bot-check's answer, which the widget gives): a refused answer names its field, what was typed stays.
 */
export function ForgotPasswordPage() {
  const { LL } = useI18n();
  const reportError = useReportError();
  const [payload, setPayload] = useState<string | null>(null);
  /** The bot-check's message key: unsolved at a submit, or refused by the server. */
  const [botCheckError, setBotCheckError] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState(false);
  const [sent, setSent] = useState(false);
  const botCheck = useRef<BotCheckHandle>(null);
  const request = trpc.auth.requestPasswordReset.useMutation();
  const form = useForm<TPasswordResetRequestFields>({ resolver: zodResolver(ZPasswordResetRequestFields), defaultValues: { username: '', email: '' }, mode: 'onTouched' });
  useDocumentTitle(`${LL.accountRecovery.forgotTitle()} – ${LL.appName()}`);

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
      await request.mutateAsync({ ...values, reCaptchaResponse: payload });
      setSent(true);
    } catch (error) {
      botCheck.current?.reset();
      const classified = classifyError(error);
      if (classified.kind === 'constraintViolation' && classified.param === 'reCaptchaResponse') setBotCheckError('accountRecovery.botCheckFailed');
      else if (classified.kind === 'rateLimited') setRateLimited(true);
      else if (!applyServerError(error, form.setError, FIELDS)) reportError(error, { action: 'auth' });
    }
  }, unsolved);

  return (
    <AccountCard title={LL.accountRecovery.forgotTitle()} subtitle={sent ? undefined : LL.accountRecovery.forgotIntro()} testId="forgot-password-card">
      {sent ? (
        <AccountOutcome
          severity="success"
          message={LL.accountRecovery.linkSent()}
          testId="forgot-password-sent"
          actions={[{ href: '/login', label: LL.accountRecovery.backToLogin(), testId: 'forgot-password-login' }]}
        />
      ) : (
        <AccountForm onSubmit={(event) => void submit(event)} rateLimited={rateLimited} testId="forgot-password">
          <FormTextField control={form.control} name="username" label={LL.accountRecovery.username()} autoComplete="username" autoFocus required testId="forgot-password-username" />
          <FormTextField control={form.control} name="email" label={LL.accountRecovery.email()} type="email" autoComplete="email" required testId="forgot-password-email" />
          <BotCheck
            ref={botCheck}
            testId="forgot-password-bot-check"
            error={botCheckError ? messageText(LL, botCheckError, LL.accountRecovery.botCheckFailed()) : null}
            onChange={(value) => {
              setPayload(value);
              if (value) setBotCheckError(null);
            }}
          />
          <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} loading={request.isPending} data-testid="forgot-password-submit">
            {LL.accountRecovery.send()}
          </Button>
          <AccountLink href="/login" testId="forgot-password-back">
            {LL.accountRecovery.backToLogin()}
          </AccountLink>
        </AccountForm>
      )}
    </AccountCard>
  );
}
