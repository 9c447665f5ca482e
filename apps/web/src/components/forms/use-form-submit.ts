import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerError, type ServerErrorOptions } from './server-errors';

export interface FormSubmitOptions extends ServerErrorOptions {
  /** The form's fields a server 422 may name (applyServerError). */
  fields: readonly string[];
  /** Any other failure: the shared error dialog (useMutationError), the dialog stays open with what was typed. */
  onFailure(error: unknown): void;
}

/** What a FormDialog needs of its form: the submit, whether it runs, whether there are changes. */
export interface FormSubmit {
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  dirty: boolean;
}

/**
 * The submit of a form of the kit: the schema checked first (react-hook-form's handleSubmit), then
 * `send` (the mutation, the reloads, the notification, closing); a failure naming a field lands on
 * it (applyServerError), any other goes to `onFailure`. Spread into FormDialog: `<FormDialog {...submit} …>`.
 */
export function useFormSubmit<T extends FieldValues>(form: UseFormReturn<T>, send: (values: T) => Promise<void>, options: FormSubmitOptions): FormSubmit {
  const { fields, onFailure, ...serverOptions } = options;
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      if (!applyServerError(error, form.setError, fields, serverOptions)) onFailure(error);
    }
  });
  return { onSubmit: (event) => void submit(event), pending: form.formState.isSubmitting, dirty: form.formState.isDirty };
}
