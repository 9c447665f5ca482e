import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useI18n } from '../app/i18n';
import { rateLimitedText, type ErrorAction, type ErrorKind } from '../lib/errors';

export interface ErrorDialogProps {
  open: boolean;
  kind: ErrorKind;
  action: ErrorAction | null;
  onClose(): void;
  /** Shown as a Retry button when the failed action can be run again. */
  onRetry?: (() => void) | undefined;
  /** A 429's wait, when the server said (the message names the minutes). */
  retryAfterSeconds?: number | null;
  /** The way on that the error offers (a missing contract: open the contract of its year). */
  primaryAction?: { label: string; testId: string; run(): void } | undefined;
}

/** The error dialog of spec 1 §8: the catalogue text of the kind, what was being done, Close and Retry. */
export function ErrorDialog({ open, kind, action, onClose, onRetry, retryAfterSeconds = null, primaryAction }: ErrorDialogProps) {
  const { LL } = useI18n();
  const warning = kind === 'latePayment' || kind === 'missingContract';
  const entry = LL.error[kind];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="error-dialog" data-error-kind={kind}>
      <DialogTitle>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {warning ? <WarningAmberIcon color="warning" /> : <ErrorOutlineIcon color="error" />}
          <span>{entry.title()}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography data-testid="error-dialog-message">{kind === 'rateLimited' ? rateLimitedText(LL, retryAfterSeconds) : entry.message()}</Typography>
        {kind === 'latePayment' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {LL.error.latePayment.details()}
          </Alert>
        )}
        {action && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="error-dialog-action">
            {LL.error.whileDoing({ action: LL.errorAction[action]() })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {onRetry && (
          <Button onClick={onRetry} data-testid="error-dialog-retry">
            {LL.actions.retry()}
          </Button>
        )}
        <Button variant={primaryAction ? 'outlined' : 'contained'} onClick={onClose} data-testid="error-dialog-close" autoFocus={!primaryAction}>
          {LL.actions.close()}
        </Button>
        {primaryAction && (
          <Button variant="contained" onClick={primaryAction.run} data-testid={primaryAction.testId} autoFocus>
            {primaryAction.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
