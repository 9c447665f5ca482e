import type { AppErrorParams } from '@eqa/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateInput, DateTimeInput } from '../date-inputs';
import { useFormField } from './use-form-field';

export interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** A date and time ('YYYY-MM-DDTHH:mm', local) instead of a day ('YYYY-MM-DD'). */
  withTime?: boolean;
  /** The field's value while empty: '' (default) or null, as the schema wants it. */
  emptyValue?: '' | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
  /** Values for the placeholders of the error's message when it brought none (a date the rule names). */
  messageParams?: AppErrorParams;
}

/**
 * A date (or date and time) in the interface language's format with a calendar, bound to a
 * react-hook-form field holding 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm'); its error translated.
 */
export function FormDateField<T extends FieldValues>({ control, name, label, withTime, emptyValue = '', hint, required, disabled, fullWidth, size, testId, messageParams }: FormDateFieldProps<T>) {
  const { field, error } = useFormField(control, name, { messageParams });
  const value: unknown = field.value;
  const Input = withTime ? DateTimeInput : DateInput;
  return (
    <Input
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => field.onChange(next === '' ? emptyValue : next)}
      onBlur={field.onBlur}
      error={error !== null}
      helperText={error ?? hint ?? ' '}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      testId={testId}
    />
  );
}
