import HowToRegIcon from '@mui/icons-material/HowToReg';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZAcceptInvitationFields, type TAcceptInvitationFields } from '@eqa/core';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'wouter';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { PasswordField } from '../../components/password-field';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard } from '../account/account-card';
import { messageText } from '../account/message-text';
import { useSession } from '../auth/session';

const FIELDS = ['username', 'password'] as const;

/**
 * The page of the e-mailed invitation (/invitation/{token}; docs/decisions/users.md): the invitee
 * chooses a username and a password (core ZAcceptInvitationFields: registration's username pattern,
 * the login-password rule), accepts (POST /auth/invitations/accept) and is signed in with them.
 */
export function InvitationPage({ token }: { token: string }) {
  const { LL } = useI18n();
  const reportError = useReportError();
  const { signIn } = useSession();
  const [badLink, setBadLink] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);
  const accept = trpc.auth.acceptInvitation.useMutation();
  const login = trpc.auth.login.useMutation();
  const form = useForm<TAcceptInvitationFields>({ resolver: zodResolver(ZAcceptInvitationFields), defaultValues: { username: '', password: '' }, mode: 'onTouched' });
  const password = useController({ control: form.control, name: 'password' });
  useDocumentTitle(`${LL.invitationPage.title()} – ${LL.appName()}`);

  const submit = form.handleSubmit(async (values) => {
    setRateLimited(false);
    try {
      const accepted = await accept.mutateAsync({ token, ...values });
      const session = await login.mutateAsync({ subject: accepted.username, password: values.password });
      signIn(session.token);
    } catch (error) {
      const classified = classifyError(error);
      if (classified.kind === 'constraintViolation' && classified.param === 'token') setBadLink(true);
      else if (classified.kind === 'rateLimited') setRateLimited(true);
      else if (!applyServerError(error, form.setError, FIELDS)) reportError(error, { action: 'auth' });
    }
  });

  if (badLink) {
    return (
      <AccountCard title={LL.invitationPage.title()} testId="invitation-card">
        <Stack spacing={2}>
          <Alert severity="error" data-testid="invitation-invalid-link">
            {LL.invitationPage.invalidLink()}
          </Alert>
          <Button component={RouterLink} href="/login" variant="contained" data-testid="invitation-login">
            {LL.invitationPage.toLogin()}
          </Button>
        </Stack>
      </AccountCard>
    );
  }

  const passwordError = password.fieldState.error?.message ? messageText(LL, password.fieldState.error.message, LL.error.constraintViolation.message()) : null;
  return (
    <AccountCard title={LL.invitationPage.title()} subtitle={LL.invitationPage.intro()} testId="invitation-card">
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
        {rateLimited && (
          <Alert severity="warning" data-testid="invitation-rate-limited">
            {LL.accountRecovery.tooManyAttempts()}
          </Alert>
        )}
        <FormTextField control={form.control} name="username" label={LL.invitationPage.username()} autoComplete="username" required autoFocus fullWidth hint={LL.registration.usernameFormat()} testId="invitation-username" />
        <PasswordField
          showLabel={LL.passwordVisibility.show()}
          hideLabel={LL.passwordVisibility.hide()}
          label={LL.invitationPage.password()}
          name={password.field.name}
          inputRef={password.field.ref}
          value={password.field.value}
          onChange={password.field.onChange}
          onBlur={password.field.onBlur}
          autoComplete="new-password"
          required
          error={passwordError !== null}
          helperText={passwordError ?? LL.loginPasswordFormatHelpText()}
          htmlInputProps={{ 'data-testid': 'invitation-password' }}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<HowToRegIcon />} loading={accept.isPending || login.isPending} data-testid="invitation-submit">
          {LL.invitationPage.submit()}
        </Button>
      </Stack>
    </AccountCard>
  );
}
