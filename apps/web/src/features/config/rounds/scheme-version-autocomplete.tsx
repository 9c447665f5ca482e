import { localize, type Localized } from '@eqa/core';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlatformConfig } from '../../platform/platform-config';
import { useAdminOrgId } from '../common/org';

export interface SchemeVersionOption {
  id: number;
  name: Localized;
  scheme: { id: number; shortName: string };
}

const OPTION_LIMIT = 50;

/** Picks a scheme version (current ones first), searching on the server as the user types. */
export function SchemeVersionAutocomplete({
  value,
  onChange,
  label,
  error,
  disabled,
  testId,
}: {
  value: SchemeVersionOption | null;
  onChange(next: SchemeVersionOption | null): void;
  label: string;
  error?: string | null;
  disabled?: boolean;
  testId: string;
}) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const orgId = useAdminOrgId();
  const labelOf = (option: SchemeVersionOption) => `${option.scheme.shortName} – ${localize(option.name, locale)}`;
  const [input, setInput] = useState('');
  const typed = value && input === labelOf(value) ? '' : input.trim();
  const query = useDebouncedValue(typed, config.searchDebounceMs);
  const list = trpc.config.schemeVersions.list.useQuery(
    { orgId, offset: 0, limit: OPTION_LIMIT, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'configSchemeVersions' } },
  );
  const options: SchemeVersionOption[] = [...(list.data?.items ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <Autocomplete
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={list.isFetching}
      disabled={disabled}
      noOptionsText={LL.config.common.noMatch()}
      loadingText={LL.loading()}
      renderOption={({ key: _key, ...props }, option) => (
        <li {...props} key={option.id} data-testid={`${testId}-option-${option.id}`}>
          <Box>
            <Typography variant="body2">{localize(option.name, locale)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.scheme.shortName}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
