import { LinearProgress, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ExchangeRatesCard } from '../billing/exchange-rates-card';
import { useAdminOrgId } from '../common/org';
import { InvoiceTermsCard } from './invoice-terms-card';
import { OrgSettingsForm } from './org-settings-form';
import { NotificationSettingsCard } from '../../notifications/notification-settings-card';

/**
 * /config/settings: the organisation's settings (issue 33) — its identity the About dialog, the
 * documents and the e-mails show, the staff notification address, its accreditations, the seller and
 * bank details every document prints — the due day of next year's documents, and the exchange rates
 * of documents in other currencies (org admins; the server checks it).
 */
export function OrgSettingsPage() {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  useDocumentTitle(`${LL.billing.settings.title()} – ${LL.appName()}`);
  const settings = trpc.orgs.settings.useQuery({ orgId }, { meta: { errorAction: 'config' } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="org-settings-page">
      <Typography variant="h4" component="h1">
        {LL.billing.settings.title()}
      </Typography>
      {settings.data ? <OrgSettingsForm key={settings.data.updatedAt ?? 'new'} orgId={orgId} saved={settings.data} /> : <LinearProgress aria-label={LL.loading()} />}
      <InvoiceTermsCard orgId={orgId} />
      <ExchangeRatesCard orgId={orgId} />
      <NotificationSettingsCard orgId={orgId} />
    </Stack>
  );
}
