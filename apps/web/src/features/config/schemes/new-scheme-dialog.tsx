import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { SingleFieldDialog } from '../common/single-field-dialog';
import { useOpenCreated } from '../common/use-open-created';
import { configPaths } from '../config-paths';

/** New scheme (spec 3 §2/§5): a short name (required); then the scheme dialog with 'created'. */
export function NewSchemeDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const openCreated = useOpenCreated();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemes');
  const create = trpc.config.schemes.create.useMutation();
  return (
    <SingleFieldDialog
      testId="scheme-new"
      fieldTestId="scheme-new-short-name"
      title={LL.config.schemes.newTitle()}
      label={LL.config.schemes.shortName()}
      param="shortName"
      save={async (shortName) => {
        const scheme = await create.mutateAsync({ orgId, shortName });
        void utils.config.schemes.list.invalidate();
        void utils.config.schemeVersions.list.invalidate();
        openCreated(configPaths.scheme(scheme.id));
      }}
      onFailure={onError}
      onClose={onClose}
    />
  );
}
