import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { LocalizedFields, type LocalizedFieldsProps } from './localized-fields';
import { useFormField } from './use-form-field';

export type FormLocalizedFieldsProps<T extends FieldValues> = Omit<LocalizedFieldsProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name' | 'error'> & {
  control: Control<T>;
  /** A multilingual text of the form's values: { en: 'Glucose', hu: 'Glükóz' }. */
  name: FieldPath<T>;
};

/**
 * One text field per organisation locale (spec 3 §1) bound to one multilingual value of a
 * react-hook-form form; the value's error (the schema's "a text in one locale at least", a server
 * 422 on `name` or `name.hu`) shows under the first field, translated.
 */
export function FormLocalizedFields<T extends FieldValues>({ control, name, ...props }: FormLocalizedFieldsProps<T>) {
  const { field, error } = useFormField(control, name);
  const raw: unknown = field.value;
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, string>) : {};
  return <LocalizedFields {...props} name={field.name} inputRef={field.ref} value={value} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}
