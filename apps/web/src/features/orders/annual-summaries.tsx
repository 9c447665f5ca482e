import { currentOrderYear } from '@eqa/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  Link,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useNow } from '../config/common/use-now';
import { useProfile } from '../auth/profile-context';
import type { Lab } from '../labs/lab';
import { formatMoney } from './money-format';
import { ordersPath } from './orders-paths';

type AnnualSummary = RouterOutputs['orders']['annualSummaries']['items'][number];

/** The orgs whose orders the user sees at a lab: an org user's own org, else every org of the lab. */
export function visibleOrderOrgs(lab: Pick<Lab, 'orgs'>, profileOrgId: number | null): Lab['orgs'] {
  if (profileOrgId === null) return lab.orgs;
  const own = lab.orgs.filter((org) => org.id === profileOrgId);
  return own.length > 0 ? own : lab.orgs;
}

/** The Orders tab at /labs/:labId/orders: the annual summaries at each org of the lab. */
export function OrdersTab({ lab }: { lab: Lab }) {
  const profile = useProfile();
  const orgs = visibleOrderOrgs(lab, profile.orgUser ? (profile.org?.id ?? null) : null);
  return <AnnualSummaries labId={lab.id} orgIds={orgs.map((org) => org.id)} single={orgs.length === 1} />;
}

/**
 * Spec 2 §2 Orders page: the annual summaries, newest year first, one block per org (one org: no
 * org heading). `single`: the page of one org (/labs/:labId/orders/orgs/:orgId).
 */
export function AnnualSummaries({ labId, orgIds, single }: { labId: number; orgIds: number[]; single: boolean }) {
  const { LL } = useI18n();
  const lab = trpc.labs.get.useQuery({ labId }, { meta: { errorAction: 'lab' } });
  const orgs = lab.data?.orgs ?? [];
  const multiOrgLab = orgs.length > 1;
  return (
    <Stack spacing={3} data-testid="orders-summaries-page">
      {orgIds.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{LL.orders.summaries.empty()}</Typography>
        </Paper>
      )}
      {orgIds.map((orgId) => {
        const orgName = orgs.find((org) => org.id === orgId)?.name ?? '';
        const heading = single ? LL.orders.summaries.title() : LL.orders.summaries.orgTitle({ org: orgName });
        return (
          <OrgSummaries
            key={orgId}
            labId={labId}
            orgId={orgId}
            heading={heading}
            subheading={single && multiOrgLab ? orgName : null}
            orgLink={!single}
            backToAll={single && multiOrgLab}
          />
        );
      })}
    </Stack>
  );
}

function OrgSummaries(props: { labId: number; orgId: number; heading: string; subheading: string | null; orgLink: boolean; backToAll: boolean }) {
  const { labId, orgId, heading, subheading, orgLink, backToAll } = props;
  const { LL } = useI18n();
  const summaries = trpc.orders.annualSummaries.useQuery({ labId, orgId }, { meta: { errorAction: 'orders' } });
  const items = [...(summaries.data?.items ?? [])].sort((a, b) => b.year - a.year);
  return (
    <Box component="section" aria-labelledby={`orders-org-${orgId}-title`} data-testid={`orders-org-${orgId}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        {backToAll && (
          <Tooltip title={LL.orders.summaries.allOrgs()}>
            <IconButton component={RouterLink} href={ordersPath(labId)} aria-label={LL.orders.summaries.allOrgs()} data-testid="orders-all-orgs">
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h2" id={`orders-org-${orgId}-title`} sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }} data-testid="orders-summaries-title">
            {orgLink ? (
              <Link component={RouterLink} href={ordersPath(labId, orgId)} underline="hover" color="inherit">
                {heading}
              </Link>
            ) : (
              heading
            )}
          </Typography>
          {subheading && (
            <Typography variant="body2" color="text.secondary">
              {subheading}
            </Typography>
          )}
        </Box>
        <Tooltip title={LL.actions.refresh()}>
          <span>
            <IconButton onClick={() => void summaries.refetch()} disabled={summaries.isFetching} aria-label={LL.actions.refresh()} data-testid={`orders-summaries-refresh-${orgId}`}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{summaries.isFetching && summaries.data && <LinearProgress aria-label={LL.loading()} />}</Box>
      {summaries.isPending ? (
        <SummaryGrid loading>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </SummaryGrid>
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="orders-summaries-empty">
          <Typography color="text.secondary">{LL.orders.summaries.empty()}</Typography>
        </Paper>
      ) : (
        <SummaryGrid>
          {items.map((summary) => (
            <SummaryCard key={summary.year} labId={labId} orgId={orgId} summary={summary} />
          ))}
        </SummaryGrid>
      )}
    </Box>
  );
}

/**
 * The cards' grid: a list of the years, or while they load a busy region of placeholders named
 * 'Loading…' (a list may hold only its items; the browser tests wait for aria-busy to go).
 */
function SummaryGrid({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  const { LL } = useI18n();
  return (
    <Box
      component={loading ? 'div' : 'ul'}
      {...(loading ? { role: 'progressbar', 'aria-busy': true, 'aria-label': LL.loading(), 'data-testid': 'orders-summaries-loading' } : {})}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {children}
    </Box>
  );
}

/** One annual summary (spec 2 §2): year, order count, 'not confirmed', total, unpaid / late payment; disabled years are not links. */
function SummaryCard({ labId, orgId, summary }: { labId: number; orgId: number; summary: AnnualSummary }) {
  const { LL, locale } = useI18n();
  const now = useNow();
  const current = summary.year === currentOrderYear(now);
  const body = (
    <CardContent sx={{ p: 2.25 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.6rem', fontVariantNumeric: 'tabular-nums' }} data-testid="orders-summary-year">
          {summary.year}
        </Typography>
        {current && <Chip size="small" color="primary" variant="outlined" label={LL.orders.summaries.current()} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="orders-summary-count">
        {LL.orders.summaries.orderCount({ count: summary.numberOfOrders })}
        {summary.numberOfInvoices > 0 && ` · ${LL.orders.summaries.invoiceCount({ count: summary.numberOfInvoices })}`}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {LL.orders.summaries.total()}
        </Typography>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="orders-summary-total">
          {formatMoney(summary.total, summary.currency, locale)}
        </Typography>
      </Stack>
      {summary.disabled && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="orders-summary-disabled">
          {LL.orders.summaries.disabledHint({ year: summary.year })}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.5, minHeight: 24 }}>
        {summary.dirty && (
          <Tooltip title={LL.orders.summaries.notConfirmedHint()}>
            <Chip size="small" color="warning" label={LL.orders.summaries.notConfirmed()} data-testid="orders-summary-dirty" />
          </Tooltip>
        )}
        {summary.hasLatePayments ? (
          <Chip size="small" color="error" icon={<ErrorOutlineIcon />} label={LL.orders.summaries.latePayment()} data-testid="orders-summary-late" />
        ) : (
          summary.hasUnpaidInvoices && <Chip size="small" color="info" variant="outlined" label={LL.orders.summaries.unpaid()} data-testid="orders-summary-unpaid" />
        )}
      </Stack>
    </CardContent>
  );
  return (
    <Box component="li">
      {summary.disabled ? (
        <Card sx={{ height: '100%', opacity: 0.6 }} aria-disabled="true" data-testid={`orders-summary-${summary.year}`} data-disabled="true">
          {body}
        </Card>
      ) : (
        <Card sx={{ height: '100%', borderColor: current ? 'primary.main' : undefined }} data-testid={`orders-summary-${summary.year}`} data-disabled="false">
          <CardActionArea
            component={RouterLink}
            href={ordersPath(labId, orgId, summary.year)}
            sx={{ height: '100%', alignItems: 'stretch' }}
            data-testid={`orders-summary-open-${summary.year}`}
          >
            {body}
          </CardActionArea>
        </Card>
      )}
    </Box>
  );
}
