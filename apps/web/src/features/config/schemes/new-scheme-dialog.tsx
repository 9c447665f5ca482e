import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';
import { SingleFieldDialog } from '../common/single-field-dialog';
import { useCreateSave } from '../common/use-create-form';
import { configPaths } from '../config-paths';

/** New scheme (spec 3 §2/§5): a short name (required); then the scheme dialog with 'created'. */
export function NewSchemeDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const utils = trpc.useUtils();
  const create = trpc.config.schemes.create.useMutation();
  const created = useCreateSave('configSchemes', async (shortName) => {
    const scheme = await create.mutateAsync({ orgId, shortName });
    void utils.config.schemes.list.invalidate();
    void utils.config.schemeVersions.list.invalidate();
    return configPaths.scheme(scheme.id);
  });
  return (
    <SingleFieldDialog
      testId="scheme-new"
      fieldTestId="scheme-new-short-name"
      title={LL.config.schemes.newTitle()}
      label={LL.config.schemes.shortName()}
      param="shortName"
      {...created}
      onClose={onClose}
    />
  );
}
