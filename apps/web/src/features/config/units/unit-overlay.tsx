import { localize, ZOrdinalText } from '@eqa/core';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useAutosaveForm } from '../../../components/forms/use-autosave-form';
import { isNotFoundError } from '../../../lib/errors';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { DeleteAction, useDeleteHandlers } from '../common/delete-action';
import { DetailOverlay } from '../common/detail-overlay';
import { EditableLocalizedTitle } from '../common/editable-title';
import { useMutationError } from '../common/mutations';
import { configPaths } from '../config-paths';
import { ConversionTester } from './conversion-tester';
import { UnitConversions } from './unit-conversions';
import { UnitUsage } from './unit-usage';

type Unit = RouterOutputs['config']['units']['get'];

const ZUnitSettings = z.object({ ordinal: ZOrdinalText });
type UnitSettings = z.infer<typeof ZUnitSettings>;

/** The unit's ordinal, an autosaving form on the kit: checked as typed, saved a moment after the last change, another unit's ordinal refused under it. */
function UnitSettingsPanel({ unit, save, onFailure }: { unit: Unit; save(patch: { ordinal: number }): Promise<unknown>; onFailure(error: unknown, retry: () => void): void }) {
  const { LL } = useI18n();
  const { form } = useAutosaveForm<UnitSettings, { ordinal: number }>({
    schema: ZUnitSettings,
    defaultValues: { ordinal: String(unit.ordinal) },
    patch: (_name, values) => ({ ordinal: Number(values.ordinal.trim()) }),
    save,
    onFailure,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <FormTextField control={form.control} name="ordinal" label={LL.config.units.ordinal()} required sx={{ width: 160 }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} testId="unit-ordinal" />
      <Typography color="text.secondary" sx={{ pb: 2.5 }} data-testid="unit-id">
        {LL.config.common.id()}: {unit.id}
      </Typography>
    </Paper>
  );
}

/**
 * Unit overlay, existing (spec 3 §2): editable title, ordinal saved after a debounce, the conversion
 * tester, the conversions, the dimensions and parameters using the unit, Delete unit (disabled when
 * not deletable, with confirmation). Closing or deleting returns to the units list.
 */
export function UnitOverlay({ unitId }: { unitId: number }) {
  const { LL, locale } = useI18n();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configUnits');
  const unit = trpc.config.units.get.useQuery({ id: unitId }, { meta: { errorAction: 'configUnits', notFoundPage: true } });
  const close = () => navigate(configPaths.units);

  const saved = (next: Unit) => {
    utils.config.units.get.setData({ id: unitId }, next);
    void utils.config.units.list.invalidate();
  };
  // the title and the settings show their own failures (a 422 under their fields)
  const update = trpc.config.units.update.useMutation({ onSuccess: saved });
  const remove = trpc.config.units.delete.useMutation(useDeleteHandlers(() => void utils.config.units.list.invalidate(), close, onError));

  const data = unit.data;
  const name = data ? localize(data.name, locale) : '';

  return (
    <DetailOverlay
      testId="unit-overlay"
      onClose={close}
      loading={unit.isFetching || update.isPending}
      notFound={isNotFoundError(unit.error)}
      title={
        data ? (
          <EditableLocalizedTitle
            value={data.name}
            label={(language) => LL.config.units.name({ language })}
            onSave={(next) => update.mutateAsync({ id: unitId, name: next })}
            onFailure={(error) => onError(error)}
            testId="unit-title"
          />
        ) : null
      }
      actions={
        data && (
          <DeleteAction
            label={LL.config.units.deleteUnit()}
            disabledReason={!data.deletable ? LL.config.units.notDeletable() : null}
            name={name}
            busy={remove.isPending}
            onDelete={() => remove.mutate({ id: unitId })}
            testId="unit-delete"
          />
        )
      }
    >
      {data && (
        <Stack spacing={3}>
          {!data.deletable && (
            <Alert severity="info" data-testid="unit-in-use">
              {LL.config.units.notDeletable()}
            </Alert>
          )}
          <UnitSettingsPanel key={data.id} unit={data} save={(patch) => update.mutateAsync({ id: unitId, ...patch })} onFailure={onError} />
          <ConversionTester unitId={unitId} unitName={name} />
          <UnitConversions unitId={unitId} unitName={name} />
          <UnitUsage unitId={unitId} />
        </Stack>
      )}
    </DetailOverlay>
  );
}
