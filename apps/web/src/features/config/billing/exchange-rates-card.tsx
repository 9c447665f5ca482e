import AddIcon from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import { HOME_CURRENCY_ID, ZExchangeRateInput, type TExchangeRateInput } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import { Button, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { DataList } from '../../../components/lists';
import { useNotify } from '../../../app/notifications';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormTextField } from '../../../components/forms/form-text-field';
import { applyServerError } from '../../../components/forms/server-errors';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrg } from '../common/org';
import { useNow } from '../common/use-now';

function ExchangeRateDialog({ orgId, currencies, onClose }: { orgId: number; currencies: string[]; onClose(): void }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('config');
  const utils = trpc.useUtils();
  const today = useNow().toISOString().slice(0, 10);
  const form = useForm<TExchangeRateInput>({ resolver: zodResolver(ZExchangeRateInput), defaultValues: { currencyId: currencies[0] ?? 'EUR', day: today, rate: '' }, mode: 'onTouched' });
  const save = trpc.orgs.setExchangeRate.useMutation();
  const T = LL.billing.exchangeRates;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ orgId, ...values });
      await utils.orgs.exchangeRates.invalidate({ orgId });
      notify(T.saved());
      onClose();
    } catch (error) {
      if (!applyServerError(error, form.setError, ['currencyId', 'day', 'rate'])) onError(error);
    }
  });
  return (
    <FormDialog testId="exchange-rate" title={T.add()} onSubmit={(event) => void submit(event)} onClose={onClose} pending={save.isPending}>
      <FormTextField control={form.control} name="currencyId" label={T.currency()} select required fullWidth testId="exchange-rate-currency">
        {currencies.map((id) => (
          <MenuItem key={id} value={id}>
            {id}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="day" label={T.day()} type="date" required fullWidth testId="exchange-rate-day" slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField control={form.control} name="rate" label={T.rate()} required fullWidth autoFocus testId="exchange-rate-rate" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </FormDialog>
  );
}

/** The exchange rates staff enter (HUF per unit for a day), newest first, and the dialog to enter one. */
export function ExchangeRatesCard({ orgId }: { orgId: number }) {
  const { LL, locale } = useI18n();
  const org = useAdminOrg();
  const rates = trpc.orgs.exchangeRates.useQuery({ orgId }, { meta: { errorAction: 'config' } });
  const [open, setOpen] = useState(false);
  const currencies = [...new Set((org?.countries ?? []).map((c) => c.currency.id).filter((id) => id !== HOME_CURRENCY_ID))].sort();
  const T = LL.billing.exchangeRates;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="exchange-rates">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
        <Typography variant="h6" component="h2">
          {T.title()}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setOpen(true)} disabled={currencies.length === 0} data-testid="exchange-rate-add">
          {T.add()}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.intro()}
      </Typography>
      {rates.data && rates.data.items.length === 0 ? (
        <EmptyState
          variant="plain"
          message={currencies.length === 0 ? T.noForeignCurrency() : T.none()}
          action={currencies.length === 0 ? null : { label: T.add(), onClick: () => setOpen(true) }}
          testId="exchange-rates-empty"
        />
      ) : (
        <DataList
          rows={rates.data?.items ?? []}
          getRowId={(rate) => `${rate.currencyId}-${rate.day}`}
          columns={[
            { field: 'day', header: T.day(), card: 'title', flex: 1, minWidth: 120, value: (rate) => rate.day, render: (rate) => formatDate(`${rate.day}T00:00:00Z`, locale, { timeZone: 'UTC' }) },
            { field: 'currencyId', header: T.currency(), flex: 0.6, minWidth: 90 },
            {
              field: 'rate',
              header: T.rate(),
              type: 'number',
              align: 'right',
              flex: 1,
              minWidth: 110,
              value: (rate) => Number(rate.rate),
              render: (rate) => Number(rate.rate).toLocaleString(locale === 'hu' ? 'hu-HU' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
            },
          ]}
          label={T.title()}
          testId="exchange-rates-list"
          rowAttributes={() => ({ 'data-testid': 'exchange-rate-row' })}
          loading={rates.isPending}
          exportFileName={T.title()}
        />
      )}
      {open && <ExchangeRateDialog orgId={orgId} currencies={currencies} onClose={() => setOpen(false)} />}
    </Paper>
  );
}
