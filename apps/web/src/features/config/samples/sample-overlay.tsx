import { cleanLocalized, hasAnyLocale, type Localized } from '@eqa/core';
import { Alert, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { isNotFoundError } from '../../../lib/errors';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/confirm-dialog';
import { DeleteButton } from '../common/delete-button';
import { DetailOverlay } from '../common/detail-overlay';
import { EditableTextTitle } from '../common/editable-title';
import { LocalizedFields } from '../common/localized-fields';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId, useEditLocales } from '../common/org';
import { Section } from '../common/section';
import { useAutosave } from '../common/use-autosave';
import { configPaths } from '../config-paths';
import { ReferenceValuesSection } from './reference-values-section';
import { isValidSampleUrl } from './sample-url';

type Sample = RouterOutputs['config']['samples']['get'];

function SampleFields({ sample, readOnly, onSave }: { sample: Sample; readOnly: boolean; onSave(patch: { description?: Localized | null; url?: string | null }): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const [description, setDescription] = useState<Localized>(sample.description ?? {});
  const [url, setUrl] = useState(sample.url ?? '');
  const saveDescription = useAutosave((value: Localized) => {
    const clean = cleanLocalized(value);
    onSave({ description: hasAnyLocale(clean) ? clean : null });
  });
  const saveUrl = useAutosave((value: string) => onSave({ url: value.trim() === '' ? null : value.trim() }));
  const urlValid = isValidSampleUrl(url);
  return (
    <Section title={LL.config.surveys.description()} testId="sample-fields">
      <Stack spacing={2.5}>
        <LocalizedFields
          locales={locales}
          value={description}
          onChange={(next) => {
            setDescription(next);
            saveDescription(next);
          }}
          label={(language) => LL.config.samples.description({ language })}
          multiline
          disabled={readOnly}
          testId="sample-description"
        />
        <TextField
          label={LL.config.samples.url()}
          value={url}
          disabled={readOnly}
          onChange={(event) => {
            setUrl(event.target.value);
            if (isValidSampleUrl(event.target.value)) saveUrl(event.target.value);
          }}
          error={!urlValid}
          helperText={urlValid ? ' ' : LL.config.samples.invalidUrl()}
          slotProps={{ htmlInput: { inputMode: 'url', 'data-testid': 'sample-url' } }}
        />
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
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSamples');
  const sample = trpc.config.samples.get.useQuery({ orgId, surveyId, sampleId }, { meta: { errorAction: 'configSamples', notFoundPage: true } });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const close = () => navigate(configPaths.survey(surveyId));
  const refreshSurvey = () => {
    void utils.config.surveys.get.invalidate({ orgId, id: surveyId });
    void utils.config.surveys.form.invalidate({ orgId, id: surveyId });
  };
  const saved = (next: Sample) => {
    utils.config.samples.get.setData({ orgId, surveyId, sampleId }, next);
    refreshSurvey();
  };
  // the title shows its own failures (a 422 under its field)
  const rename = trpc.config.samples.update.useMutation({ onSuccess: saved });
  const update = trpc.config.samples.update.useMutation({
    onSuccess: saved,
    onError: (error, input) => onError(error, () => update.mutate(input)),
  });
  const remove = trpc.config.samples.delete.useMutation({
    onSuccess: () => {
      refreshSurvey();
      notify(LL.notifications.deleted());
      close();
    },
    onError: (error) => onError(error),
  });
  const data = sample.data;
  return (
    <DetailOverlay
      testId="sample-overlay"
      onClose={close}
      maxWidth="md"
      loading={sample.isFetching || update.isPending || rename.isPending}
      notFound={isNotFoundError(sample.error)}
      title={
        data ? (
          <EditableTextTitle value={data.name} label={LL.config.samples.name()} disabled={readOnly} param="name"
            onSave={(name) => rename.mutateAsync({ orgId, surveyId, sampleId, name })}
            onFailure={(error) => onError(error)}
            testId="sample-title"
          />
        ) : null
      }
      actions={
        data && (
          <DeleteButton label={LL.config.samples.deleteSample()} disabledReason={!data.deletable || readOnly ? LL.config.samples.notDeletable() : null} onClick={() => setConfirmDelete(true)} testId="sample-delete" />
        )
      }
    >
      {data && (
        <Stack spacing={2.5}>
          {readOnly && <Alert severity="info">{LL.config.samples.readOnly()}</Alert>}
          <SampleFields key={data.id} sample={data} readOnly={readOnly} onSave={(patch) => update.mutate({ orgId, surveyId, sampleId, ...patch })} />
          <ReferenceValuesSection surveyId={surveyId} sampleId={sampleId} readOnly={readOnly} />
        </Stack>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={LL.config.common.confirmDeleteTitle()}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate({ orgId, surveyId, sampleId });
        }}
        testId="sample-delete-confirm"
      >
        {LL.config.common.confirmDelete({ name: data?.name ?? '' })}
      </ConfirmDialog>
    </DetailOverlay>
  );
}
