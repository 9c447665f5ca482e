import { ZCompositeComponentFields, type TCompositeComponentFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormRootError } from '../../../components/forms/form-root-error';
import { FormSelectField } from '../../../components/forms/form-select-field';
import { FormTextField } from '../../../components/forms/form-text-field';
import type { Dimension } from './dimension';
import { dimensionLabel, useAllDimensions } from './dimension-options';
import { useDimensionValueSubmit, withFreeOrdinal } from './value-dialog-kit';

/** The component a dialog opens with: a component's own (id set) or a new one's (id null, none chosen, the next ordinal). */
export type CompositeComponentDraft = TCompositeComponentFields & { id: number | null };

const FIELDS = ['componentDimensionId', 'ordinal'] as const;

/**
 * The add/edit dialog of a composite dimension's component (spec 3 §2/§5): another, non-composite
 * dimension not present yet, and the ordinal (a whole number no other component has), on the form
 * kit with core ZCompositeComponentFields; the server's refusal of a field lands under it.
 */
export function CompositeComponentDialog({ dimension, draft, onClose, onSaved }: { dimension: Dimension; draft: CompositeComponentDraft; onClose(): void; onSaved(d: Dimension): void }) {
  const { LL, locale } = useI18n();
  const all = useAllDimensions();
  const others = useMemo(() => dimension.components.filter((c) => c.id !== draft.id), [dimension.components, draft.id]);
  const schema = useMemo(() => withFreeOrdinal(ZCompositeComponentFields, others.map((c) => c.ordinal)), [others]);
  const form = useForm<TCompositeComponentFields>({ resolver: zodResolver(schema), defaultValues: { componentDimensionId: draft.componentDimensionId, ordinal: draft.ordinal } });
  const present = others.map((c) => c.componentDimensionId);
  // spec 3 §2/§5: a component is another, non-composite dimension, not present yet
  const options = (all.data?.items ?? [])
    .filter((d) => d.id !== dimension.id && d.valueType !== 'composite' && !present.includes(d.id))
    .map((d) => ({ value: d.id, label: `${dimensionLabel(d, locale)} (${d.id})`, testId: `dimension-component-option-${d.id}` }));
  const submit = useDimensionValueSubmit(form, {
    dimension,
    valueId: draft.id,
    fields: FIELDS,
    body: (values) => ({ type: 'composite', componentDimensionId: values.componentDimensionId ?? undefined, ordinal: values.ordinal }),
    onSaved,
    onClose,
  });
  return (
    <FormDialog testId="dimension-component" title={draft.id === null ? LL.config.dimensions.components.add() : LL.config.dimensions.components.edit()} {...submit} onClose={onClose} maxWidth="sm">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormSelectField
          control={form.control}
          name="componentDimensionId"
          options={options}
          label={LL.config.dimensions.components.dimension()}
          required
          sx={{ flexGrow: 1 }}
          displayTestId="dimension-component-select"
        />
        <FormTextField control={form.control} name="ordinal" integer label={LL.config.common.ordinal()} required sx={{ width: { sm: 140 }, flexShrink: 0 }} testId="dimension-component-ordinal" />
      </Stack>
      <FormRootError error={form.formState.errors.root?.server} />
    </FormDialog>
  );
}
