import { localize, type Localized } from '@eqa/core';
import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc, type RouterOutputs } from '../../../lib/trpc';

export type DimensionSummary = RouterOutputs['config']['dimensions']['list']['items'][number];

/** Dimensions are few; pickers load all of them at once. */
export const DIMENSION_LIST_LIMIT = 200;

/** Every dimension, by name in the interface language. */
export function useAllDimensions() {
  const { locale } = useI18n();
  return trpc.config.dimensions.list.useQuery(
    { offset: 0, limit: DIMENSION_LIST_LIMIT, order: 'alphabet', locale },
    { staleTime: 30_000, meta: { errorAction: 'configDimensions' } },
  );
}

export function dimensionLabel(dimension: { id: string; name: Localized }, locale: string): string {
  return localize(dimension.name, locale) || dimension.id;
}

interface DimensionMultiSelectProps {
  value: readonly string[];
  onChange(ids: string[]): void;
  label: string;
  /** Dimensions not offered (already present). */
  excludeIds?: readonly string[];
  /** Only dimensions these pass. */
  filter?(dimension: DimensionSummary): boolean;
  autoFocus?: boolean;
  error?: string | null;
  testId: string;
}

/** Picks several dimensions from the list (spec 3 §5: ones already present are excluded). */
export function DimensionMultiSelect({ value, onChange, label, excludeIds, filter, autoFocus, error, testId }: DimensionMultiSelectProps) {
  const { LL, locale } = useI18n();
  const all = useAllDimensions();
  const excluded = new Set(excludeIds ?? []);
  const options = (all.data?.items ?? []).filter((d) => !excluded.has(d.id) && (!filter || filter(d)));
  const selected = value.map((id) => (all.data?.items ?? []).find((d) => d.id === id)).filter((d): d is DimensionSummary => d !== undefined);
  return (
    <Autocomplete
      multiple
      value={selected}
      onChange={(_event, next) => onChange(next.map((d) => d.id))}
      options={options}
      loading={all.isFetching}
      getOptionLabel={(option) => dimensionLabel(option, locale)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(list, state) => {
        const text = state.inputValue.trim().toLowerCase();
        return text ? list.filter((d) => d.id.includes(text) || dimensionLabel(d, locale).toLowerCase().includes(text)) : list;
      }}
      noOptionsText={LL.config.common.noMatch()}
      loadingText={LL.loading()}
      disableCloseOnSelect
      renderOption={({ key: _key, ...props }, option) => (
        <li {...props} key={option.id} data-testid={`${testId}-option-${option.id}`}>
          <Box>
            <Typography variant="body2">{dimensionLabel(option, locale)}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {option.id} · {LL.config.dimensions.valueTypes[option.valueType]()}
            </Typography>
          </Box>
        </li>
      )}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={dimensionLabel(option, locale)} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
