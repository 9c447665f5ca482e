import { FormControlLabel, Switch } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface FormSwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  testId?: string;
}

/** An on/off choice bound to a boolean field of a react-hook-form form. */
export function FormSwitchField<T extends FieldValues>({ control, name, label, disabled, testId }: FormSwitchFieldProps<T>) {
  const { field } = useFormField(control, name);
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
          slotProps={{ input: (testId ? { 'data-testid': testId } : {}) as object }}
        />
      }
      label={label}
    />
  );
}
