import KeyIcon from '@mui/icons-material/Key';
import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useI18n } from '../../app/i18n';
import { PasswordField } from '../../components/password-field';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard, SHAKE_MS } from './account-card';
import { AccountOutcome } from './account-parts';
import { messageText } from './message-text';
import { passwordPairViolations } from './password-pair';

/**
 * The validation-password reset screen (spec 1): /labs/{labId}/reset_validation_password/{token},
 * new validation password and confirmation, no bot-check. States: loading (the button), error (the
 * card shakes for 800 ms and says why), success. Open to visitors and signed-in users alike.
 */
export function ResetValidationPasswordPage({ labId, token, signedIn }: { labId: number; token: string; signedIn: boolean }) {
  const { LL } = useI18n();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const [done, setDone] = useState(false);
  const setNew = trpc.labs.setNewValidationPassword.useMutation();
  useDocumentTitle(`${LL.accountRecovery.validationTitle()} – ${LL.appName()}`);

  useEffect(() => {
    if (!shaking) return;
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shaking]);

  const pair = passwordPairViolations('validation', password, confirmation, 'passwordChange.mewPasswordsMismatch');
  const fail = (text: string) => {
    setError(text);
    setShaking(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (pair.password || pair.confirmation) {
      setShaking(true);
      return;
    }
    setNew.mutate(
      { labId, token, newPassword: password },
      {
        onSuccess: () => setDone(true),
        onError: (err) => {
          const classified = classifyError(err);
          if (classified.kind === 'constraintViolation' && classified.param === 'newPassword') fail(messageText(LL, classified.type, LL.validationPasswordFormatHelpText()));
          else if (classified.kind === 'constraintViolation') fail(LL.accountRecovery.validationInvalidLink());
          else if (classified.kind === 'rateLimited') fail(LL.accountRecovery.tooManyAttempts());
          else fail(LL.accountRecovery.failed());
        },
      },
    );
  };

  const home = signedIn ? `/labs/${labId}` : '/login';
  return (
    <AccountCard
      title={LL.accountRecovery.validationTitle()}
      subtitle={done ? undefined : LL.accountRecovery.validationIntro({ labId })}
      testId="reset-validation-password-card"
      shaking={shaking}
    >
      {done ? (
        <AccountOutcome
          severity="success"
          message={LL.accountRecovery.validationDone()}
          testId="reset-validation-password-done"
          actions={[{ href: home, label: signedIn ? LL.registration.toPortal() : LL.accountRecovery.goToLogin(), testId: 'reset-validation-password-continue' }]}
        />
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {error && (
            <Alert severity="error" role="alert" data-testid="reset-validation-password-error">
              {error}
            </Alert>
          )}
          <PasswordField
            label={LL.accountRecovery.validationPassword()}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            autoFocus
            required
            error={touched && pair.password !== undefined}
            helperText={touched && pair.password ? messageText(LL, pair.password, LL.requiredField()) : LL.validationPasswordFormatHelpText()}
            htmlInputProps={{ 'data-testid': 'reset-validation-password-new' }}
          />
          <PasswordField
            label={LL.accountRecovery.validationPasswordConfirmation()}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="new-password"
            required
            error={touched && pair.confirmation !== undefined}
            helperText={touched && pair.confirmation ? messageText(LL, pair.confirmation, LL.requiredField()) : ' '}
            htmlInputProps={{ 'data-testid': 'reset-validation-password-confirmation' }}
          />
          <Button type="submit" variant="contained" size="large" startIcon={<KeyIcon />} loading={setNew.isPending} data-testid="reset-validation-password-submit">
            {LL.accountRecovery.save()}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
