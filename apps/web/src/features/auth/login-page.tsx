import LoginIcon from '@mui/icons-material/Login';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { ZLoginInput, type TLoginInput } from '@eqa/core';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { BrandMark } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { requestMainFocus } from '../../components/skip-link';
import { FormPasswordField } from '../../components/forms/form-password-field';
import { FormTextField } from '../../components/forms/form-text-field';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountBackdrop } from '../account/account-card';
import { AccountForm, AccountLink } from '../account/account-parts';
import { AboutDialog } from '../platform/about-dialog';
import { usePlatformConfig } from '../platform/platform-config';
import { DemoAccounts } from './demo-accounts';
import { useSession } from './session';

type LoginForm = TLoginInput;

/** The server's params of a failed sign-in → the form's field and the message it shows there. */
const SIGN_IN_ERRORS = { username: ['subject', 'invalidUsername'], password: ['password', 'invalidPassword'] } as const;

/**
 * The login screen (spec 1 §2, §5): username, password, Login (enabled when both are filled and
 * nothing is loading), Register, forgotten-password link, language selector; Enter in the password
 * field submits; the server's param names the field that gets invalidUsername / invalidPassword.
 * On the form kit (react-hook-form with the procedure's input schema): an error leaves with the
 * next change of its field, and a failed sign-in keeps what was typed.
 */
export function LoginPage() {
  const { LL } = useI18n();
  const config = usePlatformConfig();
  const { signIn } = useSession();
  const reportError = useReportError();
  const [, navigate] = useLocation();
  const [rateLimited, setRateLimited] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const login = trpc.auth.login.useMutation();
  const form = useForm<LoginForm>({ resolver: zodResolver(ZLoginInput), defaultValues: { subject: '', password: '' } });
  const [subject, password] = useWatch({ control: form.control, name: ['subject', 'password'] });
  useDocumentTitle(`${LL.login.title()} – ${LL.appName()}`);

  const canSubmit = subject.trim() !== '' && password !== '' && !login.isPending;

  const send = async (values: LoginForm): Promise<void> => {
    setRateLimited(false);
    try {
      const { token } = await login.mutateAsync({ subject: values.subject.trim(), password: values.password });
      requestMainFocus();
      signIn(token);
    } catch (error) {
      const classified = classifyError(error);
      const fieldError = classified.kind === 'constraintViolation' && (classified.param === 'username' || classified.param === 'password') ? SIGN_IN_ERRORS[classified.param] : null;
      if (fieldError) {
        form.setError(fieldError[0], { type: 'server', message: fieldError[1] }, { shouldFocus: true });
      } else if (classified.kind === 'rateLimited') {
        setRateLimited(true);
      } else {
        reportError(error, { action: 'auth', retry: () => void form.handleSubmit(send)() });
      }
    }
  };
  const submit = form.handleSubmit(send);

  return (
    <AccountBackdrop padding={2}>
      <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 12px 40px rgba(11, 63, 85, 0.12)' }} data-testid="login-card">
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 3, gap: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <BrandMark size={44} />
              <Box>
                <Typography variant="h2" component="h1" sx={{ fontSize: '1.35rem' }}>
                  {LL.appName()}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {LL.appTagline()}
                </Typography>
              </Box>
            </Stack>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h3" component="h2">
              {LL.login.title()}
            </Typography>
            <LanguageSwitch />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {LL.login.subtitle()}
          </Typography>
          <AccountForm
            onSubmit={(event) => {
              event.preventDefault();
              if (canSubmit) void submit(event);
            }}
            rateLimited={rateLimited}
            rateLimitedText={LL.login.tooManyAttempts()}
            testId="login"
          >
            <FormTextField control={form.control} name="subject" label={LL.login.username()} autoComplete="username" autoFocus testId="login-username" />
            <FormPasswordField control={form.control} name="password" label={LL.login.password()} autoComplete="current-password" maxLength={1000} testId="login-password" />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!canSubmit}
              loading={login.isPending}
              startIcon={<LoginIcon />}
              data-testid="login-submit"
            >
              {LL.login.submit()}
            </Button>
            <AccountLink href="/forgot_password" testId="login-forgot-password">
              {LL.login.forgotPassword()}
            </AccountLink>
          </AccountForm>
          <Divider sx={{ my: 2.5 }} />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {LL.login.registerHint()}
            </Typography>
            <Button variant="outlined" size="small" onClick={() => navigate('/register')} data-testid="login-register">
              {LL.login.register()}
            </Button>
          </Stack>
          {config.demoMode && (
            <Box sx={{ mt: 2.5 }}>
              <DemoAccounts
                onPick={(demoUser, demoPassword) => {
                  form.setValue('subject', demoUser, { shouldDirty: true });
                  form.setValue('password', demoPassword, { shouldDirty: true });
                  form.clearErrors();
                }}
              />
            </Box>
          )}
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 3 }}>
            <Link component="button" type="button" variant="caption" onClick={() => setAboutOpen(true)} data-testid="login-about">
              {LL.platform.about()}
            </Link>
            <Typography variant="caption" color="text.secondary">
              v{config.version}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </AccountBackdrop>
  );
}
