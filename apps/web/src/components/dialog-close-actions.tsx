import { Button, DialogActions } from '@mui/material';
import { useI18n } from '../app/i18n';

interface DialogCloseActionsProps {
  onClose(): void;
  testId: string;
  /** The button's text (default: Close). */
  label?: string;
  /** The dialog's one answer as its main button (contained). */
  primary?: boolean;
  autoFocus?: boolean;
}

/** The actions of a dialog that only informs: one button that closes it. */
export function DialogCloseActions({ onClose, testId, label, primary = false, autoFocus }: DialogCloseActionsProps) {
  const { LL } = useI18n();
  return (
    <DialogActions>
      <Button variant={primary ? 'contained' : 'text'} onClick={onClose} data-testid={testId} autoFocus={autoFocus}>
        {label ?? LL.actions.close()}
      </Button>
    </DialogActions>
  );
}
