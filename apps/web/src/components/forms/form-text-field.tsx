import { TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shown under the field while it has no error. */
  hint?: string;
  testId?: string;
  /** A whole-number field (its value a number; a blank or non-number is NaN, which the schema refuses). */
  integer?: boolean;
  /** Fields whose rules read this one: checked again when it changes (the EU VAT number after the tax number). */
  deps?: Array<FieldPath<T>>;
};

/**
 * A text field bound to a react-hook-form field: its value and change, and its error — a message
 * code of the schema's rule (core's zod messages: `requiredField`, `billing.settings.errors.iban…`)
 * or of the server's 422 with its params (applyServerError) — translated in the reader's language, never a code or
 * the server's English sentence. A null value shows as an empty field.
 */
export function FormTextField<T extends FieldValues>({ control, name, hint, testId, integer, deps, slotProps, ...props }: FormTextFieldProps<T>) {
  const { field, error } = useFormField(control, name, { deps });
  const value: unknown = field.value;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? '' : String(value)}
      onChange={(event) => field.onChange(integer ? (event.target.value.trim() === '' ? Number.NaN : Number(event.target.value)) : event.target.value)}
      onBlur={field.onBlur}
      error={error !== null}
      helperText={error ?? hint ?? ' '}
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), ...(integer ? { inputMode: 'numeric' } : {}), ...(testId ? { 'data-testid': testId } : {}) } }}
    />
  );
}
