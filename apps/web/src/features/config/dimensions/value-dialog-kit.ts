import { ordinalTakenViolation } from '@eqa/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useFormSubmit, type FormSubmit } from '../../../components/forms/use-form-submit';
import { withRule } from '../../../components/forms/with-rule';
import { trpc, type RouterInputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import type { Dimension } from './dimension';

/** What a value's dialog sends besides the dimension's id (a nominal value's or a component's fields). */
type ValueBody = Omit<RouterInputs['config']['dimensions']['createValue'], 'id'>;

/**
 * A value's schema (core ZNominalValueFields, ZCompositeComponentFields) with its ordinal free among
 * the other values' (core ordinalTakenViolation, the service's own rule), which only the dialog knows.
 */
export function withFreeOrdinal<S extends z.ZodType<{ ordinal: number }>>(schema: S, otherOrdinals: readonly number[]): S {
  return withRule(schema, (values) => ordinalTakenViolation(values.ordinal, otherOrdinals));
}

export interface DimensionValueSubmitOptions<T> {
  dimension: Dimension;
  /** The value being changed; null for a new one. */
  valueId: number | null;
  /** The form's fields a 422 may name (`value`, `ordinal`, `componentDimensionId`); any other 422 stays under the fields. */
  fields: readonly string[];
  /** The procedure's fields from the form's values. */
  body(values: T): ValueBody;
  onSaved(dimension: Dimension): void;
  onClose(): void;
}

/**
 * The submit of a dimension value's dialog (a nominal value or a composite component, spec 3 §2) on
 * the form kit: create when it has no id yet, else update; on success the dimension goes to onSaved
 * and the dialog closes; a 422 lands on its field (or, naming none of them, under the fields), any
 * other failure goes to the shared error dialog, the dialog open with what was typed.
 */
export function useDimensionValueSubmit<T extends FieldValues>(form: UseFormReturn<T>, options: DimensionValueSubmitOptions<T>): FormSubmit {
  const { dimension, valueId, fields, body, onSaved, onClose } = options;
  const onError = useMutationError('configDimensions');
  const create = trpc.config.dimensions.createValue.useMutation();
  const update = trpc.config.dimensions.updateValue.useMutation();
  return useFormSubmit(
    form,
    async (values) => {
      const input = { id: dimension.id, ...body(values) };
      onSaved(valueId === null ? await create.mutateAsync(input) : await update.mutateAsync({ ...input, valueId }));
      onClose();
    },
    { fields, onFailure: onError, root: true },
  );
}
