import { zodResolver } from '@hookform/resolvers/zod';
import { isNotificationType, ZNotificationPreferenceFields, type TNotificationPreferenceFields } from '@eqa/core';
import { Alert, Button, Checkbox, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearch } from 'wouter';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { RowTable, type ListColumn } from '../../components/lists';
import { PageLoader } from '../../components/page-loader';
import { applyServerError } from '../../components/forms/server-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { trpc } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';

/** A type's row: its place in the form's items. */
interface PreferenceRow {
  type: TNotificationPreferenceFields['items'][number]['type'];
  index: number;
}

/**
 * The notification settings (issue 34): per type, in the portal and by e-mail, on a react-hook-form
 * form with the zod resolver on core's ZNotificationPreferenceFields. The unsubscribe link of an
 * e-mail (`?unsubscribe=<type>`) turns that type's e-mail off as the screen opens and says so.
 */
export function NotificationPreferencesPage() {
  const { LL } = useI18n();
  useDocumentTitle(`${LL.notificationCentre.preferences.title()} – ${LL.appName()}`);
  const notify = useNotify();
  const onError = useMutationError('profile');
  const utils = trpc.useUtils();
  const search = useSearch();
  const preferences = trpc.notifications.getPreferences.useQuery({}, { meta: { errorAction: 'profile' } });
  const update = trpc.notifications.updatePreferences.useMutation();
  const form = useForm<TNotificationPreferenceFields>({ resolver: zodResolver(ZNotificationPreferenceFields), defaultValues: { items: [] } });
  const [unsubscribed, setUnsubscribed] = useState<string | null>(null);
  const unsubscribing = useRef(false);

  useEffect(() => {
    if (preferences.data) form.reset({ items: preferences.data.items });
  }, [preferences.data, form]);

  // the e-mailed unsubscribe link: that type's e-mails off, once
  useEffect(() => {
    const type = new URLSearchParams(search).get('unsubscribe');
    if (!type || !isNotificationType(type) || unsubscribing.current || !preferences.data) return;
    if (!preferences.data.items.some((item) => item.type === type)) return;
    unsubscribing.current = true;
    update
      .mutateAsync({ preferences: [{ type, email: false }] })
      .then((next) => {
        utils.notifications.getPreferences.setData({}, next);
        setUnsubscribed(LL.notificationCentre.preferences.unsubscribed({ type: LL.notificationCentre.types[type].label() }));
      })
      .catch(onError);
  }, [search, preferences.data, update, utils, LL, onError]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const next = await update.mutateAsync({ preferences: values.items });
      utils.notifications.getPreferences.setData({}, next);
      notify(LL.notificationCentre.preferences.saved());
    } catch (error) {
      if (!applyServerError(error, form.setError, ['items'])) onError(error);
    }
  });

  if (!preferences.data) return <PageLoader />;
  const items = form.watch('items');
  const channelLabel = { inApp: LL.notificationCentre.preferences.inApp(), email: LL.notificationCentre.preferences.email() };
  // a row of two checkboxes per type (the form's fields): a table on a desktop, a card per type on a phone
  const columns: Array<ListColumn<PreferenceRow>> = [
    { field: 'type', header: LL.notificationCentre.preferences.type(), card: 'title', value: (row) => LL.notificationCentre.types[row.type].label() },
    ...(['inApp', 'email'] as const).map((channel) => ({
      field: channel,
      header: channelLabel[channel],
      align: 'center' as const,
      render: (row: PreferenceRow) => (
        <Controller
          control={form.control}
          name={`items.${row.index}.${channel}`}
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref, 'aria-label': `${LL.notificationCentre.types[row.type].label()}: ${channelLabel[channel]}` } }}
              data-testid={`preference-${row.type}-${channel}`}
            />
          )}
        />
      ),
    })),
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="notification-preferences">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {LL.notificationCentre.preferences.title()}
        </Typography>
        <Button component={RouterLink} href="/notifications" data-testid="notification-preferences-back">
          {LL.notificationCentre.title()}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {LL.notificationCentre.preferences.intro()}
      </Typography>
      {unsubscribed && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="notification-unsubscribed">
          {unsubscribed}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="notification-preferences-form">
        <RowTable
          rows={items.map((item, index) => ({ type: item.type, index }))}
          columns={columns}
          rowId={(row) => row.type}
          label={LL.notificationCentre.preferences.title()}
          testId="notification-preferences-table"
          rowAttributes={(row) => ({ 'data-testid': `preference-${row.type}` })}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={update.isPending} startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="notification-preferences-save">
            {LL.notificationCentre.preferences.save()}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
