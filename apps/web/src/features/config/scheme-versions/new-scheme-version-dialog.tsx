import { cleanLocalized, ZNewSchemeVersionFields, type TNewSchemeVersionFields } from '@eqa/core';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { useFormField } from '../../../components/forms/use-form-field';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId, useEditLocales } from '../common/org';
import { useCreateForm } from '../common/use-create-form';
import { configPaths } from '../config-paths';
import { SchemeSelect } from './scheme-select';

/** New scheme version (spec 3 §2): a scheme and a name per locale (core ZNewSchemeVersionFields); then the new version opens. */
export function NewSchemeVersionDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const create = trpc.config.schemeVersions.create.useMutation();
  const { form, submit } = useCreateForm<TNewSchemeVersionFields>({
    schema: ZNewSchemeVersionFields,
    defaultValues: { schemeId: null, name: {} },
    area: 'configSchemeVersions',
    fields: ['schemeId', 'name'],
    create: async (values) => {
      if (values.schemeId === null) return null;
      const created = await create.mutateAsync({ orgId, schemeId: values.schemeId, name: cleanLocalized(values.name), current: true });
      void utils.config.schemeVersions.list.invalidate();
      return configPaths.schemeVersion(created.id);
    },
  });
  const scheme = useFormField(form.control, 'schemeId');
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
