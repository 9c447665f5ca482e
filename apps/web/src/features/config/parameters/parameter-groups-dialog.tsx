import { localize } from '@eqa/core';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/confirm-dialog';
import { useMutationError } from '../common/mutations';
import { ParameterGroupDialog, type ParameterGroup } from './parameter-group-dialog';

/**
 * The parameter groups (issue 33: they can be created): the list by order, add, edit, and delete
 * (asked first; the server refuses a group in use with 409, shown as the in-use message).
 */
export function ParameterGroupsDialog({ onClose }: { onClose(): void }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('configParameters');
  const groups = trpc.config.parameters.groups.useQuery({}, { meta: { errorAction: 'configParameters' } });
  const items = groups.data?.items ?? [];
  const [editing, setEditing] = useState<ParameterGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ParameterGroup | null>(null);
  const remove = trpc.config.parameters.deleteGroup.useMutation({
    onSuccess: async () => {
      await utils.config.parameters.groups.invalidate();
      notify(LL.config.parameterGroups.deleted());
      setDeleting(null);
    },
    onError: (error) => {
      setDeleting(null);
      onError(error);
    },
  });

  const columns: Array<ListColumn<ParameterGroup>> = [
    { field: 'ordinal', header: LL.config.parameterGroups.ordinal(), width: 90, type: 'number' },
    { field: 'name', header: LL.config.parameterGroups.title(), flex: 1, minWidth: 160, value: (row) => localize(row.name, locale), card: 'title' },
    actionsColumn(LL.list.actions(), (row) => {
      const name = localize(row.name, locale);
      return (
        <Stack direction="row">
          <RowAction label={LL.config.parameterGroups.edit({ name })} icon={<EditOutlinedIcon fontSize="small" />} onClick={() => setEditing(row)} testId={`parameter-group-edit-${row.id}`} />
          <RowAction label={LL.config.parameterGroups.remove({ name })} icon={<DeleteOutlineIcon fontSize="small" />} onClick={() => setDeleting(row)} testId={`parameter-group-delete-${row.id}`} />
        </Stack>
      );
    }),
  ];

  return (
    <>
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="parameter-groups-title" data-testid="parameter-groups-dialog">
        <DialogTitle id="parameter-groups-title">{LL.config.parameterGroups.title()}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {LL.config.parameterGroups.intro()}
          </Typography>
          <DataList
            rows={items}
            columns={columns}
            loading={groups.isPending}
            emptyState={{ message: LL.config.parameterGroups.empty(), action: { label: LL.config.parameterGroups.add(), onClick: () => setEditing('new') }, testId: 'parameter-groups-empty' }}
            label={LL.config.parameterGroups.title()}
            testId="parameter-groups-grid"
            initialSort={[{ field: 'ordinal', sort: 'asc' }]}
          />
        </DialogContent>
        <DialogActions>
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="parameter-groups-add">
            {LL.config.parameterGroups.add()}
          </Button>
          <Button onClick={onClose} data-testid="parameter-groups-close">
            {LL.actions.close()}
          </Button>
        </DialogActions>
      </Dialog>
      {editing !== null && <ParameterGroupDialog group={editing === 'new' ? null : editing} groups={items} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={LL.config.parameterGroups.remove({ name: deleting ? localize(deleting.name, locale) : '' })}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
        testId="parameter-group-delete-confirm"
      >
        {LL.config.parameterGroups.deleteConfirm({ name: deleting ? localize(deleting.name, locale) : '' })}
      </ConfirmDialog>
    </>
  );
}
