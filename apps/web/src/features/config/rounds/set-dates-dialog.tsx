import { localize, surveyDateOrderViolation, ZSetDatesFields, type TSetDatesFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormCheckList } from '../../../components/forms/form-check-list';
import { FormDateField } from '../../../components/forms/form-date-field';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormRootError } from '../../../components/forms/form-root-error';
import { FormSwitchField } from '../../../components/forms/form-switch-field';
import { withRule } from '../../../components/forms/with-rule';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc } from '../../../lib/trpc';
import { fromDateTimeInput } from '../common/date-input';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import type { RoundPanel } from './round-dialogs';

/** The start may not be after the end (core surveyDateOrderViolation), in the start-and-end mode only. */
const ZSetDatesForm = withRule(ZSetDatesFields, (values) => (values.onlyEvaluationDates ? null : surveyDateOrderViolation(fromDateTimeInput(values.startsAt), fromDateTimeInput(values.endsAt))));
const FIELDS = ['surveyIds', 'startsAt', 'endsAt', 'expectedEvaluationAt', 'evaluatedAt'] as const;

/**
 * The set-dates dialog of a round (spec 3 §4): the only-evaluation-dates mode is on by default when
 * no survey of the round is in progress and the round is not in the future; in that mode the
 * expected evaluation and evaluated dates are set, otherwise start and end, on the selected surveys
 * (all by default; core ZSetDatesFields). Sent as one bulk PUT /survey_dates.
 */
export function SetDatesDialog({ round, onClose }: { round: RoundPanel; onClose(): void }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSurveys');
  const form = useForm<TSetDatesFields>({
    resolver: zodResolver(ZSetDatesForm),
    defaultValues: { onlyEvaluationDates: round.onlyEvaluationDatesDefault, surveyIds: round.surveys.map((s) => s.id), startsAt: '', endsAt: '', expectedEvaluationAt: '', evaluatedAt: '' },
  });
  const onlyEvaluation = form.watch('onlyEvaluationDates');
  const set = trpc.config.surveys.setDates.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      const result = await set.mutateAsync({
        orgId,
        roundId: round.id,
        surveyIds: values.surveyIds,
        onlyEvaluationDates: values.onlyEvaluationDates,
        ...(values.onlyEvaluationDates
          ? { expectedEvaluationAt: fromDateTimeInput(values.expectedEvaluationAt), evaluatedAt: fromDateTimeInput(values.evaluatedAt) }
          : { startsAt: fromDateTimeInput(values.startsAt), endsAt: fromDateTimeInput(values.endsAt) }),
      });
      void utils.config.surveys.list.invalidate();
      void utils.config.surveys.get.invalidate();
      notify(LL.config.rounds.dates.done({ count: result.total }));
      onClose();
    },
    { fields: FIELDS, onFailure: onError, root: true },
  );
  const D = LL.config.rounds.dates;
  return (
    <FormDialog
      testId="set-dates"
      title={D.title({ name: round.name })}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
      submitLabel={D.apply()}
      submitTestId="set-dates-apply"
    >
      <FormSwitchField control={form.control} name="onlyEvaluationDates" label={D.onlyEvaluationDates()} testId="set-dates-only-evaluation" />
      {onlyEvaluation ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField control={form.control} name="expectedEvaluationAt" withTime label={D.expectedEvaluationAt()} fullWidth testId="set-dates-expected-evaluation" />
          <FormDateField control={form.control} name="evaluatedAt" withTime label={D.evaluatedAt()} fullWidth testId="set-dates-evaluated" />
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField control={form.control} name="startsAt" withTime label={D.startsAt()} fullWidth testId="set-dates-starts-at" />
          <FormDateField control={form.control} name="endsAt" withTime label={D.endsAt()} fullWidth testId="set-dates-ends-at" />
        </Stack>
      )}
      <Typography variant="subtitle2">{D.surveys()}</Typography>
      <FormCheckList
        control={form.control}
        name="surveyIds"
        items={round.surveys.map((survey) => ({
          id: survey.id,
          primary: survey.schemeVersion.scheme.shortName,
          secondary: localize(survey.schemeVersion.name, locale),
          testId: `set-dates-survey-${survey.id}`,
        }))}
        sx={{ maxHeight: 260 }}
      />
      <FormRootError error={form.formState.errors.root?.server} />
    </FormDialog>
  );
}
