import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../../app/i18n';

export interface FormDialogProps {
  /** Prefix of the test ids: `{testId}-dialog`, `-form`, `-cancel`, `-save`. */
  testId: string;
  title: string;
  /** The form's submit (react-hook-form's handleSubmit(…)). */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  pending: boolean;
  submitLabel?: string;
  /** The dialog's width (default xs); long texts want md. */
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/**
 * The dialog of a react-hook-form form: title, the fields, Cancel and the submit button (a spinner
 * while the call runs, closing refused meanwhile). Every form dialog of the app reads the same way.
 */
export function FormDialog({ testId, title, onSubmit, onClose, pending, submitLabel, maxWidth = 'xs', children }: FormDialogProps) {
  const { LL } = useI18n();
  const close = () => !pending && onClose();
  return (
    <Dialog open onClose={close} maxWidth={maxWidth} fullWidth aria-labelledby={`${testId}-title`} data-testid={`${testId}-dialog`}>
      <form noValidate id={`${testId}-form`} onSubmit={onSubmit}>
        <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: '8px !important' }}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending} data-testid={`${testId}-cancel`}>
            {LL.actions.cancel()}
          </Button>
          <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid={`${testId}-save`}>
            {submitLabel ?? LL.actions.save()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
