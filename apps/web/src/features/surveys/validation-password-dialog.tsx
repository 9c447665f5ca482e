import { ZValidationPasswordFields, type TValidationPasswordFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormPasswordField } from '../../components/forms/form-password-field';
import { applyValidationPasswordError } from '../../components/forms/validation-password';

const MESSAGES = { invalid: 'survey.validation.invalidPassword', tooMany: 'survey.validation.tooManyAttempts' } as const;

export interface ValidationPasswordDialogProps {
  action: 'validate' | 'invalidate';
  title: string;
  text: string;
  submitLabel: string;
  /** Validates or invalidates with the password; a failure it throws that is the password's stays here. */
  run(validationPassword: string): Promise<void>;
  /** Any other failure (the dialog closes or shows what is missing). */
  onFailure(error: unknown): Promise<void> | void;
  onClose(): void;
}

/**
 * The validation password step of validate / invalidate (spec 1 §4; core ZValidationPasswordFields):
 * a wrong password shows 'survey.validation.invalidPassword' under the field, too many wrong ones
 * (429) 'survey.validation.tooManyAttempts' and no more tries from this dialog.
 */
export function ValidationPasswordDialog({ action, title, text, submitLabel, run, onFailure, onClose }: ValidationPasswordDialogProps) {
  const { LL } = useI18n();
  const [locked, setLocked] = useState(false);
  const form = useForm<TValidationPasswordFields>({ resolver: zodResolver(ZValidationPasswordFields), defaultValues: { validationPassword: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await run(values.validationPassword);
    } catch (error) {
      const shown = applyValidationPasswordError(error, form.setError, MESSAGES);
      if (shown === 'locked') setLocked(true);
      else if (shown === null) await onFailure(error);
    }
  });
  const password = form.watch('validationPassword');
  const { isSubmitting } = form.formState;
  return (
    <FormDialog
      testId="validation"
      title={title}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      pending={isSubmitting}
      submitLabel={submitLabel}
      submitColor={action === 'validate' ? 'primary' : 'warning'}
      submitTestId="validation-submit"
      submitDisabled={password === '' || locked}
      dataAttributes={{ 'data-action': action }}
      intro={<DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>}
    >
      <FormPasswordField control={form.control} name="validationPassword" label={LL.survey.validation.password()} fullWidth autoFocus autoComplete="off" disabled={locked} testId="validation-password" />
    </FormDialog>
  );
}
