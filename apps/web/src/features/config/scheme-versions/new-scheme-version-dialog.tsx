import { cleanLocalized, ZNewSchemeVersionFields, type TNewSchemeVersionFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { useFormField } from '../../../components/forms/use-form-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId, useEditLocales } from '../common/org';
import { useOpenCreated } from '../common/use-open-created';
import { configPaths } from '../config-paths';
import { SchemeSelect } from './scheme-select';

/** New scheme version (spec 3 §2): a scheme and a name per locale (core ZNewSchemeVersionFields); then the new version opens. */
export function NewSchemeVersionDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const locales = useEditLocales();
  const openCreated = useOpenCreated();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemeVersions');
  const form = useForm<TNewSchemeVersionFields>({ resolver: zodResolver(ZNewSchemeVersionFields), defaultValues: { schemeId: null, name: {} } });
  const scheme = useFormField(form.control, 'schemeId');
  const create = trpc.config.schemeVersions.create.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      if (values.schemeId === null) return;
      const created = await create.mutateAsync({ orgId, schemeId: values.schemeId, name: cleanLocalized(values.name), current: true });
      void utils.config.schemeVersions.list.invalidate();
      openCreated(configPaths.schemeVersion(created.id));
    },
    { fields: ['schemeId', 'name'], onFailure: onError },
  );
  return (
    <FormDialog
      testId="scheme-version-new"
      title={LL.config.schemeVersions.newSchemeVersion()}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <SchemeSelect value={scheme.field.value} onChange={scheme.field.onChange} error={scheme.error} testId="scheme-version-new-scheme" />
      <FormLocalizedFields control={form.control} name="name" locales={locales} label={(language) => LL.config.schemeVersions.name({ language })} required testId="scheme-version-new-name" />
    </FormDialog>
  );
}
