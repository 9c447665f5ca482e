import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { violationText } from '../common/violation-text';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
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
  const [server, setServer] = useState<string | null>(null);
  const create = trpc.config.schemes.create.useMutation({
    onSuccess: (scheme) => {
      void utils.config.schemes.list.invalidate();
      void utils.config.schemeVersions.list.invalidate();
      notify(LL.notifications.created());
      navigate(configPaths.scheme(scheme.id), { replace: true });
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field) setServer(violationText(LL, field));
      else onError(error);
    },
  });
  return (
    <SingleFieldDialog
      testId="scheme-new"
      fieldTestId="scheme-new-short-name"
      title={LL.config.schemes.newTitle()}
      label={LL.config.schemes.shortName()}
      pending={create.isPending}
      serverError={server}
      onSubmit={(shortName) => create.mutate({ orgId, shortName })}
      onClose={onClose}
    />
  );
}
