import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { decimalText, decimalValue } from './decimal-text';
import { useFormField } from './use-form-field';

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
  hint?: string;
  testId?: string;
};

/**
 * A decimal number in the reader's locale (Hungarian 0,5; English 0.5; either separator accepted
 * while typing), bound to a react-hook-form field whose value is a number: null while blank, NaN
 * while it is no number (the schema refuses it with its message). What the user typed stays as typed
 * until the field is left; then it shows in the locale's form.
 */
export function FormNumberField<T extends FieldValues>({ control, name, hint, testId, slotProps, ...props }: FormNumberFieldProps<T>) {
  const { LL, locale } = useI18n();
  const { field, error } = useFormField(control, name, { fallback: LL.forms.invalidNumber() });
  const value: unknown = field.value;
  // the typed text, while the user types; null shows the value in the locale's form
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? decimalText(value, locale);
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(decimalValue(event.target.value));
      }}
      onBlur={() => {
        // a number that means itself again shows in the locale's form; a wrong one stays as typed
        if (typed !== null && !Number.isNaN(decimalValue(typed))) setTyped(null);
        field.onBlur();
      }}
      error={error !== null}
      helperText={error ?? hint ?? ' '}
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), inputMode: 'decimal', ...(testId ? { 'data-testid': testId } : {}) } }}
    />
  );
}
