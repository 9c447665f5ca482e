import { cleanLocalized, hasAnyLocale, ZOptionalLocalized, type Localized } from '@eqa/core';
import { Alert, Stack } from '@mui/material';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useAutosaveForm } from '../../../components/forms/use-autosave-form';
import { isNotFoundError } from '../../../lib/errors';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { DeleteAction, useDeleteHandlers } from '../common/delete-action';
import { DetailOverlay } from '../common/detail-overlay';
import { EditableTextTitle } from '../common/editable-title';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId, useEditLocales } from '../common/org';
import { Section } from '../common/section';
import { configPaths } from '../config-paths';
import { ReferenceValuesSection } from './reference-values-section';
import { isValidSampleUrl } from './sample-url';

type Sample = RouterOutputs['config']['samples']['get'];

const ZSampleFields = z.object({ description: ZOptionalLocalized, url: z.string().refine(isValidSampleUrl, { message: 'config.samples.invalidUrl' }) });
type SampleFieldValues = z.infer<typeof ZSampleFields>;
type SamplePatch = { description?: Localized | null; url?: string | null };

/** A field's part of the sample's update: a blank description or address is none. */
function samplePatch(name: keyof SampleFieldValues, values: SampleFieldValues): SamplePatch {
  if (name === 'url') return { url: values.url.trim() === '' ? null : values.url.trim() };
  const clean = cleanLocalized(values.description);
  return { description: hasAnyLocale(clean) ? clean : null };
}

/** The sample's description and address, an autosaving form on the kit (saved a moment after the last change; an address that is none is not saved). */
function SampleFields({ sample, readOnly, save, onFailure }: { sample: Sample; readOnly: boolean; save(patch: SamplePatch): Promise<unknown>; onFailure(error: unknown, retry: () => void): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const { form } = useAutosaveForm<SampleFieldValues, SamplePatch>({
    schema: ZSampleFields,
    defaultValues: { description: sample.description ?? {}, url: sample.url ?? '' },
    patch: samplePatch,
    save,
    onFailure,
  });
  return (
    <Section title={LL.config.surveys.description()} testId="sample-fields">
      <Stack spacing={2.5}>
        <FormLocalizedFields
          control={form.control}
          name="description"
          locales={locales}
          label={(language) => LL.config.samples.description({ language })}
          multiline
          disabled={readOnly}
          testId="sample-description"
        />
        <FormTextField control={form.control} name="url" label={LL.config.samples.url()} disabled={readOnly} slotProps={{ htmlInput: { inputMode: 'url' } }} testId="sample-url" />
      </Stack>
    </Section>
  );
}

/**
 * Sample detail (spec 3 §2): editable title (name), description per locale and url (autosave with
 * notifications.saveInProgress), the reference values per numeric parameter, delete with
 * confirmation; closing returns to the survey page.
 */
export function SampleOverlay({ surveyId, sampleId, readOnly }: { surveyId: number; sampleId: number; readOnly: boolean }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSamples');
  const sample = trpc.config.samples.get.useQuery({ orgId, surveyId, sampleId }, { meta: { errorAction: 'configSamples', notFoundPage: true } });
  const close = () => navigate(configPaths.survey(surveyId));
  const refreshSurvey = () => {
    void utils.config.surveys.get.invalidate({ orgId, id: surveyId });
    void utils.config.surveys.form.invalidate({ orgId, id: surveyId });
  };
  const saved = (next: Sample) => {
    utils.config.samples.get.setData({ orgId, surveyId, sampleId }, next);
    refreshSurvey();
  };
  // the title and the fields show their own failures (a 422 under their fields)
  const update = trpc.config.samples.update.useMutation({ onSuccess: saved });
  const remove = trpc.config.samples.delete.useMutation(useDeleteHandlers(refreshSurvey, close, onError));
  const data = sample.data;
  return (
    <DetailOverlay
      testId="sample-overlay"
      onClose={close}
      maxWidth="md"
      loading={sample.isFetching || update.isPending}
      notFound={isNotFoundError(sample.error)}
      title={
        data ? (
          <EditableTextTitle value={data.name} label={LL.config.samples.name()} disabled={readOnly} param="name"
            onSave={(name) => update.mutateAsync({ orgId, surveyId, sampleId, name })}
            onFailure={(error) => onError(error)}
            testId="sample-title"
          />
        ) : null
      }
      actions={
        data && (
          <DeleteAction
            label={LL.config.samples.deleteSample()}
            disabledReason={!data.deletable || readOnly ? LL.config.samples.notDeletable() : null}
            name={data.name}
            onDelete={() => remove.mutate({ orgId, surveyId, sampleId })}
            testId="sample-delete"
          />
        )
      }
    >
      {data && (
        <Stack spacing={2.5}>
          {readOnly && <Alert severity="info">{LL.config.samples.readOnly()}</Alert>}
          <SampleFields key={data.id} sample={data} readOnly={readOnly} save={(patch) => update.mutateAsync({ orgId, surveyId, sampleId, ...patch })} onFailure={onError} />
          <ReferenceValuesSection surveyId={surveyId} sampleId={sampleId} readOnly={readOnly} />
        </Stack>
      )}
    </DetailOverlay>
  );
}
