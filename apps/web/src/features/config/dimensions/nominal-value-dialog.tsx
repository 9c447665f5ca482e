import { cleanLocalized, ZNominalValueFields, type TNominalValueFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { FormRootError } from '../../../components/forms/form-root-error';
import { FormTextField } from '../../../components/forms/form-text-field';
import { FormCheckboxField } from '../../../components/forms/form-checkbox-field';
import { useEditLocales } from '../common/org';
import type { Dimension } from './dimension';
import { useDimensionValueSubmit, withFreeOrdinal } from './value-dialog-kit';

/** The nominal value a dialog opens with: a value's own (id set) or a new one's (id null, the next ordinal). */
export type NominalValueDraft = TNominalValueFields & { id: number | null };

const FIELDS = ['value', 'ordinal', 'deprecated'] as const;

/**
 * The add/edit dialog of a nominal value (spec 3 §2): the value per locale (one at least), the
 * ordinal (a whole number no other value has) and deprecated, on the form kit with core
 * ZNominalValueFields; the server's refusal of a field lands under it.
 */
export function NominalValueDialog({ dimension, draft, onClose, onSaved }: { dimension: Dimension; draft: NominalValueDraft; onClose(): void; onSaved(d: Dimension): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const schema = useMemo(() => withFreeOrdinal(ZNominalValueFields, dimension.values.filter((v) => v.id !== draft.id).map((v) => v.ordinal)), [dimension.values, draft.id]);
  const form = useForm<TNominalValueFields>({ resolver: zodResolver(schema), defaultValues: { value: draft.value, ordinal: draft.ordinal, deprecated: draft.deprecated } });
  const submit = useDimensionValueSubmit(form, {
    dimension,
    valueId: draft.id,
    fields: FIELDS,
    body: (values) => ({ type: 'nominal', value: cleanLocalized(values.value), ordinal: values.ordinal, deprecated: values.deprecated }),
    onSaved,
    onClose,
  });
  return (
    <FormDialog testId="dimension-value" title={draft.id === null ? LL.config.dimensions.values.add() : LL.config.dimensions.values.edit()} {...submit} onClose={onClose} maxWidth="sm">
      <Stack spacing={2.5}>
        <FormLocalizedFields
          control={form.control}
          name="value"
          locales={locales}
          label={(language) => LL.config.dimensions.values.value({ language })}
          required
          autoFocus
          testId="dimension-value-text"
        />
        {/* the box goes under the ordinal where the two do not fit side by side (a phone) */}
        <Stack direction="row" useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 2 }}>
          <FormTextField control={form.control} name="ordinal" integer label={LL.config.common.ordinal()} required sx={{ width: 140, flexShrink: 0 }} testId="dimension-value-ordinal" />
          <FormCheckboxField control={form.control} name="deprecated" label={LL.config.dimensions.values.deprecated()} sx={{ pt: 1 }} testId="dimension-value-deprecated" />
        </Stack>
        <FormRootError error={form.formState.errors.root?.server} />
      </Stack>
    </FormDialog>
  );
}
