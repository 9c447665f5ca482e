import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Chip, TextField } from '@mui/material';
import { takeEmailChips } from '../lib/email-chips';

export interface EmailChipsInputProps {
  label: string;
  chips: string[];
  text: string;
  onChange(chips: string[], text: string): void;
  onBlur?: () => void;
  error: boolean;
  helperText: string;
  disabled?: boolean;
  testId: string;
  removeLabel: (address: string) => string;
}

/**
 * A multi-address e-mail input (spec 1 §5): typed text splits into chips on separators, Enter and
 * leaving the field; Backspace in an empty input removes the last chip.
 */
export function EmailChipsInput({ label, chips, text, onChange, onBlur, error, helperText, disabled, testId, removeLabel }: EmailChipsInputProps) {
  const update = (typed: string, flush: boolean) => {
    const next = takeEmailChips(chips, typed, flush);
    onChange(next.chips, next.rest);
  };
  return (
    <TextField
      label={label}
      value={text}
      disabled={disabled}
      error={error}
      helperText={helperText}
      onChange={(event) => update(event.target.value, false)}
      onBlur={() => {
        if (text.trim() !== '') update(text, true);
        onBlur?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (text.trim() !== '') update(text, true);
        } else if (event.key === 'Backspace' && text === '' && chips.length > 0) {
          onChange(chips.slice(0, -1), '');
        }
      }}
      type="text"
      autoComplete="off"
      slotProps={{
        inputLabel: { shrink: chips.length > 0 || text !== '' ? true : undefined },
        input: {
          sx: {
            flexWrap: 'wrap',
            gap: 0.5,
            py: chips.length > 0 ? 1 : undefined,
            '& .MuiInputBase-input': { flex: '1 1 160px', minWidth: 160, width: 'auto' },
          },
          startAdornment:
            chips.length > 0 ? (
              <Box sx={{ display: 'contents' }}>
                {chips.map((address) => (
                  <Chip
                    key={address}
                    label={address}
                    size="small"
                    disabled={disabled}
                    onDelete={() => onChange(chips.filter((chip) => chip !== address), text)}
                    deleteIcon={<CancelIcon aria-label={removeLabel(address)} />}
                    data-testid={`${testId}-chip`}
                  />
                ))}
              </Box>
            ) : undefined,
        },
        // text, not email: browsers strip the spaces that separate addresses from an email input's value
        htmlInput: { 'data-testid': testId, inputMode: 'email', spellCheck: false },
      }}
    />
  );
}
