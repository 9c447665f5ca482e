import { cleanLocalized, ZNewParameterFields, type TNewParameterFields } from '@eqa/core';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { trpc } from '../../../lib/trpc';
import { useEditLocales } from '../common/org';
import { useCreateForm } from '../common/use-create-form';
import { configPaths } from '../config-paths';

/**
 * Parameter create dialog (spec 3 §2/§5): a name per locale, at least one non-empty, and a qualifier
 * (core ZNewParameterFields); then the new parameter's page with the notification 'created'.
 */
export function NewParameterDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const create = trpc.config.parameters.create.useMutation();
  const { form, submit } = useCreateForm<TNewParameterFields>({
    schema: ZNewParameterFields,
    defaultValues: { name: {}, qualifier: {} },
    area: 'configParameters',
    fields: ['name', 'qualifier'],
    create: async (values) => {
      const qualifier = cleanLocalized(values.qualifier);
      const parameter = await create.mutateAsync({ name: cleanLocalized(values.name), ...(Object.keys(qualifier).length > 0 ? { qualifier } : {}) });
      void utils.config.parameters.list.invalidate();
      return configPaths.parameter(parameter.id);
    },
  });
  return (
    <FormDialog testId="parameter-new" title={LL.config.parameters.newTitle()} {...submit} onClose={onClose} maxWidth="sm">
      <FormLocalizedFields control={form.control} name="name" locales={locales} label={(language) => LL.config.parameters.name({ language })} required autoFocus testId="parameter-new-name" />
      <FormLocalizedFields control={form.control} name="qualifier" locales={locales} label={(language) => LL.config.parameters.qualifier({ language })} testId="parameter-new-qualifier" />
    </FormDialog>
  );
}
