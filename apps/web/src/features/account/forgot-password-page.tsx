import SendIcon from '@mui/icons-material/Send';
import { Button, TextField } from '@mui/material';
import { isValidEmail } from '@eqa/core';
import { useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard } from './account-card';
import { AccountForm, AccountLink, AccountOutcome } from './account-parts';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { messageText } from './message-text';

type Field = 'username' | 'email' | 'reCaptchaResponse';

/** The form's own rules (as POST /auth/reset_password/email's input schema): the message keys per field. */
export function forgotPasswordViolations(input: { username: string; email: string; reCaptchaResponse: string | null }): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (input.username.trim() === '') out.username = 'requiredField';
  if (input.email.trim() === '') out.email = 'requiredEmailField';
  else if (!isValidEmail(input.email)) out.email = 'emailFormatHelpText';
  if (!input.reCaptchaResponse) out.reCaptchaResponse = 'accountRecovery.botCheckRequired';
  return out;
}

/**
 * The forgotten-password screen (spec 1): username, e-mail, the bot-check, Send link and Back to
 * login; after a submit the 'link sent' message replaces the form whether an account matched or not.
 */
export function ForgotPasswordPage() {
  const { LL } = useI18n();
  const reportError = useReportError();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [payload, setPayload] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [rateLimited, setRateLimited] = useState(false);
  const [sent, setSent] = useState(false);
  const botCheck = useRef<BotCheckHandle>(null);
  const request = trpc.auth.requestPasswordReset.useMutation();
  useDocumentTitle(`${LL.accountRecovery.forgotTitle()} – ${LL.appName()}`);

  const violations = forgotPasswordViolations({ username, email, reCaptchaResponse: payload });
  const errorOf = (field: Field): string | null => {
    const key = serverErrors[field] ?? (touched ? violations[field] : undefined);
    if (!key) return null;
    return messageText(LL, key, field === 'reCaptchaResponse' ? LL.accountRecovery.botCheckFailed() : LL.requiredField());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerErrors({});
    setRateLimited(false);
    if (Object.keys(violations).length > 0 || !payload) return;
    request.mutate(
      { username: username.trim(), email: email.trim(), reCaptchaResponse: payload },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          botCheck.current?.reset();
          const classified = classifyError(error);
          if (classified.kind === 'constraintViolation' && (classified.param === 'username' || classified.param === 'email' || classified.param === 'reCaptchaResponse')) {
            setServerErrors({ [classified.param]: classified.param === 'reCaptchaResponse' ? 'accountRecovery.botCheckFailed' : (classified.type ?? '') });
          } else if (classified.kind === 'rateLimited') {
            setRateLimited(true);
          } else {
            reportError(error, { action: 'auth' });
          }
        },
      },
    );
  };

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
        <AccountForm onSubmit={submit} rateLimited={rateLimited} testId="forgot-password">
          <TextField
            label={LL.accountRecovery.username()}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setServerErrors((e) => ({ ...e, username: undefined }));
            }}
            autoComplete="username"
            autoFocus
            required
            error={errorOf('username') !== null}
            helperText={errorOf('username') ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'forgot-password-username' } }}
          />
          <TextField
            label={LL.accountRecovery.email()}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setServerErrors((e) => ({ ...e, email: undefined }));
            }}
            type="email"
            autoComplete="email"
            required
            error={errorOf('email') !== null}
            helperText={errorOf('email') ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'forgot-password-email' } }}
          />
          <BotCheck
            ref={botCheck}
            testId="forgot-password-bot-check"
            error={errorOf('reCaptchaResponse')}
            onChange={(value) => {
              setPayload(value);
              if (value) setServerErrors((e) => ({ ...e, reCaptchaResponse: undefined }));
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
