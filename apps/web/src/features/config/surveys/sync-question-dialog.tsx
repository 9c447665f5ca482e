import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useI18n } from '../../../app/i18n';

/** Asks whether a change should be synchronised (spec 3 §4: description and scheme version of a survey). */
export function SyncQuestionDialog({ open, question, onAnswer, onCancel }: { open: boolean; question: string; onAnswer(sync: boolean): void; onCancel(): void }) {
  const { LL } = useI18n();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth data-testid="survey-sync-dialog">
      <DialogTitle>{LL.config.surveys.syncTitle()}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="survey-sync-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button onClick={() => onAnswer(false)} data-testid="survey-sync-no">
          {LL.config.surveys.syncNo()}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} data-testid="survey-sync-yes">
          {LL.config.surveys.syncYes()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
