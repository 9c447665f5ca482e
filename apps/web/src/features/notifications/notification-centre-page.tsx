import DoneAllIcon from '@mui/icons-material/DoneAll';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { formatDateTime } from '@eqa/i18n';
import { Box, Button, Chip, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { DataList, queryRows, useListUrlState, type ListColumn } from '../../components/lists';
import { useDocumentTitle } from '../../lib/use-document-title';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';

type NotificationRow = RouterOutputs['notifications']['list']['items'][number];

const PAGE_SIZE = 20;

/**
 * The notification centre (issue 34): the user's notifications on a data grid, newest first, paged
 * on the server, an unread-only switch; Open marks one read and goes to its thing, Mark as read and
 * Mark all as read; the bell's count follows.
 */
export function NotificationCentrePage() {
  const { LL, locale } = useI18n();
  useDocumentTitle(`${LL.notificationCentre.title()} – ${LL.appName()}`);
  const notify = useNotify();
  const onError = useMutationError('profile');
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const state = useListUrlState(PAGE_SIZE);
  const unreadOnly = state.params.get('unread') === '1';
  const list = trpc.notifications.list.useQuery({ offset: state.offset, limit: state.limit, unread: unreadOnly, locale }, { meta: { errorAction: 'profile' } });
  const markRead = trpc.notifications.markRead.useMutation();
  const markAllRead = trpc.notifications.markAllRead.useMutation();

  const refresh = () => Promise.all([utils.notifications.list.invalidate(), utils.notifications.unreadCount.invalidate()]);
  const read = async (row: NotificationRow) => {
    try {
      if (row.readAt === null) await markRead.mutateAsync({ id: row.id });
      await refresh();
    } catch (error) {
      onError(error);
    }
  };
  const open = async (row: NotificationRow) => {
    await read(row);
    if (row.link) navigate(row.link);
  };
  const readAll = async () => {
    try {
      await markAllRead.mutateAsync({});
      await refresh();
      notify(LL.notificationCentre.markedAllRead());
    } catch (error) {
      onError(error);
    }
  };

  const columns: Array<ListColumn<NotificationRow>> = [
    {
      field: 'title',
      header: LL.notificationCentre.columns.notification(),
      flex: 1,
      minWidth: 260,
      card: 'title',
      value: (row) => `${row.title}: ${row.body}`,
      render: (row) => (
        <Box sx={{ py: 1, whiteSpace: 'normal' }} data-testid={`notification-${row.id}`} data-type={row.type} data-subject={`${row.subject.kind}-${row.subject.id}`}>
          <Typography variant="body2" sx={{ fontWeight: row.readAt === null ? 700 : 400 }}>
            {row.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.body}
          </Typography>
        </Box>
      ),
    },
    { field: 'createdAt', header: LL.notificationCentre.columns.createdAt(), width: 170, value: (row) => formatDateTime(row.createdAt, locale) },
    {
      field: 'readAt',
      header: LL.notificationCentre.columns.status(),
      width: 120,
      value: (row) => (row.readAt === null ? LL.notificationCentre.unread() : LL.notificationCentre.read()),
      render: (row) => (
        <Chip size="small" color={row.readAt === null ? 'primary' : 'default'} label={row.readAt === null ? LL.notificationCentre.unread() : LL.notificationCentre.read()} />
      ),
    },
    {
      field: 'actions',
      header: LL.notificationCentre.columns.actions(),
      minWidth: 230,
      exportable: false,
      card: 'actions',
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          {row.link && (
            <Button size="small" variant="outlined" onClick={() => void open(row)} data-testid={`notification-open-${row.id}`}>
              {LL.notificationCentre.open()}
            </Button>
          )}
          {row.readAt === null && (
            <Button size="small" onClick={() => void read(row)} data-testid={`notification-read-${row.id}`}>
              {LL.notificationCentre.markRead()}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="notification-centre">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {LL.notificationCentre.title()}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={unreadOnly} onChange={(event) => state.update({ unread: event.target.checked ? '1' : null })} slotProps={{ input: { 'aria-label': LL.notificationCentre.unreadOnly() } }} />}
            label={LL.notificationCentre.unreadOnly()}
            data-testid="notification-unread-only"
          />
          <Button startIcon={<DoneAllIcon />} onClick={() => void readAll()} disabled={markAllRead.isPending || (list.data?.unread ?? 0) === 0} data-testid="notification-read-all">
            {LL.notificationCentre.markAllRead()}
          </Button>
          <Button startIcon={<SettingsOutlinedIcon />} component={RouterLink} href="/notifications/preferences" data-testid="notification-preferences-link">
            {LL.notificationCentre.preferences.open()}
          </Button>
        </Stack>
      </Stack>
      {/* newest first, paged on the server (the page and the unread switch in the URL); not sortable */}
      <DataList
        {...queryRows(list)}
        columns={columns}
        emptyState={{ message: LL.notificationCentre.empty(), testId: 'notification-empty' }}
        label={LL.notificationCentre.title()}
        testId="notification-grid"
        server={state.server(list.data?.total ?? 0, false)}
      />
    </Paper>
  );
}
