import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  /** The option's test id in the open list. */
  testId?: string;
}

export type FormSelectFieldProps<T extends FieldValues, V extends string | number> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'select' | 'children'> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: ReadonlyArray<SelectOption<V>>;
  /** The text of the empty choice (value null); without it the field offers none. */
  emptyLabel?: string;
  hint?: string;
  testId?: string;
  /** Test id of the shown value (the element a user clicks to open the list). */
  displayTestId?: string;
  /** Fields whose rules read this one: checked again when it changes. */
  deps?: Array<FieldPath<T>>;
};

/**
 * A select bound to a react-hook-form field: its value one of the options' (a string or a number,
 * kept as that type) or null for the empty choice, its error translated like the text field's.
 */
export function FormSelectField<T extends FieldValues, V extends string | number>({ control, name, options, emptyLabel, hint, testId, displayTestId, deps, slotProps, ...props }: FormSelectFieldProps<T, V>) {
  const { field, error } = useFormField(control, name, { deps });
  const value: unknown = field.value;
  const selected = options.find((option) => option.value === value);
  return (
    <TextField
      {...props}
      select
      name={field.name}
      inputRef={field.ref}
      value={selected === undefined ? '' : String(selected.value)}
      onChange={(event) => field.onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? null)}
      onBlur={field.onBlur}
      error={error !== null}
      helperText={error ?? hint ?? ' '}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(slotProps?.htmlInput as object | undefined), ...(testId ? { 'data-testid': testId } : {}) },
        ...(displayTestId ? { select: { SelectDisplayProps: { 'data-testid': displayTestId } as object } } : {}),
      }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)} data-testid={option.testId}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
