import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { LabeledSwitch } from '../labeled-switch';
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
  return <LabeledSwitch name={field.name} checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} label={label} testId={testId} />;
}
