import { cleanLocalized, newDimensionId, nextOrdinal, ZNewDimensionFields, type TNewDimensionFields } from '@eqa/core';
import { Stack, TextField } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { useFormField } from '../../../components/forms/use-form-field';
import { trpc } from '../../../lib/trpc';
import { useEditLocales } from '../common/org';
import { useCreateForm } from '../common/use-create-form';
import { configPaths } from '../config-paths';
import { useAllDimensions } from './dimension-options';
import { DimensionSettingsFields } from './dimension-settings-fields';

const FIELDS = ['name', 'id', 'ordinal', 'settings'] as const;
/** The server names the settings' fields at the top level (valueType, unitId, …). */
const ALIASES = { valueType: 'settings.valueType', unitId: 'settings.unitId', unitIds: 'settings.unitIds', mediaType: 'settings.mediaType' } as const;

/**
 * New dimension (spec 3 §2/§5): name, id and value type are required; the id is derived from the
 * (English, else first) name while the user has not typed one ('Módszer neve' → 'modszer_neve');
 * the ordinal is a required number (the next free one by default); core ZNewDimensionFields. Then
 * the new dimension opens with the notification 'created'.
 */
export function NewDimensionDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const all = useAllDimensions();
  const next = all.data ? nextOrdinal(all.data.items.map((d) => d.ordinal)) : null;
  const create = trpc.config.dimensions.create.useMutation();
  const { form, submit } = useCreateForm<TNewDimensionFields>({
    schema: ZNewDimensionFields,
    defaultValues: { name: {}, id: null, ordinal: null, settings: { valueType: '', unitId: null, unitIds: [], mediaType: null, multipleValues: false, negativeAllowed: false } },
    area: 'configDimensions',
    fields: FIELDS,
    aliases: ALIASES,
    create: async (values) => {
      const chosen = values.ordinal ?? next;
      if (values.settings.valueType === '' || chosen === null) return null;
      const dimension = await create.mutateAsync({ ...values.settings, valueType: values.settings.valueType, id: newDimensionId(values), name: cleanLocalized(values.name), ordinal: chosen });
      void utils.config.dimensions.list.invalidate();
      return configPaths.dimension(dimension.id);
    },
  });
  const idField = useFormField(form.control, 'id');
  const ordinalField = useFormField(form.control, 'ordinal');
  const settings = useFormField(form.control, 'settings');
  const name = form.watch('name');
  const id = newDimensionId({ name, id: idField.field.value });
  // the next free ordinal until the user types one
  const ordinal: number | null = ordinalField.field.value ?? next;

  return (
    <FormDialog
      testId="dimension-new"
      title={LL.config.dimensions.newTitle()}
      {...submit}
      onClose={onClose}
      maxWidth="md"
      fullScreenOnPhone
    >
      <Stack spacing={2.5}>
        <FormLocalizedFields
          control={form.control}
          name="name"
          locales={locales}
          label={(language) => LL.config.dimensions.name({ language })}
          required
          autoFocus
          direction="row"
          testId="dimension-new-name"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={LL.config.dimensions.id()}
            name={idField.field.name}
            inputRef={idField.field.ref}
            value={id}
            onChange={(event) => idField.field.onChange(event.target.value)}
            onBlur={idField.field.onBlur}
            required
            error={idField.error !== null}
            helperText={idField.error ?? LL.config.dimensions.idHelp()}
            sx={{ flexGrow: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'dimension-new-id', spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <TextField
            label={LL.config.dimensions.ordinal()}
            name={ordinalField.field.name}
            inputRef={ordinalField.field.ref}
            value={ordinal === null || Number.isNaN(ordinal) ? '' : String(ordinal)}
            onChange={(event) => ordinalField.field.onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value))}
            onBlur={ordinalField.field.onBlur}
            required
            error={ordinalField.error !== null}
            helperText={ordinalField.error ?? LL.config.dimensions.ordinalHelp()}
            sx={{ width: { sm: 200 } }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'dimension-new-ordinal' } }}
          />
        </Stack>
        <DimensionSettingsFields draft={settings.field.value} onChange={settings.field.onChange} valueTypeLocked={false} valueTypeError={settings.error} />
      </Stack>
    </FormDialog>
  );
}
