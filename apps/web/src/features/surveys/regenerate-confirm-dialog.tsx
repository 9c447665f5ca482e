import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useI18n } from '../../app/i18n';

interface RegenerateConfirmDialogProps {
  open: boolean;
  title: string;
  /** The paragraphs of the question: what is created again and what it replaces. */
  texts: string[];
  confirmLabel: string;
  /** The confirmed action runs: the buttons wait. */
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  testId: string;
}

/** The regenerate-one-document and regenerate-all-documents confirmations of the survey page (spec 1 §2). */
export function RegenerateConfirmDialog({ open, title, texts, confirmLabel, busy, onCancel, onConfirm, testId }: RegenerateConfirmDialogProps) {
  const { LL } = useI18n();
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth data-testid={testId} aria-labelledby={`${testId}-title`}>
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {texts.map((text) => (
            <DialogContentText key={text}>{text}</DialogContentText>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} data-testid={`${testId}-cancel`}>
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" startIcon={<AutorenewIcon />} onClick={onConfirm} loading={busy} loadingPosition="start" data-testid={`${testId}-ok`}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
