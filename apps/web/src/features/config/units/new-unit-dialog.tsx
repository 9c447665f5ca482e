import { cleanLocalized, ZNewUnitFields, type TNewUnitFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useEditLocales } from '../common/org';
import { useOpenCreated } from '../common/use-open-created';
import { configPaths } from '../config-paths';

/** Unit overlay, new (spec 3 §2): a multilingual name (required; core ZNewUnitFields), Save and Cancel; then the new unit with 'created'. */
export function NewUnitDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const openCreated = useOpenCreated();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const onError = useMutationError('configUnits');
  const form = useForm<TNewUnitFields>({ resolver: zodResolver(ZNewUnitFields), defaultValues: { name: {} } });
  const create = trpc.config.units.create.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      const unit = await create.mutateAsync({ name: cleanLocalized(values.name) });
      void utils.config.units.list.invalidate();
      openCreated(configPaths.unit(unit.id));
    },
    { fields: ['name'], onFailure: onError },
  );
  return (
    <FormDialog testId="unit-new" title={LL.config.units.newTitle()} {...submit} onClose={onClose} maxWidth="sm">
      <FormLocalizedFields control={form.control} name="name" locales={locales} label={(language) => LL.config.units.name({ language })} required autoFocus testId="unit-new-name" />
    </FormDialog>
  );
}
