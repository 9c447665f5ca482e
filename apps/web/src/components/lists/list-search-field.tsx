import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  label: string;
  /** On the input; the clear button is `<testId>-clear`. */
  testId: string;
  sx?: SxProps<Theme>;
}

/** A list's search box: a search icon, the label as its placeholder and name, a clear button while it holds text. */
export function SearchField({ value, onChange, label, testId, sx }: SearchFieldProps) {
  const { LL } = useI18n();
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        htmlInput: { 'data-testid': testId, 'aria-label': label, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={LL.actions.clearSearch()} onClick={() => onChange('')} data-testid={`${testId}-clear`}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

export interface ListSearchFieldProps extends Omit<SearchFieldProps, 'onChange'> {
  /** The search the list shows (from the URL). */
  value: string;
  /** The typed text, trimmed, once typing paused for `debounceMs`. */
  onSearch(value: string): void;
  debounceMs: number;
}

/**
 * A server list's search field (issue 32): the text sent after a pause in typing (the list keeps it
 * in the URL, see useListUrlState).
 */
export function ListSearchField({ value, onSearch, debounceMs, ...field }: ListSearchFieldProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), debounceMs);
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // only the debounced text drives the list
  }, [debounced]);
  return <SearchField {...field} value={text} onChange={setText} />;
}
