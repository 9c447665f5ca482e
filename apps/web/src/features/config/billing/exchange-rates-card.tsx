import AddIcon from '@mui/icons-material/Add';
import { HOME_CURRENCY_ID } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { DataList } from '../../../components/lists';
import { trpc } from '../../../lib/trpc';
import { useAdminOrg } from '../common/org';
import { ExchangeRateDialog } from './exchange-rate-dialog';

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
