import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../../app/i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** A destructive action shows its button in the error colour. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  testId: string;
}

/** Asks before an action (spec 3 §5: deletions always ask confirmation). */
export function ConfirmDialog({ open, title, children, confirmLabel, destructive = true, busy, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const { LL } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-cancel`}>
          {LL.actions.cancel()}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel ?? LL.config.common.delete()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
