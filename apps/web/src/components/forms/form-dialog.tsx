import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { useScrollRegion } from '../scroll-region';
import { useCloseGuard } from './close-guard';

export interface FormDialogProps {
  /** Prefix of the test ids: `{testId}-dialog`, `-form`, `-cancel`, `-save`, `-discard`. */
  testId: string;
  title: string;
  /** The form's submit (react-hook-form's handleSubmit(…)). */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  pending: boolean;
  /** The form has unsaved changes (formState.isDirty): closing asks first. */
  dirty?: boolean;
  submitLabel?: string;
  /** The submit button's colour (an invalidation is a warning). */
  submitColor?: 'primary' | 'warning' | 'error';
  /** Test id of the submit button (default `{testId}-save`). */
  submitTestId?: string;
  /** No submit button (the dialog only tells why nothing can be sent); Cancel then reads cancelLabel. */
  submitHidden?: boolean;
  cancelLabel?: string;
  /** False: the dialog must be answered (no Cancel; Escape and the backdrop do nothing). */
  closable?: boolean;
  /** Test id of the cancel button (default `{testId}-cancel`). */
  cancelTestId?: string;
  /** The submit button is off (nothing to send yet: a dialog still loading what it needs). */
  submitDisabled?: boolean;
  /** The dialog's width (default xs); long texts want md. */
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** On a phone the dialog fills the screen (a long form). */
  fullScreenOnPhone?: boolean;
  /** Below the title, before the fields (an explanation). */
  intro?: ReactNode;
  /** Buttons before Cancel (a secondary action of the dialog). */
  extraActions?: ReactNode;
  /** More attributes of the dialog's root (data-variant, aria-describedby, …). */
  dataAttributes?: { [attribute: `data-${string}`]: string; 'aria-describedby'?: string };
  children: ReactNode;
}

/**
 * The dialog of a react-hook-form form: title, the fields, Cancel and the submit button (a spinner
 * while the call runs, closing refused meanwhile). Closing a dirty form (Escape, the backdrop,
 * Cancel) asks before the changes are lost. Every form dialog of the app reads the same way.
 */
export function FormDialog({ testId, title, onSubmit, onClose, pending, dirty = false, submitLabel, submitColor, submitTestId, submitHidden, cancelLabel, cancelTestId, closable = true, submitDisabled, maxWidth = 'xs', fullScreenOnPhone, intro, extraActions, dataAttributes, children }: FormDialogProps) {
  const { LL } = useI18n();
  const guard = useCloseGuard(dirty, onClose, testId);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const close = () => closable && !pending && guard.requestClose();
  // the content scrolls on a small screen; when it holds nothing focusable (a plan, a notice) the keyboard still reaches it
  const scrollRegion = useScrollRegion(`${testId}-title`);
  return (
    <>
      <Dialog open onClose={close} maxWidth={maxWidth} fullWidth fullScreen={fullScreenOnPhone === true && phone} aria-labelledby={`${testId}-title`} data-testid={`${testId}-dialog`} {...dataAttributes}>
        <form
          noValidate
          id={`${testId}-form`}
          // the title, content and actions stay the dialog's own flex items: the content scrolls, the actions stay in view
          style={{ display: 'contents' }}
          onSubmit={(event) => {
            // a dialog opened from another dialog's form: its submit is its own (React events bubble through portals)
            event.stopPropagation();
            onSubmit(event);
          }}
        >
          <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
          <DialogContent {...scrollRegion} sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: '8px !important' }}>
            {intro}
            {children}
          </DialogContent>
          <DialogActions>
            {extraActions}
            {closable && (
              <Button onClick={close} disabled={pending} data-testid={cancelTestId ?? `${testId}-cancel`}>
                {cancelLabel ?? LL.actions.cancel()}
              </Button>
            )}
            {!submitHidden && (
              <Button
                type="submit"
                variant="contained"
                color={submitColor}
                disabled={pending || submitDisabled}
                startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
                data-testid={submitTestId ?? `${testId}-save`}
              >
                {submitLabel ?? LL.actions.save()}
              </Button>
            )}
          </DialogActions>
        </form>
      </Dialog>
      {guard.question}
    </>
  );
}
