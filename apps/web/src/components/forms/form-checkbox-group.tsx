import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, type SxProps, type Theme } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface FormCheckboxGroupProps<T extends FieldValues> {
  control: Control<T>;
  /** A list of the chosen options' values. */
  name: FieldPath<T>;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Test ids `{testId}-{value}` of the boxes, `{testId}-error` of the message. */
  testId: string;
  sx?: SxProps<Theme>;
}

/** Several choices of one list (a fieldset of checkboxes) bound to an array field; its error under the boxes. */
export function FormCheckboxGroup<T extends FieldValues>({ control, name, legend, options, testId, sx }: FormCheckboxGroupProps<T>) {
  const { field, error } = useFormField(control, name);
  const raw: unknown = field.value;
  const chosen = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
  return (
    <FormControl error={error !== null} component="fieldset" sx={sx}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={() => field.onChange(chosen.includes(option.value) ? chosen.filter((value) => value !== option.value) : [...chosen, option.value])}
                onBlur={field.onBlur}
                slotProps={{ input: { 'data-testid': `${testId}-${option.value}` } as object }}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText data-testid={`${testId}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
