import { cleanLocalized, hasAnyLocale, localize, ZOrdinalText } from '@eqa/core';
import { Alert, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { FormSelectField } from '../../../components/forms/form-select-field';
import { FormSwitchField } from '../../../components/forms/form-switch-field';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useAutosaveForm } from '../../../components/forms/use-autosave-form';
import { isNotFoundError } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { DeleteAction, useDeleteHandlers } from '../common/delete-action';
import { DetailOverlay } from '../common/detail-overlay';
import { EditableLocalizedTitle } from '../common/editable-title';
import { useMutationError } from '../common/mutations';
import { SchemeVersionRefs } from '../common/scheme-version-refs';
import { Section } from '../common/section';
import { configPaths } from '../config-paths';
import { ParameterDimensionsSection } from './parameter-dimensions-section';
import type { Parameter } from './parameter';
import { parameterLabel } from './parameter-label';
import { LabeledSwitch } from '../../../components/labeled-switch';

const ZParameterSettings = z.object({ groupId: z.number().nullable(), ordinal: ZOrdinalText, hidden: z.boolean() });
type ParameterSettingsFields = z.infer<typeof ZParameterSettings>;
type ParameterPatch = { groupId?: number | null; ordinal?: number; hidden?: boolean };

/** A field's part of the parameter's update. */
function settingsPatch(name: keyof ParameterSettingsFields, values: ParameterSettingsFields): ParameterPatch {
  if (name === 'ordinal') return { ordinal: Number(values.ordinal.trim()) };
  return name === 'groupId' ? { groupId: values.groupId } : { hidden: values.hidden };
}

/** The parameter's settings, an autosaving form on the kit: the group and hidden saved at once, the ordinal a moment after the last change. */
function ParameterSettings({ parameter, save, onFailure }: { parameter: Parameter; save(patch: ParameterPatch): Promise<unknown>; onFailure(error: unknown, retry: () => void): void }) {
  const { LL, locale } = useI18n();
  const groups = trpc.config.parameters.groups.useQuery({}, { staleTime: 60_000, meta: { errorAction: 'configParameters' } });
  const { form } = useAutosaveForm<ParameterSettingsFields, ParameterPatch>({
    schema: ZParameterSettings,
    defaultValues: { groupId: parameter.groupId, ordinal: String(parameter.ordinal), hidden: parameter.hidden },
    patch: settingsPatch,
    immediate: ['groupId', 'hidden'],
    save,
    onFailure,
  });
  const options = (groups.data?.items ?? []).map((group) => ({ value: group.id, label: localize(group.name, locale), testId: `parameter-group-${group.id}` }));
  return (
    <Section title={LL.config.parameters.settings()} testId="parameter-settings">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormSelectField control={form.control} name="groupId" label={LL.config.parameters.group()} options={options} emptyLabel={LL.config.parameters.noGroup()} sx={{ minWidth: 240 }} displayTestId="parameter-group" />
        <FormTextField control={form.control} name="ordinal" label={LL.config.common.ordinal()} required sx={{ width: 140 }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} testId="parameter-ordinal" />
        <FormSwitchField control={form.control} name="hidden" label={LL.config.parameters.hiddenLabel()} testId="parameter-hidden" />
      </Stack>
    </Section>
  );
}

function ParameterSchemeVersions({ parameterId }: { parameterId: number }) {
  const { LL } = useI18n();
  const [current, setCurrent] = useState(true);
  const versions = trpc.config.parameters.schemeVersions.useQuery({ id: parameterId, current }, { meta: { errorAction: 'configParameters' } });
  return (
    <Section
      title={LL.config.parameters.schemeVersions()}
      testId="parameter-scheme-versions"
      actions={
        <LabeledSwitch checked={current} onChange={setCurrent} label={LL.config.common.currentOnly()} testId="parameter-scheme-versions-current" />
      }
    >
      <SchemeVersionRefs items={versions.data?.items} empty={LL.config.parameters.noSchemeVersions()} testId="parameter-scheme-version" />
    </Section>
  );
}

/**
 * Parameter detail (spec 3 §2): editable name (title) and qualifier (subtitle), settings, result and
 * context dimensions, the scheme versions that use it (current toggle), delete with confirmation;
 * after deletion the parameters list with 'deleted'.
 */
export function ParameterOverlay({ parameterId }: { parameterId: number }) {
  const { LL, locale } = useI18n();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configParameters');
  const parameter = trpc.config.parameters.get.useQuery({ id: parameterId }, { meta: { errorAction: 'configParameters', notFoundPage: true } });
  const close = () => navigate(configPaths.parameters);

  const saved = (next: Parameter) => {
    utils.config.parameters.get.setData({ id: parameterId }, next);
    void utils.config.parameters.list.invalidate();
  };
  // the title and the settings show their own failures (a 422 under their fields)
  const update = trpc.config.parameters.update.useMutation({ onSuccess: saved });
  const remove = trpc.config.parameters.delete.useMutation(useDeleteHandlers(() => void utils.config.parameters.list.invalidate(), close, onError));

  const data = parameter.data;
  useEffect(() => {
    if (data) document.title = `${parameterLabel(data, locale)} – ${LL.appName()}`;
  }, [data, locale, LL]);

  return (
    <DetailOverlay
      testId="parameter-overlay"
      onClose={close}
      loading={parameter.isFetching || update.isPending}
      notFound={isNotFoundError(parameter.error)}
      title={
        data ? (
          <EditableLocalizedTitle
            value={data.name}
            subtitle={data.qualifier}
            label={(language) => LL.config.parameters.name({ language })}
            subtitleLabel={(language) => LL.config.parameters.qualifier({ language })}
            onSave={(name, qualifier) => {
              const cleanQualifier = cleanLocalized(qualifier);
              return update.mutateAsync({ id: parameterId, name: cleanLocalized(name), qualifier: hasAnyLocale(cleanQualifier) ? cleanQualifier : null });
            }}
            onFailure={(error) => onError(error)}
            testId="parameter-title"
          />
        ) : null
      }
      actions={
        data && (
          <DeleteAction
            label={LL.config.parameters.deleteParameter()}
            disabledReason={!data.deletable ? LL.config.parameters.notDeletable() : null}
            name={parameterLabel(data, locale)}
            busy={remove.isPending}
            onDelete={() => remove.mutate({ id: parameterId })}
            testId="parameter-delete"
          />
        )
      }
    >
      {data && (
        <Stack spacing={3}>
          {!data.deletable && (
            <Alert severity="info" data-testid="parameter-in-use">
              {LL.config.parameters.notDeletable()}
            </Alert>
          )}
          <ParameterSettings key={data.id} parameter={data} save={(patch) => update.mutateAsync({ id: parameterId, ...patch })} onFailure={onError} />
          <ParameterDimensionsSection parameter={data} role="result" onSaved={saved} />
          <ParameterDimensionsSection parameter={data} role="context" onSaved={saved} />
          <ParameterSchemeVersions parameterId={parameterId} />
        </Stack>
      )}
    </DetailOverlay>
  );
}
