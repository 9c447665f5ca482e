import { Box } from '@mui/material';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { EmailChipsInput } from '../email-chips-input';
import { useFormField } from './use-form-field';
import { FormTextField } from './form-text-field';

export interface FormContactBlockProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the contact is in the form's values: an object of phone and emails (core ZContractContact). */
  base: string;
  /** Test ids `{testPrefix}-{base}.phone`, `{testPrefix}-{base}.emails`. */
  testPrefix: string;
  phoneRequired?: boolean;
  disabled?: boolean;
}

/** E-mail addresses as chips (typed text splits on separators, Enter and leaving the field), bound to a string-array field. */
export function FormEmailsField<T extends FieldValues>({ control, name, label, testId, disabled, hint }: { control: Control<T>; name: FieldPath<T>; label: string; testId: string; disabled?: boolean; hint?: string }) {
  const { LL } = useI18n();
  const { field, error } = useFormField(control, name, { fallback: LL.emailFormatHelpText() });
  const [text, setText] = useState('');
  const value: unknown = field.value;
  // an error of one address (emails.2) is the list's too
  const chips = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return (
    <EmailChipsInput
      label={label}
      chips={chips}
      text={text}
      onChange={(next, rest) => {
        setText(rest);
        if (next !== chips) field.onChange(next);
      }}
      onBlur={field.onBlur}
      error={error !== null}
      helperText={error ?? hint ?? LL.forms.contact.emailsHelp()}
      disabled={disabled}
      testId={testId}
      removeLabel={(address) => LL.forms.contact.removeEmail({ address })}
    />
  );
}

/** A contact (a phone and e-mail addresses) of a react-hook-form form: the same fields wherever a contact is asked. */
export function FormContactBlock<T extends FieldValues>({ control, base, testPrefix, phoneRequired, disabled }: FormContactBlockProps<T>) {
  const { LL } = useI18n();
  const C = LL.forms.contact;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }} data-testid={`${testPrefix}-${base}`}>
      <FormTextField control={control} name={`${base}.phone` as FieldPath<T>} label={C.phone()} type="tel" autoComplete="tel" required={phoneRequired} disabled={disabled} fullWidth testId={`${testPrefix}-${base}.phone`} />
      <FormEmailsField control={control} name={`${base}.emails` as FieldPath<T>} label={C.emails()} disabled={disabled} testId={`${testPrefix}-${base}.emails`} />
    </Box>
  );
}
