import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../app/i18n';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormPasswordField } from '../../components/forms/form-password-field';

export type PasswordDialogStatus = 'editing' | 'error' | 'success';

interface Labels {
  title: string;
  intro?: string;
  currentPassword: string;
  newPassword: string;
  confirmation: string;
  submit: string;
  formatHelpText: string;
  invalidCurrentPassword: string;
  success: string;
}

export interface PasswordChangeDialogProps {
  open: boolean;
  onClose(): void;
  /** The dialog is `{testId}-dialog`; its fields and buttons `{testId}-dialog-current`, `-new`, `-confirmation`, `-submit`, `-close`. */
  testId: string;
  labels: Labels;
  /** The password rule of spec 1 §5 (core ZLoginPassword or ZValidationPassword: the format message). */
  newPasswordSchema: z.ZodType<string, string>;
  /** Sends the change; resolves on success, rejects on any error. */
  submit(currentPassword: string, newPassword: string): Promise<void>;
  /** Extra content under the form (the lab users' forgotten validation password action). */
  extra?: ReactNode;
}

/** The password change form: current, new (the rule given) and its confirmation (the same). */
function passwordChangeSchema(newPassword: z.ZodType<string, string>) {
  return z
    .object({ current: z.string().min(1, { message: 'requiredField' }), next: z.string().min(1, { message: 'requiredField' }).pipe(newPassword), confirmation: z.string() })
    .refine((values) => values.confirmation === values.next, { path: ['confirmation'], message: 'passwordChange.mewPasswordsMismatch' });
}
type PasswordChangeFields = z.infer<ReturnType<typeof passwordChangeSchema>>;

const EMPTY: PasswordChangeFields = { current: '', next: '', confirmation: '' };

/**
 * A password change dialog (spec 1 §2, §4, §5) on the form kit: current, new and confirmation; the
 * format help text under the new password; mismatch shown under the confirmation as it is typed; the
 * button needs current and new filled; then error (any failure: invalid current password) or success
 * (the fields emptied, the dialog stays). Closing starts afresh; a password is nothing to keep, so
 * closing never asks.
 */
export function PasswordChangeDialog(props: PasswordChangeDialogProps) {
  return props.open ? <PasswordChangeForm {...props} /> : null;
}

function PasswordChangeForm({ onClose, testId, labels, newPasswordSchema, submit, extra }: PasswordChangeDialogProps) {
  const { LL } = useI18n();
  const [status, setStatus] = useState<PasswordDialogStatus>('editing');
  const schema = useMemo(() => passwordChangeSchema(newPasswordSchema), [newPasswordSchema]);
  const form = useForm<PasswordChangeFields>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onChange' });
  const [current, next] = form.watch(['current', 'next']);
  const { isSubmitting } = form.formState;
  const send = form.handleSubmit(async (values) => {
    try {
      await submit(values.current, values.next);
      form.reset(EMPTY);
      setStatus('success');
    } catch {
      setStatus('error');
    }
  });
  const id = (part: string) => `${testId}-dialog-${part}`;
  const field = { control: form.control, required: true, disabled: isSubmitting } as const;
  return (
    <FormDialog
      testId={testId}
      title={labels.title}
      onSubmit={(event) => {
        setStatus('editing');
        void send(event);
      }}
      onClose={onClose}
      pending={isSubmitting}
      submitLabel={labels.submit}
      submitTestId={id('submit')}
      submitDisabled={current === '' || next === '' || status === 'success'}
      cancelLabel={LL.actions.close()}
      cancelTestId={id('close')}
    >
      {labels.intro && (
        <Typography variant="body2" color="text.secondary">
          {labels.intro}
        </Typography>
      )}
      {status === 'success' && (
        <Alert severity="success" data-testid={id('success')}>
          {labels.success}
        </Alert>
      )}
      {status === 'error' && (
        <Alert severity="error" data-testid={id('error')}>
          {labels.invalidCurrentPassword}
        </Alert>
      )}
      <FormPasswordField {...field} name="current" label={labels.currentPassword} autoComplete="current-password" testId={id('current')} />
      <FormPasswordField {...field} name="next" label={labels.newPassword} hint={labels.formatHelpText} autoComplete="new-password" testId={id('new')} deps={['confirmation']} />
      <FormPasswordField {...field} name="confirmation" label={labels.confirmation} autoComplete="new-password" testId={id('confirmation')} />
      {extra}
    </FormDialog>
  );
}
