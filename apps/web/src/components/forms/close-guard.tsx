import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n';

export interface CloseGuard {
  /** Close, or ask first when there are unsaved changes (Escape, the backdrop, Cancel alike). */
  requestClose(): void;
  /** The question, rendered beside the dialog (not inside it: none of its keys reach the dialog). */
  question: ReactNode;
}

/**
 * The unsaved-changes guard of a dialog: closing a dirty form asks "Discard the changes?" first;
 * Keep editing (or Escape in the question) goes back to the form with what was typed, Discard
 * closes. A clean form closes at once. `testId` names the question (`{testId}-discard`).
 */
export function useCloseGuard(dirty: boolean, onClose: () => void, testId: string): CloseGuard {
  const { LL } = useI18n();
  const [asking, setAsking] = useState(false);
  const D = LL.forms.discard;
  const question = (
    <Dialog open={asking} onClose={() => setAsking(false)} maxWidth="xs" fullWidth aria-labelledby={`${testId}-discard-title`} data-testid={`${testId}-discard`}>
      <DialogTitle id={`${testId}-discard-title`}>{D.title()}</DialogTitle>
      <DialogContent>
        <DialogContentText>{D.question()}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setAsking(false)} autoFocus data-testid={`${testId}-discard-cancel`}>
          {D.keepEditing()}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            setAsking(false);
            onClose();
          }}
          data-testid={`${testId}-discard-confirm`}
        >
          {D.confirm()}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { requestClose: () => (dirty ? setAsking(true) : onClose()), question };
}
