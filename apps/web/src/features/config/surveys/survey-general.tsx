import { surveyDateOrderViolation } from '@eqa/core';
import { Box, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import type { RouterInputs, RouterOutputs } from '../../../lib/trpc';
import { fromDateTimeInput, toDateTimeInput } from '../common/date-input';
import { Section } from '../common/section';
import { useAutosave } from '../../../components/forms/use-autosave';
import { RoundSelect } from '../rounds/round-select';
import { SchemeVersionAutocomplete, type SchemeVersionOption } from '../rounds/scheme-version-autocomplete';
import { SyncQuestionDialog } from './sync-question-dialog';
import { DateTimeInput } from '../../../components/date-inputs';

export type Survey = RouterOutputs['config']['surveys']['get'];
export type SurveyPatch = Omit<RouterInputs['config']['surveys']['update'], 'orgId' | 'id' | 'schemeVersionId' | 'roundId'> & {
  schemeVersionId?: number;
  roundId?: number;
};

const DATE_FIELDS = ['deadline', 'startsAt', 'endsAt', 'expectedEvaluationAt', 'evaluatedAt'] as const;
type DateField = (typeof DATE_FIELDS)[number];

/**
 * The survey's scheme version, round, deadline and dates (spec 3 §2): the dates autosave after a
 * debounce; a new scheme version (only while the survey is deletable) first asks whether to take
 * its description and evaluation setting.
 */
export function SurveyGeneral({ survey, readOnly, onSave }: { survey: Survey; readOnly: boolean; onSave(patch: SurveyPatch): void }) {
  const { LL } = useI18n();
  const [dates, setDates] = useState<Record<DateField, string>>(
    () => Object.fromEntries(DATE_FIELDS.map((field) => [field, toDateTimeInput(survey[field])])) as Record<DateField, string>,
  );
  const [pendingVersion, setPendingVersion] = useState<SchemeVersionOption | null>(null);
  const notify = useNotify();
  /** A save not delayed by the autosave (a choice in a dialog or a select) shows the same notification. */
  const saveNow = (patch: SurveyPatch) => {
    notify(LL.notifications.saveInProgress(), 'info');
    onSave(patch);
  };
  /**
   * The date changes not saved yet: one save takes them all (a start typed just before the end
   * would otherwise be lost, the autosave keeping only its last value).
   */
  const unsaved = useRef<SurveyPatch>({});
  const saveLater = useAutosave((patch: SurveyPatch) => {
    unsaved.current = {};
    onSave(patch);
  });
  const order = surveyDateOrderViolation(fromDateTimeInput(dates.startsAt), fromDateTimeInput(dates.endsAt));
  const label: Record<DateField, string> = {
    deadline: LL.config.surveys.deadline(),
    startsAt: LL.config.surveys.startsAt(),
    endsAt: LL.config.surveys.endsAt(),
    expectedEvaluationAt: LL.config.surveys.expectedEvaluationAt(),
    evaluatedAt: LL.config.surveys.evaluatedAt(),
  };
  const change = (field: DateField, value: string) => {
    const next = { ...dates, [field]: value };
    setDates(next);
    if (value !== '' && fromDateTimeInput(value) === null) return;
    unsaved.current = { ...unsaved.current, [field]: fromDateTimeInput(value) };
    // an end before the start waits for the correction, which saves both
    if (surveyDateOrderViolation(fromDateTimeInput(next.startsAt), fromDateTimeInput(next.endsAt))) return;
    saveLater(unsaved.current);
  };
  const currentVersion: SchemeVersionOption = { id: survey.schemeVersion.id, name: survey.schemeVersion.name, scheme: survey.schemeVersion.scheme };

  return (
    <Section title={LL.config.surveys.general()} testId="survey-general">
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 2, minWidth: 0 }}>
            <SchemeVersionAutocomplete
              value={currentVersion}
              onChange={(next) => {
                if (next && next.id !== survey.schemeVersion.id) setPendingVersion(next);
              }}
              label={LL.config.surveys.schemeVersion()}
              disabled={readOnly || !survey.deletable}
              testId="survey-scheme-version"
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RoundSelect value={survey.round.id} onChange={(roundId) => saveNow({ roundId })} disabled={readOnly} testId="survey-round" />
          </Box>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {DATE_FIELDS.map((field) => (
            <DateTimeInput
              key={field}
              label={label[field]}
              value={dates[field]}
              disabled={readOnly}
              onChange={(value) => change(field, value)}
              error={field === 'endsAt' && order !== null}
              helperText={field === 'endsAt' && order ? LL.config.rounds.dates.endBeforeStart() : ' '}
              testId={`survey-${field}`}
            />
          ))}
        </Box>
      </Stack>
      <SyncQuestionDialog
        open={pendingVersion !== null}
        question={LL.config.surveys.schemeVersionSync()}
        onCancel={() => setPendingVersion(null)}
        onAnswer={(sync) => {
          if (pendingVersion) saveNow({ schemeVersionId: pendingVersion.id, schemeVersionSync: sync });
          setPendingVersion(null);
        }}
      />
    </Section>
  );
}
