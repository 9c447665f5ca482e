import { localize, parseIntegerInput } from '@eqa/core';
import { Alert, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { isNotFoundError } from '../../../lib/errors';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/confirm-dialog';
import { DeleteButton } from '../common/delete-button';
import { DetailOverlay } from '../common/detail-overlay';
import { EditableLocalizedTitle } from '../common/editable-title';
import { serverViolation, useMutationError } from '../common/mutations';
import { violationOf, violationText } from '../common/violation-text';
import { useAutosave } from '../common/use-autosave';
import { configPaths } from '../config-paths';
import { ConversionTester } from './conversion-tester';
import { UnitConversions } from './unit-conversions';
import { UnitUsage } from './unit-usage';

/** The ordinal field's message: required, then numeric (spec 3 §5 "unit ordinal numeric and required"). */
function ordinalError(text: string, LL: ReturnType<typeof useI18n>['LL']): string | null {
  if (text.trim() === '') return LL.requiredField();
  const value = parseIntegerInput(text);
  return value === null || String(value) !== text.trim() ? LL.config.common.invalidInteger() : null;
}

/**
 * Unit overlay, existing (spec 3 §2): editable title, ordinal saved after a debounce, the conversion
 * tester, the conversions, the dimensions and parameters using the unit, Delete unit (disabled when
 * not deletable, with confirmation). Closing or deleting returns to the units list.
 */
export function UnitOverlay({ unitId }: { unitId: number }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configUnits');
  const unit = trpc.config.units.get.useQuery({ id: unitId }, { meta: { errorAction: 'configUnits', notFoundPage: true } });
  const [ordinal, setOrdinal] = useState<string | null>(null);
  // the server's refusal of a typed ordinal (another unit has it), shown under the field
  const [serverOrdinal, setServerOrdinal] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const close = () => navigate(configPaths.units);

  useEffect(() => {
    if (unit.data && ordinal === null) setOrdinal(String(unit.data.ordinal));
  }, [unit.data, ordinal]);

  const saved = (next: RouterOutputs['config']['units']['update']) => {
    utils.config.units.get.setData({ id: unitId }, next);
    void utils.config.units.list.invalidate();
  };
  // the title shows its own failures (a 422 under its fields)
  const rename = trpc.config.units.update.useMutation({ onSuccess: saved });
  const update = trpc.config.units.update.useMutation({
    onSuccess: saved,
    onError: (error, input) => {
      const field = input.ordinal !== undefined ? violationOf(serverViolation(error), 'ordinal') : null;
      if (field) setServerOrdinal(violationText(LL, field));
      else onError(error, () => update.mutate(input));
    },
  });
  const remove = trpc.config.units.delete.useMutation({
    onSuccess: () => {
      void utils.config.units.list.invalidate();
      notify(LL.notifications.deleted());
      close();
    },
    onError: (error) => onError(error),
  });
  const saveOrdinal = useAutosave((value: number) => update.mutate({ id: unitId, ordinal: value }));

  const data = unit.data;
  const ordinalMessage = (ordinal === null ? null : ordinalError(ordinal, LL)) ?? serverOrdinal;
  const name = data ? localize(data.name, locale) : '';

  return (
    <DetailOverlay
      testId="unit-overlay"
      onClose={close}
      loading={unit.isFetching || update.isPending || rename.isPending}
      notFound={isNotFoundError(unit.error)}
      title={
        data ? (
          <EditableLocalizedTitle
            value={data.name}
            label={(language) => LL.config.units.name({ language })}
            onSave={(next) => rename.mutateAsync({ id: unitId, name: next })}
            onFailure={(error) => onError(error)}
            testId="unit-title"
          />
        ) : null
      }
      actions={
        data && (
          <DeleteButton label={LL.config.units.deleteUnit()} disabledReason={!data.deletable ? LL.config.units.notDeletable() : null} onClick={() => setConfirmDelete(true)} testId="unit-delete" />
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
          <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              label={LL.config.units.ordinal()}
              value={ordinal ?? ''}
              onChange={(event) => {
                const text = event.target.value;
                setOrdinal(text);
                setServerOrdinal(null);
                if (ordinalError(text, LL) === null) saveOrdinal(Number(text.trim()));
              }}
              error={ordinalMessage !== null}
              helperText={ordinalMessage ?? ' '}
              required
              sx={{ width: 160 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'unit-ordinal' } }}
            />
            <Typography color="text.secondary" sx={{ pb: 2.5 }} data-testid="unit-id">
              {LL.config.common.id()}: {data.id}
            </Typography>
          </Paper>
          <ConversionTester unitId={unitId} unitName={name} />
          <UnitConversions unitId={unitId} unitName={name} />
          <UnitUsage unitId={unitId} />
        </Stack>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={LL.config.common.confirmDeleteTitle()}
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate({ id: unitId });
        }}
        testId="unit-delete-confirm"
      >
        {LL.config.common.confirmDelete({ name })}
      </ConfirmDialog>
    </DetailOverlay>
  );
}
