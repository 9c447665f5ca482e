import KeyIcon from '@mui/icons-material/Key';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { ZValidationPasswordResetFields, type TValidationPasswordResetFields } from '@eqa/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { FormPasswordField } from '../../components/forms/form-password-field';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard, SHAKE_MS } from './account-card';
import { AccountForm, AccountOutcome } from './account-parts';

const FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;

/**
 * The validation-password reset screen (spec 1): /labs/{labId}/reset_validation_password/{token},
 * new validation password and confirmation, no bot-check. States: loading (the button), error (the
 * card shakes for 800 ms and says why: under a field, or above them for a bad link or too many
 * tries), success. Open to visitors and signed-in users alike. The fields on the form kit with core's
 * ZValidationPasswordResetFields (the validation-password rule, a confirmation that matches); the
 * server's refusal of the password lands under it, what was typed stays.
 */
export function ResetValidationPasswordPage({ labId, token, signedIn }: { labId: number; token: string; signedIn: boolean }) {
  const { LL } = useI18n();
  /** The failure that belongs to no field (a bad link, too many tries, no answer). */
  const [error, setError] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const [done, setDone] = useState(false);
  const setNew = trpc.labs.setNewValidationPassword.useMutation();
  const form = useForm<TValidationPasswordResetFields>({
    resolver: zodResolver(ZValidationPasswordResetFields),
    defaultValues: { newPassword: '', newPasswordConfirmation: '' },
    mode: 'onTouched',
  });
  useDocumentTitle(`${LL.accountRecovery.validationTitle()} – ${LL.appName()}`);

  useEffect(() => {
    if (!shaking) return;
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shaking]);

  const fail = (text: string | null) => {
    setError(text);
    setShaking(true);
  };
  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        await setNew.mutateAsync({ labId, token, newPassword: values.newPassword });
        setDone(true);
      } catch (err) {
        const classified = classifyError(err);
        if (classified.kind === 'rateLimited') fail(LL.accountRecovery.tooManyAttempts());
        else if (applyServerError(err, form.setError, FIELDS)) fail(null);
        else if (classified.kind === 'constraintViolation') fail(LL.accountRecovery.validationInvalidLink());
        else fail(LL.accountRecovery.failed());
      }
    },
    () => fail(null),
  );

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
        <AccountForm onSubmit={(event) => void submit(event)} testId="reset-validation-password">
          {error && (
            <Alert severity="error" role="alert" data-testid="reset-validation-password-error">
              {error}
            </Alert>
          )}
          <FormPasswordField
            control={form.control}
            name="newPassword"
            label={LL.accountRecovery.validationPassword()}
            autoComplete="new-password"
            autoFocus
            required
            hint={LL.validationPasswordFormatHelpText()}
            deps={['newPasswordConfirmation']}
            testId="reset-validation-password-new"
          />
          <FormPasswordField
            control={form.control}
            name="newPasswordConfirmation"
            label={LL.accountRecovery.validationPasswordConfirmation()}
            autoComplete="new-password"
            required
            testId="reset-validation-password-confirmation"
          />
          <Button type="submit" variant="contained" size="large" startIcon={<KeyIcon />} loading={setNew.isPending} data-testid="reset-validation-password-submit">
            {LL.accountRecovery.save()}
          </Button>
        </AccountForm>
      )}
    </AccountCard>
  );
}
