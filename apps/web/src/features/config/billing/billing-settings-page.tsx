import { LinearProgress, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminOrgId } from '../common/org';
import { BillingSettingsForm } from './billing-settings-form';
import { ExchangeRatesCard } from './exchange-rates-card';

/**
 * /config/billing: the organisation's billing details — the seller details every document prints
 * and the exchange rates of documents in other currencies (org admins; the server checks it).
 */
export function BillingSettingsPage() {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  useDocumentTitle(`${LL.billing.settings.title()} – ${LL.appName()}`);
  const settings = trpc.orgs.billingSettings.useQuery({ orgId }, { meta: { errorAction: 'config' } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="billing-settings-page">
      <Typography variant="h4" component="h1">
        {LL.billing.settings.title()}
      </Typography>
      {settings.data ? <BillingSettingsForm key={settings.data.updatedAt ?? 'new'} orgId={orgId} saved={settings.data} /> : <LinearProgress aria-label={LL.loading()} />}
      <ExchangeRatesCard orgId={orgId} />
    </Stack>
  );
}
