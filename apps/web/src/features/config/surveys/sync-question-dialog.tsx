import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useI18n } from '../../../app/i18n';

interface SyncQuestionDialogProps {
  open: boolean;
  question: string;
  onAnswer(sync: boolean): void;
  onCancel(): void;
  /** The texts where the question is another's (the scheme version's "Update the surveys too?"); a survey's by default. */
  texts?: { title: string; yes: string; no: string };
  /** Prefix of the test ids: `{testId}-dialog`, `-cancel`, `-no`, `-yes`. */
  testId?: string;
}

/** Asks whether a change should be synchronised (spec 3 §4: description and scheme version of a survey; a scheme version's description and evaluation flag to its surveys). */
export function SyncQuestionDialog({ open, question, onAnswer, onCancel, texts, testId = 'survey-sync' }: SyncQuestionDialogProps) {
  const { LL } = useI18n();
  const { title, yes, no } = texts ?? { title: LL.config.surveys.syncTitle(), yes: LL.config.surveys.syncYes(), no: LL.config.surveys.syncNo() };
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth data-testid={`${testId}-dialog`}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
          {LL.actions.cancel()}
        </Button>
        <Button onClick={() => onAnswer(false)} data-testid={`${testId}-no`}>
          {no}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} data-testid={`${testId}-yes`}>
          {yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
