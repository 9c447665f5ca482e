import { cleanLocalized, hasAnyLocale, localize, parseIntegerInput } from '@eqa/core';
import { Alert, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { isNotFoundError } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/confirm-dialog';
import { DeleteButton } from '../common/delete-button';
import { DetailOverlay } from '../common/detail-overlay';
import { EditableLocalizedTitle } from '../common/editable-title';
import { useMutationError } from '../common/mutations';
import { SchemeVersionRefs } from '../common/scheme-version-refs';
import { Section } from '../common/section';
import { useAutosave } from '../common/use-autosave';
import { configPaths } from '../config-paths';
import { ParameterDimensionsSection } from './parameter-dimensions-section';
import type { Parameter } from './parameter';
import { parameterLabel } from './parameter-label';

function ParameterSettings({ parameter, onSave }: { parameter: Parameter; onSave(patch: { groupId?: number | null; ordinal?: number; hidden?: boolean }): void }) {
  const { LL, locale } = useI18n();
  const groups = trpc.config.parameters.groups.useQuery({}, { staleTime: 60_000, meta: { errorAction: 'configParameters' } });
  const [ordinal, setOrdinal] = useState(String(parameter.ordinal));
  const saveOrdinal = useAutosave((value: number) => onSave({ ordinal: value }));
  const ordinalValue = parseIntegerInput(ordinal);
  const ordinalError = ordinal.trim() === '' ? LL.requiredField() : ordinalValue === null ? LL.config.common.invalidInteger() : null;
  return (
    <Section title={LL.config.parameters.settings()} testId="parameter-settings">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={LL.config.parameters.group()}
          value={parameter.groupId ?? ''}
          onChange={(event) => onSave({ groupId: event.target.value === '' ? null : Number(event.target.value) })}
          sx={{ minWidth: 240 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'parameter-group' } as object } }}
        >
          <MenuItem value="">
            <em>{LL.config.parameters.noGroup()}</em>
          </MenuItem>
          {(groups.data?.items ?? []).map((group) => (
            <MenuItem key={group.id} value={group.id} data-testid={`parameter-group-${group.id}`}>
              {localize(group.name, locale)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={LL.config.common.ordinal()}
          value={ordinal}
          onChange={(event) => {
            setOrdinal(event.target.value);
            const value = parseIntegerInput(event.target.value);
            if (value !== null) saveOrdinal(value);
          }}
          error={ordinalError !== null}
          helperText={ordinalError ?? undefined}
          required
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'parameter-ordinal' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={parameter.hidden}
              onChange={(event) => onSave({ hidden: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'parameter-hidden' } as object }}
            />
          }
          label={LL.config.parameters.hiddenLabel()}
        />
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
        <FormControlLabel
          control={
            <Switch checked={current} onChange={(event) => setCurrent(event.target.checked)} slotProps={{ input: { 'data-testid': 'parameter-scheme-versions-current' } as object }} />
          }
          label={LL.config.common.currentOnly()}
        />
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
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configParameters');
  const parameter = trpc.config.parameters.get.useQuery({ id: parameterId }, { meta: { errorAction: 'configParameters', notFoundPage: true } });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const close = () => navigate(configPaths.parameters);

  const saved = (next: Parameter) => {
    utils.config.parameters.get.setData({ id: parameterId }, next);
    void utils.config.parameters.list.invalidate();
  };
  const update = trpc.config.parameters.update.useMutation({ onSuccess: saved, onError: (error, input) => onError(error, () => update.mutate(input)) });
  // the title shows its own failures (a 422 under its fields)
  const rename = trpc.config.parameters.update.useMutation({ onSuccess: saved });
  const remove = trpc.config.parameters.delete.useMutation({
    onSuccess: () => {
      void utils.config.parameters.list.invalidate();
      notify(LL.notifications.deleted());
      close();
    },
    onError: (error) => onError(error),
  });

  const data = parameter.data;
  useEffect(() => {
    if (data) document.title = `${parameterLabel(data, locale)} – ${LL.appName()}`;
  }, [data, locale, LL]);

  return (
    <DetailOverlay
      testId="parameter-overlay"
      onClose={close}
      loading={parameter.isFetching || update.isPending || rename.isPending}
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
              return rename.mutateAsync({ id: parameterId, name: cleanLocalized(name), qualifier: hasAnyLocale(cleanQualifier) ? cleanQualifier : null });
            }}
            onFailure={(error) => onError(error)}
            testId="parameter-title"
          />
        ) : null
      }
      actions={
        data && (
          <DeleteButton label={LL.config.parameters.deleteParameter()} disabledReason={!data.deletable ? LL.config.parameters.notDeletable() : null} onClick={() => setConfirmDelete(true)} testId="parameter-delete" />
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
          <ParameterSettings key={data.id} parameter={data} onSave={(patch) => update.mutate({ id: parameterId, ...patch })} />
          <ParameterDimensionsSection parameter={data} role="result" onSaved={saved} />
          <ParameterDimensionsSection parameter={data} role="context" onSaved={saved} />
          <ParameterSchemeVersions parameterId={parameterId} />
        </Stack>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={LL.config.common.confirmDeleteTitle()}
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate({ id: parameterId });
        }}
        testId="parameter-delete-confirm"
      >
        {LL.config.common.confirmDelete({ name: data ? parameterLabel(data, locale) : '' })}
      </ConfirmDialog>
    </DetailOverlay>
  );
}
