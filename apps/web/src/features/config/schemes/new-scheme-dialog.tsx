import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { SingleFieldDialog } from '../common/single-field-dialog';
import { configPaths } from '../config-paths';

/** New scheme (spec 3 §2/§5): a short name (required); then the scheme dialog with 'created'. */
export function NewSchemeDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const [, navigate] = useLocation();
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
        notify(LL.notifications.created());
        navigate(configPaths.scheme(scheme.id), { replace: true });
      }}
      onFailure={onError}
      onClose={onClose}
    />
  );
}
