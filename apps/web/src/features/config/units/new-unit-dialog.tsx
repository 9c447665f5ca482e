import { cleanLocalized, ZNewUnitFields, type TNewUnitFields } from '@eqa/core';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { trpc } from '../../../lib/trpc';
import { useEditLocales } from '../common/org';
import { useCreateForm } from '../common/use-create-form';
import { configPaths } from '../config-paths';

/** Unit overlay, new (spec 3 §2): a multilingual name (required; core ZNewUnitFields), Save and Cancel; then the new unit with 'created'. */
export function NewUnitDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const create = trpc.config.units.create.useMutation();
  const { form, submit } = useCreateForm<TNewUnitFields>({
    schema: ZNewUnitFields,
    defaultValues: { name: {} },
    area: 'configUnits',
    fields: ['name'],
    create: async (values) => {
      const unit = await create.mutateAsync({ name: cleanLocalized(values.name) });
      void utils.config.units.list.invalidate();
      return configPaths.unit(unit.id);
    },
  });
  return (
    <FormDialog testId="unit-new" title={LL.config.units.newTitle()} {...submit} onClose={onClose} maxWidth="sm">
      <FormLocalizedFields control={form.control} name="name" locales={locales} label={(language) => LL.config.units.name({ language })} required autoFocus testId="unit-new-name" />
    </FormDialog>
  );
}
