import { cleanLocalized, ZNewParameterFields, type TNewParameterFields } from '@eqa/core';
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

/**
 * Parameter create dialog (spec 3 §2/§5): a name per locale, at least one non-empty, and a qualifier
 * (core ZNewParameterFields); then the new parameter's page with the notification 'created'.
 */
export function NewParameterDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const openCreated = useOpenCreated();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const onError = useMutationError('configParameters');
  const form = useForm<TNewParameterFields>({ resolver: zodResolver(ZNewParameterFields), defaultValues: { name: {}, qualifier: {} } });
  const create = trpc.config.parameters.create.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      const qualifier = cleanLocalized(values.qualifier);
      const parameter = await create.mutateAsync({ name: cleanLocalized(values.name), ...(Object.keys(qualifier).length > 0 ? { qualifier } : {}) });
      void utils.config.parameters.list.invalidate();
      openCreated(configPaths.parameter(parameter.id));
    },
    { fields: ['name', 'qualifier'], onFailure: onError },
  );
  return (
    <FormDialog testId="parameter-new" title={LL.config.parameters.newTitle()} {...submit} onClose={onClose} maxWidth="sm">
      <FormLocalizedFields control={form.control} name="name" locales={locales} label={(language) => LL.config.parameters.name({ language })} required autoFocus testId="parameter-new-name" />
      <FormLocalizedFields control={form.control} name="qualifier" locales={locales} label={(language) => LL.config.parameters.qualifier({ language })} testId="parameter-new-qualifier" />
    </FormDialog>
  );
}
