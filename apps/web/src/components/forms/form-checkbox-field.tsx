import { Checkbox, FormControlLabel, FormHelperText, type SxProps, type Theme } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldOptions } from './use-form-field';

export interface FormCheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  /** The box's input (what a test clicks and reads). */
  testId?: string;
  /** The text of an error whose code has no text (useFormField). */
  fallback?: FormFieldOptions<T>['fallback'];
  sx?: SxProps<Theme>;
}

/** A box ticked for a boolean field of a react-hook-form form, with its label and, when it breaks a rule, its error beneath. */
export function FormCheckboxField<T extends FieldValues>({ control, name, label, disabled, testId, fallback, sx }: FormCheckboxFieldProps<T>) {
  const { field, error } = useFormField(control, name, fallback === undefined ? {} : { fallback });
  const errorId = `${field.name}-error`;
  return (
    <>
      <FormControlLabel
        sx={sx}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled}
            slotProps={{ input: { ref: field.ref, ...(testId ? { 'data-testid': testId } : {}), ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) } as object }}
          />
        }
        label={label}
      />
      {error && (
        <FormHelperText error id={errorId}>
          {error}
        </FormHelperText>
      )}
    </>
  );
}
