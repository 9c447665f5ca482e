import LoginIcon from '@mui/icons-material/Login';
import { Box, Button, Card, CardContent, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { BrandMark } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { requestMainFocus } from '../../components/skip-link';
import { PasswordField } from '../../components/password-field';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountBackdrop } from '../account/account-card';
import { AccountForm, AccountLink } from '../account/account-parts';
import { AboutDialog } from '../platform/about-dialog';
import { usePlatformConfig } from '../platform/platform-config';
import { DemoAccounts } from './demo-accounts';
import { useSession } from './session';

type FieldError = 'username' | 'password' | null;

/**
 * The login screen (spec 1 §2, §5): username, password, Login (enabled when both are filled and
 * nothing is loading), Register, forgotten-password link, language selector; Enter in the password
 * field submits; the server's param names the field that gets invalidUsername / invalidPassword.
 */
export function LoginPage() {
  const { LL } = useI18n();
  const config = usePlatformConfig();
  const { signIn } = useSession();
  const reportError = useReportError();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<FieldError>(null);
  const [rateLimited, setRateLimited] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const login = trpc.auth.login.useMutation();
  useDocumentTitle(`${LL.login.title()} – ${LL.appName()}`);

  const canSubmit = username.trim() !== '' && password !== '' && !login.isPending;

  const submit = () => {
    setFieldError(null);
    setRateLimited(false);
    login.mutate(
      { subject: username.trim(), password },
      {
        onSuccess: ({ token }) => {
          requestMainFocus();
          signIn(token);
        },
        onError: (error) => {
          const classified = classifyError(error);
          if (classified.kind === 'constraintViolation' && (classified.param === 'username' || classified.param === 'password')) {
            setFieldError(classified.param);
          } else if (classified.kind === 'rateLimited') {
            setRateLimited(true);
          } else {
            reportError(error, { action: 'auth', retry: submit });
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) submit();
  };

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
          <AccountForm onSubmit={onSubmit} rateLimited={rateLimited} rateLimitedText={LL.login.tooManyAttempts()} testId="login">
            <TextField
              label={LL.login.username()}
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                if (fieldError === 'username') setFieldError(null);
              }}
              autoComplete="username"
              autoFocus
              name="username"
              error={fieldError === 'username'}
              helperText={fieldError === 'username' ? LL.invalidUsername() : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
            />
            <PasswordField
              label={LL.login.password()}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (fieldError === 'password') setFieldError(null);
              }}
              autoComplete="current-password"
              name="password"
              error={fieldError === 'password'}
              helperText={fieldError === 'password' ? LL.invalidPassword() : ' '}
              htmlInputProps={{ 'data-testid': 'login-password' }}
            />
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
                  setUsername(demoUser);
                  setPassword(demoPassword);
                  setFieldError(null);
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
