import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { DateInputProps } from './date-picker-fields';

export type { DateInputProps } from './date-picker-fields';

/**
 * The date fields load their picker (MUI X and dayjs, about 60 KiB) with the first screen that shows
 * one, not with the app: the login page stays within its budget (tests/e2e/platform.e2e.ts).
 */
const pickerFields = () => import('./date-picker-fields');
const DatePickerField = lazy(() => pickerFields().then((m) => ({ default: m.DatePickerField })));
const DateTimePickerField = lazy(() => pickerFields().then((m) => ({ default: m.DateTimePickerField })));

/** While the picker loads: the same field, empty and disabled, so nothing moves when it comes. */
function LoadingField({ label, helperText, fullWidth, size, required }: DateInputProps) {
  return <TextField label={label} helperText={helperText} fullWidth={fullWidth} size={size} required={required} disabled />;
}

/** A calendar date ('YYYY-MM-DD') in the interface language's format, with a calendar to pick from. */
export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<LoadingField {...props} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}

/** A date and time ('YYYY-MM-DDTHH:mm', local) in the interface language's format, with a picker. */
export function DateTimeInput(props: DateInputProps) {
  return (
    <Suspense fallback={<LoadingField {...props} />}>
      <DateTimePickerField {...props} />
    </Suspense>
  );
}
