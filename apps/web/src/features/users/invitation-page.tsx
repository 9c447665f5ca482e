import HowToRegIcon from '@mui/icons-material/HowToReg';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZAcceptInvitationFields, type TAcceptInvitationFields } from '@eqa/core';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { FormPasswordField } from '../../components/forms/form-password-field';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard } from '../account/account-card';
import { AccountForm, AccountOutcome } from '../account/account-parts';
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
        <AccountOutcome
          severity="error"
          message={LL.invitationPage.invalidLink()}
          testId="invitation-invalid-link"
          actions={[{ href: '/login', label: LL.invitationPage.toLogin(), testId: 'invitation-login' }]}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard title={LL.invitationPage.title()} subtitle={LL.invitationPage.intro()} testId="invitation-card">
      <AccountForm onSubmit={(event) => void submit(event)} rateLimited={rateLimited} testId="invitation">
        <FormTextField control={form.control} name="username" label={LL.invitationPage.username()} autoComplete="username" required autoFocus fullWidth hint={LL.registration.usernameFormat()} testId="invitation-username" />
        <FormPasswordField control={form.control} name="password" label={LL.invitationPage.password()} autoComplete="new-password" required hint={LL.loginPasswordFormatHelpText()} testId="invitation-password" />
        <Button type="submit" variant="contained" size="large" startIcon={<HowToRegIcon />} loading={accept.isPending || login.isPending} data-testid="invitation-submit">
          {LL.invitationPage.submit()}
        </Button>
      </AccountForm>
    </AccountCard>
  );
}
