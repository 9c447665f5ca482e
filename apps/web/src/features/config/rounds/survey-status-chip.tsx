import { Chip, Stack } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { PHASE_COLORS, surveyPhase, type SurveyStatusFlags } from './survey-phase';

/** The phase of a survey as a chip, plus 'evaluation disabled' when set. */
export function SurveyStatusChip({ status, testId }: { status: SurveyStatusFlags; testId?: string }) {
  const { LL } = useI18n();
  const phase = surveyPhase(status);
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" color={PHASE_COLORS[phase]} variant={phase === 'proposal' ? 'outlined' : 'filled'} label={LL.config.surveys.status[phase]()} data-testid={testId} />
      {status.evaluationDisabled && <Chip size="small" variant="outlined" color="warning" label={LL.config.surveys.status.evaluationDisabled()} />}
    </Stack>
  );
}
