import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlatformConfig } from '../../platform/platform-config';
import { parameterLabel, type ParameterRefLike } from './parameter-label';

interface ParameterAutocompleteProps {
  value: ParameterRefLike | null;
  onChange(next: ParameterRefLike | null): void;
  label: string;
  /** Parameter ids not offered (already present). */
  excludeIds?: readonly number[];
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  testId: string;
}

const OPTION_LIMIT = 50;

/** Picks a parameter, searching the parameter list on the server as the user types. */
export function ParameterAutocomplete({ value, onChange, label, excludeIds, error, required, disabled, size, testId }: ParameterAutocompleteProps) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const [input, setInput] = useState('');
  const typed = value && input === parameterLabel(value, locale) ? '' : input.trim();
  const query = useDebouncedValue(typed, config.searchDebounceMs);
  const list = trpc.config.parameters.list.useQuery(
    { offset: 0, limit: OPTION_LIMIT, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'configParameters' } },
  );
  const excluded = new Set(excludeIds ?? []);
  const options: ParameterRefLike[] = (list.data?.items ?? []).filter((p) => !excluded.has(p.id));
  return (
    <Autocomplete
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(option) => parameterLabel(option, locale)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={list.isFetching}
      disabled={disabled}
      size={size}
      noOptionsText={LL.config.common.noMatch()}
      loadingText={LL.loading()}
      renderOption={({ key: _key, ...props }, option) => (
        <li {...props} key={option.id} data-testid={`${testId}-option-${option.id}`}>
          {parameterLabel(option, locale)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
