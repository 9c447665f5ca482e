import { surveyStatusActions, surveyStatusPatch, type ConfigViolation, type SurveyStatusAction } from '@eqa/core';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { ConfirmDialog } from '../common/confirm-dialog';
import { Section } from '../common/section';
import { useNow } from '../common/use-now';
import { violationText } from '../common/violation-text';
import { SurveyStatusChip } from '../rounds/survey-status-chip';
import type { Survey, SurveyPatch } from './survey-general';
import { LabeledSwitch } from '../../../components/labeled-switch';

/**
 * The survey-status control (spec 3 §4 "Changing survey status sends an update"): the survey's
 * phase, the step it can take now (core surveyStatusActions: start, end, pre-evaluate, evaluate;
 * reopen an evaluation) — each asks first and sends the phase's date as now — and the
 * evaluation-disabled switch (not on an evaluated survey, which is read-only). Publishing (pre-evaluate,
 * evaluate) needs a current run: a refusal's reason (`refusal`, the server's code) is shown here.
 */
export function SurveyStatusControl({
  survey,
  editable,
  onSave,
  refusal = null,
}: {
  survey: Survey;
  editable: boolean;
  onSave(patch: SurveyPatch): void;
  refusal?: ConfigViolation | null;
}) {
  const { LL } = useI18n();
  const now = useNow();
  const [asking, setAsking] = useState<SurveyStatusAction | null>(null);
  const actions = surveyStatusActions(survey.status);
  return (
    <Section title={LL.config.surveys.statusControl.title()} testId="survey-status-control">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <SurveyStatusChip status={survey.status} testId="survey-status-current" />
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'reopenEvaluation' ? 'outlined' : 'contained'}
              size="small"
              disabled={!editable}
              onClick={() => setAsking(action)}
              data-testid={`survey-status-${action}`}
            >
              {LL.config.surveys.statusControl.actions[action]()}
            </Button>
          ))}
        </Stack>
        {refusal && (
          <Alert severity="warning" role="alert" data-testid="survey-publication-refused" data-code={refusal.message}>
            {violationText(LL, refusal)}
          </Alert>
        )}
        {actions.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {LL.config.surveys.statusControl.none()}
          </Typography>
        )}
        <LabeledSwitch checked={survey.status.evaluationDisabled} onChange={(checked) => onSave({ evaluationDisabled: checked })} disabled={!editable || survey.status.evaluated} label={LL.config.surveys.statusControl.evaluationDisabled()} testId="survey-evaluation-disabled" />
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? LL.config.surveys.statusControl.actions[asking]() : ''}
        confirmLabel={asking ? LL.config.surveys.statusControl.actions[asking]() : undefined}
        destructive={false}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onSave(surveyStatusPatch(asking, now));
          setAsking(null);
        }}
        testId="survey-status-confirm"
      >
        {asking ? LL.config.surveys.statusControl.confirm[asking]() : null}
      </ConfirmDialog>
    </Section>
  );
}
