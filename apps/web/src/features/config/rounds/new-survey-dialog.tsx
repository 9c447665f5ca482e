import { ZNewSurveyFields, type TNewSurveyFields } from '@eqa/core';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { useFormField } from '../../../components/forms/use-form-field';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';
import { useCreateForm } from '../common/use-create-form';
import { configPaths } from '../config-paths';
import { RoundSelect } from './round-select';
import { SchemeVersionAutocomplete, type SchemeVersionOption } from './scheme-version-autocomplete';

/** New survey (spec 3 §5: scheme version and round required; core ZNewSurveyFields); then the survey page with 'created'. */
export function NewSurveyDialog({ roundId, onClose }: { roundId: number | null; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const utils = trpc.useUtils();
  const create = trpc.config.surveys.create.useMutation();
  const { form, submit } = useCreateForm<TNewSurveyFields>({
    schema: ZNewSurveyFields,
    defaultValues: { schemeVersionId: null, roundId },
    area: 'configSurveys',
    fields: ['schemeVersionId', 'roundId'],
    create: async (values) => {
      if (values.schemeVersionId === null || values.roundId === null) return null;
      const survey = await create.mutateAsync({ orgId, schemeVersionId: values.schemeVersionId, roundId: values.roundId });
      void utils.config.surveys.list.invalidate();
      return configPaths.survey(survey.id);
    },
    replace: false,
  });
  const schemeVersion = useFormField(form.control, 'schemeVersionId');
  const round = useFormField(form.control, 'roundId');
  // the chosen option as the autocomplete shows it (the form holds its id)
  const [option, setOption] = useState<SchemeVersionOption | null>(null);
  return (
    <FormDialog
      testId="survey-new"
      title={LL.config.rounds.newSurvey()}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
      submitLabel={LL.config.common.create()}
    >
      <SchemeVersionAutocomplete
        value={option}
        onChange={(next) => {
          setOption(next);
          schemeVersion.field.onChange(next?.id ?? null);
        }}
        label={LL.config.rounds.schemeVersion()}
        error={schemeVersion.error}
        testId="survey-new-scheme-version"
      />
      <RoundSelect value={round.field.value} onChange={round.field.onChange} error={round.error} testId="survey-new-round" />
    </FormDialog>
  );
}
