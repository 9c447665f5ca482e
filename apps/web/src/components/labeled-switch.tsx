import { FormControlLabel, Switch } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FocusEventHandler } from 'react';

export interface LabeledSwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  disabled?: boolean;
  /** The switch's input (what a test clicks and reads). */
  testId?: string;
  name?: string;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  sx?: SxProps<Theme>;
}

/** An on/off choice with its label (a filter, a setting saved at once); the kit's FormSwitchField binds it to a form. */
export function LabeledSwitch({ checked, onChange, label, disabled, testId, name, onBlur, sx }: LabeledSwitchProps) {
  return (
    <FormControlLabel
      sx={sx}
      control={
        <Switch
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled}
          slotProps={{ input: (testId ? { 'data-testid': testId } : {}) as object }}
        />
      }
      label={label}
    />
  );
}
