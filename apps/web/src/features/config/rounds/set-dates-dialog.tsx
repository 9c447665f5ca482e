import { localize, surveyDateOrderViolation } from '@eqa/core';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { violationText } from '../common/violation-text';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { fromDateTimeInput } from '../common/date-input';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import type { RoundPanel } from './round-dialogs';
import { DateTimeInput } from '../../../components/date-inputs';

/**
 * The set-dates dialog of a round (spec 3 §4): the only-evaluation-dates mode is on by default when
 * no survey of the round is in progress and the round is not in the future; in that mode the
 * expected evaluation and evaluated dates are set, otherwise start and end, on the selected surveys
 * (all by default). Sent as one bulk PUT /survey_dates.
 */
export function SetDatesDialog({ round, onClose }: { round: RoundPanel; onClose(): void }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSurveys');
  const [onlyEvaluation, setOnlyEvaluation] = useState(round.onlyEvaluationDatesDefault);
  const [selected, setSelected] = useState<number[]>(round.surveys.map((s) => s.id));
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [expectedAt, setExpectedAt] = useState('');
  const [evaluatedAt, setEvaluatedAt] = useState('');
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const order = onlyEvaluation ? null : surveyDateOrderViolation(fromDateTimeInput(startsAt), fromDateTimeInput(endsAt));
  const set = trpc.config.surveys.setDates.useMutation({
    onSuccess: (result) => {
      void utils.config.surveys.list.invalidate();
      void utils.config.surveys.get.invalidate();
      notify(LL.config.rounds.dates.done({ count: result.total }));
      onClose();
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field) setServer(violationText(LL, field));
      else onError(error);
    },
  });
  const submit = () => {
    setTouched(true);
    setServer(null);
    if (order || selected.length === 0) return;
    set.mutate({
      orgId,
      roundId: round.id,
      surveyIds: selected,
      onlyEvaluationDates: onlyEvaluation,
      ...(onlyEvaluation
        ? { expectedEvaluationAt: fromDateTimeInput(expectedAt), evaluatedAt: fromDateTimeInput(evaluatedAt) }
        : { startsAt: fromDateTimeInput(startsAt), endsAt: fromDateTimeInput(endsAt) }),
    });
  };
  const dateField = (label: string, value: string, setValue: (v: string) => void, testId: string, error?: string | null) => (
    <DateTimeInput label={label} value={value} onChange={setValue} error={Boolean(error)} helperText={error ?? ' '} fullWidth testId={testId} />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="set-dates-dialog">
      <DialogTitle>{LL.config.rounds.dates.title({ name: round.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormControlLabel
            control={<Switch checked={onlyEvaluation} onChange={(event) => setOnlyEvaluation(event.target.checked)} slotProps={{ input: { 'data-testid': 'set-dates-only-evaluation' } as object }} />}
            label={LL.config.rounds.dates.onlyEvaluationDates()}
          />
          {onlyEvaluation ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {dateField(LL.config.rounds.dates.expectedEvaluationAt(), expectedAt, setExpectedAt, 'set-dates-expected-evaluation')}
              {dateField(LL.config.rounds.dates.evaluatedAt(), evaluatedAt, setEvaluatedAt, 'set-dates-evaluated')}
            </Stack>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {dateField(LL.config.rounds.dates.startsAt(), startsAt, setStartsAt, 'set-dates-starts-at')}
              {dateField(LL.config.rounds.dates.endsAt(), endsAt, setEndsAt, 'set-dates-ends-at', touched && order ? LL.config.rounds.dates.endBeforeStart() : null)}
            </Stack>
          )}
          <Typography variant="subtitle2">{LL.config.rounds.dates.surveys()}</Typography>
          <List dense disablePadding sx={{ maxHeight: 260, overflowY: 'auto' }}>
            {round.surveys.map((survey) => (
              <ListItemButton
                key={survey.id}
                onClick={() => setSelected((current) => (current.includes(survey.id) ? current.filter((id) => id !== survey.id) : [...current, survey.id]))}
                data-testid={`set-dates-survey-${survey.id}`}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox edge="start" size="small" checked={selected.includes(survey.id)} tabIndex={-1} disableRipple />
                </ListItemIcon>
                <ListItemText primary={survey.schemeVersion.scheme.shortName} secondary={localize(survey.schemeVersion.name, locale)} />
              </ListItemButton>
            ))}
          </List>
          {touched && selected.length === 0 && <FormHelperText error>{LL.config.rounds.dates.noSelection()}</FormHelperText>}
          {server && (
            <Typography color="error" variant="body2">
              {LL.config.common.serverRefused({ message: server })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="set-dates-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={set.isPending} data-testid="set-dates-apply">
          {LL.config.rounds.dates.apply()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
