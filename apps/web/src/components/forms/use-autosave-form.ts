import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerError } from './server-errors';
import { useAutosave } from './use-autosave';

export interface AutosaveFormOptions<T extends FieldValues, P extends object> {
  /** The fields' rules (checked as typed); a field is saved only while its value holds. */
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  /** The part of the procedure's input a field's value saves (its name, the form's values); null: the field is not autosaved. */
  patch(name: FieldPath<T> & keyof T, values: T): P | null;
  /** Fields saved at once (a select, a switch); the others a moment after the last change (useAutosave). */
  immediate?: ReadonlyArray<FieldPath<T>>;
  /** Saves a patch (the mutation); a failure is the form's to show. */
  save(patch: P): Promise<unknown>;
  /** A failure that names no field of the form: the shared error dialog, with a retry. */
  onFailure(error: unknown, retry: () => void): void;
}

/**
 * An autosaving form on the kit (the detail overlays' small panels: spec 3 §4/§9): react-hook-form
 * with the zod resolver, checked as typed; each field that holds is saved — at once, or with the
 * others changed within the autosave's moment in one patch — and a server 422 naming a field lands
 * under it (applyServerError), anything else goes to `onFailure`. What was typed stays. Answers the
 * form (its `control` for the kit's fields) and `persist`, the save of a patch from outside the
 * form (a control bound to the stored value) with the same failure handling.
 */
export function useAutosaveForm<T extends FieldValues, P extends object>({ schema, defaultValues, patch, immediate = [], save, onFailure }: AutosaveFormOptions<T, P>): {
  form: UseFormReturn<T>;
  persist(patch: P): void;
} {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues, mode: 'onChange' });
  const fields = Object.keys(defaultValues);
  const options = useRef({ patch, immediate, save, onFailure, fields });
  options.current = { patch, immediate, save, onFailure, fields };
  const persist = useCallback(
    (next: P): void => {
      options.current.save(next).catch((error: unknown) => {
        if (!applyServerError(error, form.setError, options.current.fields)) options.current.onFailure(error, () => persist(next));
      });
    },
    [form],
  );
  // what changed within the autosave's moment, saved together
  const pending = useRef<P | null>(null);
  const saveLater = useAutosave((next: P) => {
    pending.current = null;
    persist(next);
  });
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || name === undefined) return;
      const field = name.split('.')[0] as FieldPath<T> & keyof T;
      void form.trigger(field).then((valid) => {
        if (!valid) return;
        const part = options.current.patch(field, form.getValues());
        if (part === null) return;
        if (options.current.immediate.includes(field)) {
          persist(part);
          return;
        }
        pending.current = { ...(pending.current ?? {}), ...part } as P;
        saveLater(pending.current);
      });
    });
    return () => subscription.unsubscribe();
  }, [form, persist, saveLater]);
  return { form, persist };
}
