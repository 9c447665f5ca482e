import type { TextFieldProps } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PasswordField } from '../password-field';
import { useFormField } from './use-form-field';

export type FormPasswordFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'type' | 'slotProps'> & {
  control: Control<T>;
  name: FieldPath<T>;
  hint?: string;
  testId?: string;
  maxLength?: number;
  /** Fields whose rules read this one (a confirmation): checked again when it changes. */
  deps?: Array<FieldPath<T>>;
};

/** A password bound to a react-hook-form field, with the show/hide toggle (named in the reader's language) and its translated error. */
export function FormPasswordField<T extends FieldValues>({ control, name, hint, testId, maxLength = 200, deps, ...props }: FormPasswordFieldProps<T>) {
  const { field, error } = useFormField(control, name, { deps });
  const value: unknown = field.value;
  return (
    <PasswordField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={error !== null}
      helperText={error ?? hint ?? ' '}
      htmlInputProps={{ maxLength: String(maxLength), ...(testId ? { 'data-testid': testId } : {}) }}
    />
  );
}
