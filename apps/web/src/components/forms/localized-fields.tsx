import type { Localized } from '@eqa/core';
import { DESCRIPTION_MAX_ROWS } from '@eqa/core';
import { Stack, TextField } from '@mui/material';
import type { Ref } from 'react';
import { useI18n } from '../../app/i18n';

export interface LocaleInfo {
  id: string;
  ordinal: number;
  name: string;
}

export interface LocalizedFieldsProps {
  locales: ReadonlyArray<Pick<LocaleInfo, 'id' | 'name'>>;
  value: Localized;
  onChange(next: Localized): void;
  onBlur?(): void;
  /** The first field's input (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  /** The fields' names: `${name}.${locale}`. */
  name?: string;
  /** The label of one field, given the language's name: LL.config.common.nameIn. */
  label(language: string): string;
  /** A message under the first field (requiredField / missingLocaleError). */
  error?: string | null;
  multiline?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Prefix of the fields' test ids: `${testId}-${locale}`. */
  testId: string;
  direction?: 'row' | 'column';
}

/** One text field per organisation locale for a multilingual value (spec 3 §1). */
export function LocalizedFields({ locales, value, onChange, onBlur, inputRef, name, label, error, multiline, required, autoFocus, disabled, testId, direction = 'column' }: LocalizedFieldsProps) {
  const { LL } = useI18n();
  const languageName = (id: string, fallback: string) => (id === 'en' || id === 'hu' ? LL.language[id]() : fallback);
  return (
    <Stack direction={{ xs: 'column', sm: direction }} spacing={2} sx={{ width: '100%' }}>
      {locales.map((locale, index) => (
        <TextField
          key={locale.id}
          name={name ? `${name}.${locale.id}` : undefined}
          inputRef={index === 0 ? inputRef : undefined}
          label={label(languageName(locale.id, locale.name))}
          value={value[locale.id] ?? ''}
          onChange={(event) => onChange({ ...value, [locale.id]: event.target.value })}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={index === 0 && error ? error : undefined}
          required={required && index === 0}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          maxRows={multiline ? DESCRIPTION_MAX_ROWS : undefined}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': `${testId}-${locale.id}`, lang: locale.id } }}
        />
      ))}
    </Stack>
  );
}
