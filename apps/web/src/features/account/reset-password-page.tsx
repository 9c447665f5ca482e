import LockResetIcon from '@mui/icons-material/LockReset';
import { Button } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { PasswordField } from '../../components/password-field';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard } from './account-card';
import { AccountForm, AccountLink, AccountOutcome } from './account-parts';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { messageText } from './message-text';
import { passwordPairViolations } from './password-pair';

type Field = 'newPassword' | 'newPasswordConfirmation' | 'reCaptchaResponse';

/**
 * The page of the e-mailed link (/reset_password/{token}): new password, confirmation and the
 * bot-check (POST /auth/reset_password { token, newPassword, newPasswordConfirmation,
 * reCaptchaResponse }); success leads to the login; a bad link says so and offers a new one.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { LL } = useI18n();
  const reportError = useReportError();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [payload, setPayload] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [badLink, setBadLink] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);
  const [done, setDone] = useState(false);
  const botCheck = useRef<BotCheckHandle>(null);
  const reset = trpc.auth.resetPassword.useMutation();
  useDocumentTitle(`${LL.accountRecovery.resetTitle()} – ${LL.appName()}`);

  const pair = passwordPairViolations('login', password, confirmation, 'passwordChange.mewPasswordsMismatch');
  const violations: Partial<Record<Field, string>> = {
    newPassword: pair.password,
    newPasswordConfirmation: pair.confirmation,
    reCaptchaResponse: payload ? undefined : 'accountRecovery.botCheckRequired',
  };
  const errorOf = (field: Field): string | null => {
    const key = serverErrors[field] ?? (touched ? violations[field] : undefined);
    return key ? messageText(LL, key, LL.accountRecovery.botCheckFailed()) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerErrors({});
    setRateLimited(false);
    if (pair.password || pair.confirmation || !payload) return;
    reset.mutate(
      { token, newPassword: password, newPasswordConfirmation: confirmation, reCaptchaResponse: payload },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          botCheck.current?.reset();
          const classified = classifyError(error);
          if (classified.kind === 'constraintViolation' && classified.param === 'token') setBadLink(true);
          else if (classified.kind === 'constraintViolation' && classified.param === 'reCaptchaResponse') setServerErrors({ reCaptchaResponse: 'accountRecovery.botCheckFailed' });
          else if (classified.kind === 'constraintViolation' && (classified.param === 'newPassword' || classified.param === 'newPasswordConfirmation')) setServerErrors({ [classified.param]: classified.type ?? '' });
          else if (classified.kind === 'rateLimited') setRateLimited(true);
          else reportError(error, { action: 'auth' });
        },
      },
    );
  };

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
      <AccountForm onSubmit={submit} rateLimited={rateLimited} testId="reset-password">
        <PasswordField
          label={LL.accountRecovery.newPassword()}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setServerErrors((e) => ({ ...e, newPassword: undefined }));
          }}
          autoComplete="new-password"
          autoFocus
          required
          error={errorOf('newPassword') !== null}
          helperText={errorOf('newPassword') ?? LL.loginPasswordFormatHelpText()}
          htmlInputProps={{ 'data-testid': 'reset-password-new' }}
        />
        <PasswordField
          label={LL.accountRecovery.newPasswordConfirmation()}
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setServerErrors((e) => ({ ...e, newPasswordConfirmation: undefined }));
          }}
          autoComplete="new-password"
          required
          error={errorOf('newPasswordConfirmation') !== null}
          helperText={errorOf('newPasswordConfirmation') ?? ' '}
          htmlInputProps={{ 'data-testid': 'reset-password-confirmation' }}
        />
        <BotCheck
          ref={botCheck}
          testId="reset-password-bot-check"
          error={errorOf('reCaptchaResponse')}
          onChange={(value) => {
            setPayload(value);
            if (value) setServerErrors((e) => ({ ...e, reCaptchaResponse: undefined }));
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
