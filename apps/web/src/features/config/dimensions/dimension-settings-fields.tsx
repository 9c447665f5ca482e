import { DIMENSION_MEDIA_TYPES, DIMENSION_VALUE_TYPES, localize, type DimensionMediaTypeOption, type DimensionValueType } from '@eqa/core';
import { MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { UNIT_LIST_LIMIT } from '../units/unit-list-limit';
import { LabeledSwitch } from '../../../components/labeled-switch';

export interface DimensionSettingsDraft {
  valueType: DimensionValueType | '';
  unitId: number | null;
  unitIds: number[];
  mediaType: DimensionMediaTypeOption | null;
  multipleValues: boolean;
  negativeAllowed: boolean;
}

/**
 * The type-specific settings of a dimension (spec 3 §2): the value type; a unit (and further allowed
 * units) for numeric, an allowed media type for document, multipleValues for nominal and composite.
 */
export function DimensionSettingsFields({
  draft,
  onChange,
  valueTypeLocked,
  valueTypeError,
}: {
  draft: DimensionSettingsDraft;
  onChange(next: DimensionSettingsDraft): void;
  valueTypeLocked: boolean;
  valueTypeError?: string | null;
}) {
  const { LL, locale } = useI18n();
  const units = trpc.config.units.list.useQuery(
    { offset: 0, limit: UNIT_LIST_LIMIT, sort: 'alphabet', locale },
    { enabled: draft.valueType === 'numeric', meta: { errorAction: 'configUnits' } },
  );
  const unitOptions = (units.data?.items ?? []).filter((u) => !u.hidden || u.id === draft.unitId || draft.unitIds.includes(u.id));
  const setType = (valueType: DimensionValueType) =>
    onChange({
      valueType,
      unitId: valueType === 'numeric' ? draft.unitId : null,
      unitIds: valueType === 'numeric' ? draft.unitIds : [],
      mediaType: valueType === 'document' ? (draft.mediaType ?? 'pdf') : null,
      multipleValues: valueType === 'nominal' || valueType === 'composite' ? draft.multipleValues : false,
      negativeAllowed: valueType === 'numeric' ? draft.negativeAllowed : false,
    });

  const typeField = (
    <TextField
      select
      required
      label={LL.config.dimensions.valueType()}
      value={draft.valueType}
      disabled={valueTypeLocked}
      onChange={(event) => setType(event.target.value as DimensionValueType)}
      error={Boolean(valueTypeError)}
      helperText={valueTypeError ?? undefined}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dimension-value-type' } as object } }}
    >
      {DIMENSION_VALUE_TYPES.map((type) => (
        <MenuItem key={type} value={type} data-testid={`dimension-value-type-${type}`}>
          {LL.config.dimensions.valueTypes[type]()}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap', rowGap: 2 }}>
      {valueTypeLocked ? (
        <Tooltip title={LL.config.dimensions.valueTypeLocked()}>
          <span>{typeField}</span>
        </Tooltip>
      ) : (
        typeField
      )}
      {draft.valueType === 'numeric' && (
        <>
          <TextField
            select
            label={LL.config.dimensions.unit()}
            value={draft.unitId ?? ''}
            onChange={(event) => onChange({ ...draft, unitId: event.target.value === '' ? null : Number(event.target.value) })}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dimension-unit' } as object } }}
          >
            <MenuItem value="">
              <em>{LL.config.common.selectNone()}</em>
            </MenuItem>
            {unitOptions.map((unit) => (
              <MenuItem key={unit.id} value={unit.id} data-testid={`dimension-unit-${unit.id}`}>
                {localize(unit.name, locale)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={LL.config.dimensions.allowedUnits()}
            value={draft.unitIds}
            onChange={(event) => {
              const value = event.target.value as unknown as number[] | string;
              onChange({ ...draft, unitIds: typeof value === 'string' ? [] : value });
            }}
            sx={{ minWidth: 260, flexGrow: 1 }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) =>
                  (selected as number[])
                    .map((id) => unitOptions.find((u) => u.id === id))
                    .filter((u) => u !== undefined)
                    .map((u) => localize(u.name, locale))
                    .join(', '),
                SelectDisplayProps: { 'data-testid': 'dimension-units' } as object,
              },
            }}
          >
            {unitOptions.map((unit) => (
              <MenuItem key={unit.id} value={unit.id}>
                {localize(unit.name, locale)}
              </MenuItem>
            ))}
          </TextField>
          <LabeledSwitch sx={{ pt: { md: 1 } }} checked={draft.negativeAllowed} onChange={(checked) => onChange({ ...draft, negativeAllowed: checked })} label={LL.config.dimensions.negativeAllowed()} testId="dimension-negative-allowed" />
        </>
      )}
      {draft.valueType === 'document' && (
        <TextField
          select
          label={LL.config.dimensions.mediaType()}
          value={draft.mediaType ?? ''}
          onChange={(event) => onChange({ ...draft, mediaType: event.target.value as DimensionMediaTypeOption })}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dimension-media-type' } as object } }}
        >
          {DIMENSION_MEDIA_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {LL.config.dimensions.mediaTypes[type]()}
            </MenuItem>
          ))}
        </TextField>
      )}
      {(draft.valueType === 'nominal' || draft.valueType === 'composite') && (
        <LabeledSwitch sx={{ pt: { md: 1 } }} checked={draft.multipleValues} onChange={(checked) => onChange({ ...draft, multipleValues: checked })} label={LL.config.dimensions.multipleValues()} testId="dimension-multiple-values" />
      )}
    </Stack>
  );
}
