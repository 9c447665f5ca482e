import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { localize } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { DataList, queryRows, type ListColumn } from '../../components/lists';
import { useNotify } from '../../app/notifications';
import { classifyError } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ConfirmDialog } from '../config/common/confirm-dialog';
import { useMutationError } from '../config/common/mutations';
import { InviteUserDialog } from './invite-user-dialog';
import type { UsersScope } from './user-scope';

type ManagedUser = RouterOutputs['users']['listOrg']['items'][number];

/**
 * The Users screen (docs/decisions/users.md): the scope's users on a data grid (name, e-mail,
 * username, role, invitation state, enabled), an Invite dialog, and Disable / Enable after a
 * confirmation. The last active administrator's refusal is said in words.
 */
export function UsersPanel({ scope, title }: { scope: UsersScope; title: string }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('profile');
  const utils = trpc.useUtils();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<ManagedUser | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const orgList = trpc.users.listOrg.useQuery({ orgId: scope.kind === 'org' ? scope.orgId : 0 }, { enabled: scope.kind === 'org', meta: { errorAction: 'profile' } });
  const labList = trpc.users.listLab.useQuery({ labId: scope.kind === 'lab' ? scope.labId : 0 }, { enabled: scope.kind === 'lab', meta: { errorAction: 'profile' } });
  const list = scope.kind === 'org' ? orgList : labList;
  const updateOrg = trpc.users.updateOrg.useMutation();
  const updateLab = trpc.users.updateLab.useMutation();

  const setDisabled = async (user: ManagedUser, disabled: boolean) => {
    setRefusal(null);
    try {
      if (scope.kind === 'org') await updateOrg.mutateAsync({ orgId: scope.orgId, userId: user.id, disabled });
      else await updateLab.mutateAsync({ labId: scope.labId, userId: user.id, disabled });
      await (scope.kind === 'org' ? utils.users.listOrg.invalidate({ orgId: scope.orgId }) : utils.users.listLab.invalidate({ labId: scope.labId }));
      notify(disabled ? LL.users.disabledDone() : LL.users.enabledDone());
    } catch (error) {
      if (classifyError(error).type === 'last_active_admin') setRefusal(LL.users.lastActiveAdmin());
      else onError(error);
    } finally {
      setConfirming(null);
    }
  };

  const invitationText = (user: ManagedUser): string => {
    const { state, expiresAt } = user.invitation;
    if (state === 'pending') return LL.users.invitation.pending({ date: expiresAt ? formatDate(expiresAt, locale) : '' });
    return LL.users.invitation[state]();
  };

  const columns: Array<ListColumn<ManagedUser>> = [
    { field: 'fullName', header: LL.users.fullName(), flex: 1, minWidth: 160, card: 'title' },
    { field: 'email', header: LL.users.email(), flex: 1, minWidth: 180 },
    { field: 'username', header: LL.users.username(), flex: 0.8, minWidth: 120 },
    { field: 'role', header: LL.users.role(), flex: 1, minWidth: 160, value: (row) => localize(row.role.name, locale) },
    { field: 'invitation', header: LL.users.status(), flex: 1, minWidth: 170, value: (row) => invitationText(row) },
    {
      field: 'disabled',
      header: LL.users.actions(),
      minWidth: 220,
      sortable: false,
      card: 'actions',
      value: (row) => (row.disabled ? LL.users.disabledState() : LL.users.active()),
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" color={row.disabled ? 'default' : 'success'} label={row.disabled ? LL.users.disabledState() : LL.users.active()} />
          <Button size="small" onClick={() => setConfirming(row)} data-testid={`user-${row.disabled ? 'enable' : 'disable'}-${row.id}`}>
            {row.disabled ? LL.users.enable() : LL.users.disable()}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="users-panel">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)} data-testid="users-invite">
          {LL.users.invite()}
        </Button>
      </Stack>
      {refusal && (
        <Alert severity="warning" onClose={() => setRefusal(null)} sx={{ mb: 2 }} data-testid="users-refusal">
          {refusal}
        </Alert>
      )}
      <DataList
        {...queryRows(list)}
        columns={columns}
        emptyState={{ message: LL.users.noUsers(), action: { label: LL.users.invite(), icon: <PersonAddIcon />, onClick: () => setInviting(true) }, testId: 'users-empty' }}
        label={title}
        testId="users-grid"
      />
      {inviting && <InviteUserDialog scope={scope} onClose={() => setInviting(false)} />}
      {confirming && (
        <ConfirmDialog
          open
          title={(confirming.disabled ? LL.users.enableTitle : LL.users.disableTitle)({ name: confirming.fullName || confirming.email })}
          confirmLabel={confirming.disabled ? LL.users.enable() : LL.users.disable()}
          destructive={!confirming.disabled}
          busy={updateOrg.isPending || updateLab.isPending}
          onConfirm={() => void setDisabled(confirming, !confirming.disabled)}
          onClose={() => setConfirming(null)}
          testId="user-disabled-confirm"
        >
          {confirming.disabled ? LL.users.enableText() : LL.users.disableText()}
        </ConfirmDialog>
      )}
    </Paper>
  );
}

/** The lab tab: the lab's users. */
export function LabUsersTab({ lab }: { lab: { id: number } }) {
  const { LL } = useI18n();
  return <UsersPanel scope={{ kind: 'lab', labId: lab.id }} title={LL.users.labTitle()} />;
}
