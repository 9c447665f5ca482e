import { zodResolver } from '@hookform/resolvers/zod';
import { apiKeyExpiryOf, ZApiKeyFields, type TApiKeyFields } from '@eqa/core';
import { formatDate, formatDateTime } from '@eqa/i18n';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { actionsColumn, DataList, queryRows, type ListColumn } from '../../components/lists';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ConfirmDialog } from '../config/common/confirm-dialog';
import { useMutationError } from '../config/common/mutations';
import { DialogCloseActions } from '../../components/dialog-close-actions';

type ApiKey = RouterOutputs['lis']['listKeys']['items'][number];
type CreatedKey = RouterOutputs['lis']['createKey'];

const FIELDS = ['name'] as const;

/** "New API key": a name and an optional last day; react-hook-form with the zod resolver on core ZApiKeyFields. */
function CreateApiKeyDialog({ onClose, onCreated }: { onClose(): void; onCreated(key: CreatedKey): void }) {
  const { LL } = useI18n();
  const onError = useMutationError('profile');
  const utils = trpc.useUtils();
  const create = trpc.lis.createKey.useMutation();
  const form = useForm<TApiKeyFields>({ resolver: zodResolver(ZApiKeyFields), defaultValues: { name: '', expiresOn: '' }, mode: 'onTouched' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync({ name: values.name, expiresAt: apiKeyExpiryOf(values.expiresOn) });
      await utils.lis.listKeys.invalidate();
      onCreated(created);
    } catch (error) {
      // the server names expiresAt; the form's field is the day
      const failure = classifyError(error);
      if (failure.kind === 'constraintViolation' && failure.param === 'expiresAt') {
        form.setError('expiresOn', { type: 'server', message: failure.type ?? '' }, { shouldFocus: true });
        return;
      }
      if (!applyServerError(error, form.setError, FIELDS)) onError(error);
    }
  });

  return (
    <FormDialog testId="api-key-create" title={LL.lis.apiKeys.createTitle()} onSubmit={(event) => void submit(event)} onClose={onClose} pending={create.isPending} submitLabel={LL.lis.apiKeys.create()}>
      <FormTextField control={form.control} name="name" label={LL.lis.apiKeys.name()} hint={LL.lis.apiKeys.nameHelp()} required autoFocus fullWidth testId="api-key-name" />
      <FormTextField control={form.control} name="expiresOn" label={LL.lis.apiKeys.expiresAt()} type="date" fullWidth testId="api-key-expires" slotProps={{ inputLabel: { shrink: true } }} />
    </FormDialog>
  );
}

/** The new key, shown once, with a copy button. */
function CreatedKeyDialog({ created, onClose }: { created: CreatedKey; onClose(): void }) {
  const { LL } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="api-key-created-title" data-testid="api-key-created-dialog">
      <DialogTitle id="api-key-created-title">{created.name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {LL.lis.apiKeys.createdKey()}
        </Alert>
        <TextField
          value={created.key}
          label={LL.lis.apiKeys.columns.prefix()}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-key-secret', style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy} data-testid="api-key-copy">
          {copied ? LL.lis.apiKeys.copied() : LL.lis.apiKeys.copy()}
        </Button>
        <Button variant="contained" onClick={onClose} data-testid="api-key-done">
          {LL.lis.apiKeys.done()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The profile's "API keys" screen (issue 36): the user's keys on a data grid (name, first
 * characters, created, last used, expiry; never the secret), New key (shown once), Revoke after a
 * confirmation (refused at once on the server).
 */
export function ApiKeysDialog({ onClose }: { onClose(): void }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('profile');
  const utils = trpc.useUtils();
  const list = trpc.lis.listKeys.useQuery(undefined, { meta: { errorAction: 'profile' } });
  const revoke = trpc.lis.revokeKey.useMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      await utils.lis.listKeys.invalidate();
      notify(LL.lis.apiKeys.revoked());
    } catch (error) {
      onError(error);
    } finally {
      setRevoking(null);
    }
  };

  const expiry = (row: ApiKey): string => (!row.live ? LL.lis.apiKeys.expired() : row.expiresAt ? formatDate(row.expiresAt, locale) : LL.lis.apiKeys.noExpiry());
  const columns: Array<ListColumn<ApiKey>> = [
    { field: 'name', header: LL.lis.apiKeys.columns.name(), flex: 1, minWidth: 140, card: 'title' },
    { field: 'prefix', header: LL.lis.apiKeys.columns.prefix(), minWidth: 130, value: (row) => `${row.prefix}…` },
    { field: 'createdAt', header: LL.lis.apiKeys.columns.createdAt(), minWidth: 150, value: (row) => formatDateTime(row.createdAt, locale) },
    { field: 'lastUsedAt', header: LL.lis.apiKeys.columns.lastUsedAt(), minWidth: 150, value: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt, locale) : LL.lis.apiKeys.never()) },
    {
      field: 'expiresAt',
      header: LL.lis.apiKeys.columns.expiresAt(),
      minWidth: 140,
      value: expiry,
      render: (row) => (row.live ? expiry(row) : <Chip size="small" label={expiry(row)} />),
    },
    actionsColumn(
      LL.lis.apiKeys.columns.actions(),
      (row) => (
        <Button size="small" color="error" onClick={() => setRevoking(row)} aria-label={LL.lis.apiKeys.revokeLabel({ name: row.name })} data-testid={`api-key-revoke-${row.id}`}>
          {LL.lis.apiKeys.revoke()}
        </Button>
      ),
      120,
    ),
  ];

  return (
    <>
      <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="api-keys-title" data-testid="api-keys-dialog">
        <DialogTitle id="api-keys-title">{LL.lis.apiKeys.title()}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {LL.lis.apiKeys.intro()}
            </Typography>
            <Box>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="api-keys-create">
                {LL.lis.apiKeys.create()}
              </Button>
            </Box>
            <DataList
              {...queryRows(list)}
              columns={columns}
              emptyState={{ message: LL.lis.apiKeys.empty(), action: { label: LL.lis.apiKeys.create(), icon: <AddIcon />, onClick: () => setCreating(true) }, testId: 'api-keys-empty' }}
              label={LL.lis.apiKeys.list()}
              testId="api-keys-grid"
            />
          </Stack>
        </DialogContent>
        <DialogCloseActions onClose={onClose} testId="api-keys-close" />
      </Dialog>
      {creating && (
        <CreateApiKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />}
      {revoking && (
        <ConfirmDialog open title={LL.lis.apiKeys.revoke()} confirmLabel={LL.lis.apiKeys.revoke()} busy={revoke.isPending} onConfirm={() => void confirmRevoke()} onClose={() => setRevoking(null)} testId="api-key-revoke">
          {LL.lis.apiKeys.revokeConfirm({ name: revoking.name })}
        </ConfirmDialog>
      )}
    </>
  );
}
