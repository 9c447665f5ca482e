import { localize, SURVEY_TIME_ZONE } from '@eqa/core';
import { formatDeadline } from '@eqa/i18n';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useI18n } from '../../app/i18n';
import type { SurveyForm } from '../results/form-model';
import { DialogCloseActions } from '../../components/dialog-close-actions';
import { useScrollRegion } from '../../components/scroll-region';

/**
 * The survey instructions (spec 1 §2, §4: opens by itself on the first load of a survey that has
 * not ended and has no results): how to enter, save and validate results, the deadline and the
 * survey's own description.
 */
export function InstructionsDialog({ open, onClose, form }: { open: boolean; onClose(): void; form: SurveyForm }) {
  const { LL, locale } = useI18n();
  const survey = form.survey;
  const steps = [
    LL.survey.instructions.steps.resultGroup(),
    LL.survey.instructions.steps.values(),
    LL.survey.instructions.steps.context(),
    LL.survey.instructions.steps.autosave(),
    LL.survey.instructions.steps.validate(),
  ];
  const description = localize(survey.description, locale);
  const scrollRegion = useScrollRegion('instructions-title');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="instructions-dialog" aria-labelledby="instructions-title">
      <DialogTitle id="instructions-title">{LL.survey.instructions.title()}</DialogTitle>
      {/* the steps and the survey's description scroll on a small screen, and hold nothing focusable */}
      <DialogContent dividers {...scrollRegion}>
        <Typography sx={{ mb: 1 }}>{LL.survey.instructions.intro()}</Typography>
        <List dense>
          {steps.map((text, index) => (
            <ListItem key={text} alignItems="flex-start" disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Box
                  component="span"
                  sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontSize: 13, fontWeight: 700, mt: 0.25 }}
                >
                  {index + 1}
                </Box>
              </ListItemIcon>
              <ListItemText primary={text} />
            </ListItem>
          ))}
        </List>
        {survey.deadline && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="instructions-deadline">
            {LL.survey.instructions.deadline({ date: formatDeadline(survey.deadline, locale, { timeZone: SURVEY_TIME_ZONE }) })}
          </Alert>
        )}
        {description && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
              {LL.survey.instructions.descriptionTitle()}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogCloseActions onClose={onClose} testId="instructions-close" primary autoFocus />
    </Dialog>
  );
}

/**
 * The one-time hint about the 'latest results' filter (spec 1 §4; core shouldShowLatestResultsHint:
 * lab users only), above the filters it speaks of: a notice on the page, not a dialog, so it never
 * stacks on the instructions (issue 32).
 */
export function LatestResultsHint({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  return (
    <Alert
      severity="info"
      icon={<FilterAltIcon />}
      data-testid="latest-results-hint"
      className="no-print"
      action={
        <Button color="inherit" size="small" onClick={onClose} data-testid="latest-results-hint-ok">
          {LL.survey.latestResultsHint.ok()}
        </Button>
      }
    >
      <AlertTitle>{LL.survey.latestResultsHint.title()}</AlertTitle>
      {LL.survey.latestResultsHint.text()}
    </Alert>
  );
}

/** The late payment notice (spec 1 §4: on the evaluation page when the form reports latePayment). */
export function LatePaymentDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { LL } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="late-payment-dialog">
      <DialogTitle>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <WarningAmberIcon color="warning" />
          <span>{LL.survey.latePayment.title()}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography>{LL.error.latePayment.message()}</Typography>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {LL.error.latePayment.details()}
        </Alert>
      </DialogContent>
      <DialogCloseActions onClose={onClose} testId="late-payment-close" primary autoFocus />
    </Dialog>
  );
}
