import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { DatePickersProvider } from '../app/date-pickers';

/** The values of the fields: those of the native date and datetime-local inputs they replaced. */
const VALUE_FORMATS = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DDTHH:mm' } as const;
const VALUE_PATTERNS = { date: /^\d{4}-\d{2}-\d{2}$/, dateTime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ } as const;
type Kind = keyof typeof VALUE_FORMATS;

export interface DateInputProps {
  label: string;
  /** 'YYYY-MM-DD' (DateInput) or 'YYYY-MM-DDTHH:mm' local time (DateTimeInput); '' for none. */
  value: string;
  /** The new value in the same form; '' while the field is empty or not yet a whole date. */
  onChange(value: string): void;
  onBlur?(): void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** On the field's input element, which holds the shown text (2017. 06. 15. in Hungarian). */
  testId?: string;
}

function parse(value: string, kind: Kind): Dayjs | null {
  if (!VALUE_PATTERNS[kind].test(value)) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/**
 * The picker's value: what the user is typing (kept while it is no whole date yet, so the field
 * does not lose the typed sections), and the value from outside whenever that changes.
 */
function usePickerValue(value: string, onChange: (value: string) => void, kind: Kind): [Dayjs | null, (next: Dayjs | null) => void] {
  const [draft, setDraft] = useState<Dayjs | null>(() => parse(value, kind));
  const [published, setPublished] = useState(value);
  if (value !== published) {
    setPublished(value);
    setDraft(parse(value, kind));
  }
  const change = (next: Dayjs | null) => {
    const text = next !== null && next.isValid() ? next.format(VALUE_FORMATS[kind]) : '';
    setDraft(next);
    if (text === published) return; // typing into an empty field: no change until a whole date
    setPublished(text);
    onChange(text);
  };
  return [draft, change];
}

function textFieldProps({ error, helperText, required, fullWidth, size, onBlur, testId }: DateInputProps) {
  return {
    error,
    helperText,
    required,
    fullWidth,
    size,
    onBlur,
    slotProps: { htmlInput: testId ? { 'data-testid': testId } : {} },
  };
}

/** A calendar date in the interface language's format (app/date-pickers.tsx), with a calendar to pick from. */
export function DatePickerField(props: DateInputProps) {
  const [value, change] = usePickerValue(props.value, props.onChange, 'date');
  return (
    <DatePickersProvider>
      <DatePicker label={props.label} value={value} onChange={change} disabled={props.disabled} slotProps={{ textField: textFieldProps(props) }} />
    </DatePickersProvider>
  );
}

/** A date and time (minutes, 24-hour clock) in the interface language's format, with a picker. */
export function DateTimePickerField(props: DateInputProps) {
  const [value, change] = usePickerValue(props.value, props.onChange, 'dateTime');
  return (
    <DatePickersProvider>
      <DateTimePicker label={props.label} value={value} onChange={change} disabled={props.disabled} ampm={false} slotProps={{ textField: textFieldProps(props) }} />
    </DatePickersProvider>
  );
}
