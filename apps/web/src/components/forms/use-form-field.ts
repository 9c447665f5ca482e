import type { AppErrorParams } from '@eqa/core';
import { useController, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { fieldErrorText, firstError } from './field-error';

export interface FormFieldOptions<T extends FieldValues> {
  /** Fields whose rules read this one: checked again when it changes. */
  deps?: Array<FieldPath<T>>;
  /** The text of an error whose code has no text (default: the constraint violation's). */
  fallback?: string;
  /** Values for the placeholders of a message whose error brought none (fieldErrorText). */
  messageParams?: AppErrorParams;
}

/**
 * One field of a react-hook-form form, for any control (the kit's fields, a select of the app's
 * own): its value and handlers, and its error in the reader's language (the field's own or the
 * first of its parts': fieldErrorText), null when it has none.
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>(
  control: Control<T>,
  name: N,
  options: FormFieldOptions<T> = {},
): { field: ControllerRenderProps<T, N>; error: string | null } {
  const { LL } = useI18n();
  const { field, fieldState } = useController({ control, name, ...(options.deps ? { rules: { deps: options.deps } } : {}) });
  return { field, error: fieldErrorText(LL, firstError(fieldState.error), options.fallback, options.messageParams) };
}
