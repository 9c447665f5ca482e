import { zodResolver } from '@hookform/resolvers/zod';
import { parseReminderDays, ZReminderDaysFields, type TReminderDaysFields } from '@eqa/core';
import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { trpc } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';

/**
 * The organisation's notification settings on its settings page (issue 34): the deadline reminder
 * days (react-hook-form, zod resolver on core ZReminderDaysFields; a 422 lands on the field) and
 * "Send due notifications now" (the sweep at the business date, for this organisation).
 */
export function NotificationSettingsCard({ orgId }: { orgId: number }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('config');
  const utils = trpc.useUtils();
  const settings = trpc.notifications.getSettings.useQuery({ orgId }, { meta: { errorAction: 'config' } });
  const update = trpc.notifications.updateSettings.useMutation();
  const sweep = trpc.notifications.runSweep.useMutation();
  const form = useForm<TReminderDaysFields>({ resolver: zodResolver(ZReminderDaysFields), defaultValues: { days: '' }, mode: 'onTouched' });

  useEffect(() => {
    if (settings.data) form.reset({ days: settings.data.deadlineOffsetDays.join(', ') });
  }, [settings.data, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ orgId, deadlineOffsetDays: parseReminderDays(values.days) });
      utils.notifications.getSettings.setData({ orgId }, saved);
      notify(LL.notificationCentre.settings.saved());
    } catch (error) {
      // the server names the list (deadlineOffsetDays.<i>): the one field of this form
      if (!applyServerError(error, (_name, message, options) => form.setError('days', message, options), ['deadlineOffsetDays'])) onError(error);
    }
  });

  const runSweep = async () => {
    try {
      const made = await sweep.mutateAsync({ orgId });
      await utils.notifications.unreadCount.invalidate();
      notify(LL.notificationCentre.sweep.done({ count: made.created }));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Card variant="outlined" data-testid="notification-settings">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {LL.notificationCentre.settings.title()}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {LL.notificationCentre.settings.intro()}
        </Typography>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormTextField control={form.control} name="days" label={LL.notificationCentre.settings.days()} hint={LL.notificationCentre.settings.daysHint()} testId="notification-settings-days" sx={{ minWidth: 280 }} />
            <Button type="submit" variant="contained" disabled={update.isPending || !settings.data} data-testid="notification-settings-save" sx={{ mt: { sm: 1 } }}>
              {LL.notificationCentre.settings.save()}
            </Button>
            <Button
              onClick={() => void runSweep()}
              disabled={sweep.isPending}
              startIcon={sweep.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="notification-sweep"
              sx={{ mt: { sm: 1 } }}
            >
              {LL.notificationCentre.sweep.run()}
            </Button>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
