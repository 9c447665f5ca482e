import { Stack } from '@mui/material';
import { useI18n } from '../../app/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminOrgId } from '../config/common/org';
import { UsersPanel } from './users-panel';

/** /config/users of the administration area: the organisation's staff. */
export function OrgUsersPage() {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  useDocumentTitle(`${LL.users.orgTitle()} – ${LL.appName()}`);
  return (
    <Stack spacing={2}>
      <UsersPanel scope={{ kind: 'org', orgId }} title={LL.users.orgTitle()} />
    </Stack>
  );
}
