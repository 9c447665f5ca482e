import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useFormSubmit, type FormSubmit } from '../../../components/forms/use-form-submit';
import type { ErrorAction } from '../../../lib/errors';
import { useMutationError } from './mutations';
import { useOpenCreated } from './use-open-created';

export interface CreateFormOptions<T extends FieldValues> {
  /** The procedure's fields (core's form schema). */
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  /** The error dialog's area for a failure that names no field. */
  area: ErrorAction;
  /** The fields a server 422 may name; `aliases` where the server's name differs. */
  fields: readonly string[];
  aliases?: Readonly<Record<string, string>>;
  /** Creates the item (the mutation, the lists refreshed): the new item's page, or null when there is nothing to create. */
  create(values: T): Promise<string | null>;
  /** The new page replaces the dialog's URL in the history (default), or is pushed after it. */
  replace?: boolean;
}

/**
 * The form of a configuration create dialog (spec 3 §2/§5) on the kit: the schema as the resolver,
 * the submit (a 422 under its field, anything else to the area's error dialog), then 'created' and
 * the new item's page (useOpenCreated). Answers the form and the submit to spread into FormDialog.
 */
export function useCreateForm<T extends FieldValues>({ schema, defaultValues, area, fields, aliases, create, replace }: CreateFormOptions<T>): { form: UseFormReturn<T>; submit: FormSubmit } {
  const openCreated = useOpenCreated();
  const onError = useMutationError(area);
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  const submit = useFormSubmit(
    form,
    async (values) => {
      const path = await create(values);
      if (path !== null) openCreated(path, { replace });
    },
    { fields, ...(aliases ? { aliases } : {}), onFailure: onError },
  );
  return { form, submit };
}

/** The save of a one-field create dialog (SingleFieldDialog): creates, then 'created' and the new item's page; failures to the area's error dialog. */
export function useCreateSave(area: ErrorAction, create: (value: string) => Promise<string>): { save(value: string): Promise<void>; onFailure(error: unknown): void } {
  const openCreated = useOpenCreated();
  const onFailure = useMutationError(area);
  return { save: async (value) => openCreated(await create(value)), onFailure };
}
