import { VALIDATION_DEBOUNCE_MS } from '@eqa/core';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { PasswordField } from '../../components/password-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type PasswordDialogStatus = 'editing' | 'loading' | 'error' | 'success';

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
  testId: string;
  labels: Labels;
  /** The password rule of spec 1 §5 (login or validation password). */
  isValidPassword(password: string): boolean;
  /** Sends the change; resolves on success, rejects on any error. */
  submit(currentPassword: string, newPassword: string): Promise<void>;
  /** Extra content under the form (the lab users' forgotten validation password action). */
  extra?: ReactNode;
}

interface Fields {
  current: string;
  next: string;
  confirmation: string;
}

const EMPTY: Fields = { current: '', next: '', confirmation: '' };

/**
 * A password change dialog (spec 1 §2, §4, §5): current, new and confirmation; the format help text
 * under the new password; mismatch shown under the confirmation; the button needs current and new
 * filled; states loading, error (any failure: invalid current password) and success.
 */
export function PasswordChangeDialog({ open, onClose, testId, labels, isValidPassword, submit, extra }: PasswordChangeDialogProps) {
  const { LL } = useI18n();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [touched, setTouched] = useState<Record<keyof Fields, boolean>>({ current: false, next: false, confirmation: false });
  const [status, setStatus] = useState<PasswordDialogStatus>('editing');
  const checked = useDebouncedValue(fields, VALIDATION_DEBOUNCE_MS);

  const currentError = touched.current && checked.current === '' ? LL.requiredField() : null;
  const nextError =
    touched.next && checked.next === ''
      ? LL.requiredField()
      : touched.next && !isValidPassword(checked.next)
        ? labels.formatHelpText
        : null;
  const mismatch = touched.confirmation && checked.confirmation !== checked.next;

  const change = (key: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: event.target.value }));
    setTouched((t) => ({ ...t, [key]: true }));
    if (status === 'error') setStatus('editing');
  };
  const blur = (key: keyof Fields) => () => setTouched((t) => ({ ...t, [key]: true }));

  const canSubmit = fields.current !== '' && fields.next !== '' && status !== 'loading' && status !== 'success';

  const onSubmit = async () => {
    setTouched({ current: true, next: true, confirmation: true });
    if (!isValidPassword(fields.next) || fields.confirmation !== fields.next) return;
    setStatus('loading');
    try {
      await submit(fields.current, fields.next);
      setFields(EMPTY);
      setTouched({ current: false, next: false, confirmation: false });
      setStatus('success');
    } catch {
      setStatus('error');
    }
  };

  const close = () => {
    setFields(EMPTY);
    setTouched({ current: false, next: false, confirmation: false });
    setStatus('editing');
    onClose();
  };

  const visibility = { showLabel: LL.passwordVisibility.show(), hideLabel: LL.passwordVisibility.hide() };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth data-testid={testId}>
      <DialogTitle>{labels.title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit) void onSubmit();
          }}
        >
          {labels.intro && (
            <Typography variant="body2" color="text.secondary">
              {labels.intro}
            </Typography>
          )}
          {status === 'success' && (
            <Alert severity="success" data-testid={`${testId}-success`}>
              {labels.success}
            </Alert>
          )}
          {status === 'error' && (
            <Alert severity="error" data-testid={`${testId}-error`}>
              {labels.invalidCurrentPassword}
            </Alert>
          )}
          <PasswordField
            {...visibility}
            label={labels.currentPassword}
            value={fields.current}
            onChange={change('current')}
            onBlur={blur('current')}
            error={currentError !== null}
            helperText={currentError ?? ' '}
            autoComplete="current-password"
            required
            disabled={status === 'loading'}
            htmlInputProps={{ 'data-testid': `${testId}-current` }}
          />
          <PasswordField
            {...visibility}
            label={labels.newPassword}
            value={fields.next}
            onChange={change('next')}
            onBlur={blur('next')}
            error={nextError !== null}
            helperText={nextError ?? labels.formatHelpText}
            autoComplete="new-password"
            required
            disabled={status === 'loading'}
            htmlInputProps={{ 'data-testid': `${testId}-new` }}
          />
          <PasswordField
            {...visibility}
            label={labels.confirmation}
            value={fields.confirmation}
            onChange={change('confirmation')}
            onBlur={blur('confirmation')}
            error={mismatch}
            helperText={mismatch ? LL.passwordChange.mewPasswordsMismatch() : ' '}
            autoComplete="new-password"
            required
            disabled={status === 'loading'}
            htmlInputProps={{ 'data-testid': `${testId}-confirmation` }}
          />
          {/* lets Enter submit the form */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
          {extra}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid={`${testId}-close`}>
          {LL.actions.close()}
        </Button>
        <Button variant="contained" disabled={!canSubmit} onClick={() => void onSubmit()} loading={status === 'loading'} data-testid={`${testId}-submit`}>
          {labels.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
