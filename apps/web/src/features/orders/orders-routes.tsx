import { Redirect } from 'wouter';
import { landingPath, parseId } from '../../lib/navigation';
import { trpc } from '../../lib/trpc';
import { useProfile } from '../auth/profile-context';
import { LabPage } from '../labs/lab-page';
import { PageLoader } from '../../components/page-loader';
import { AnnualSummaries } from './annual-summaries';
import { OrderYearPage } from './order-year-page';
import { legacyOrdersTarget, orderYearAvailability, ordersPath, parseOrderYear, type LegacyOrdersParams } from './orders-paths';
import { YearNotOrderable } from './year-not-orderable';

/** /labs/:labId/orders/orgs/:orgId — the annual summaries at one org, under the lab page's Orders tab. */
export function OrdersOrgRoute({ labId, orgId }: { labId: string | undefined; orgId: string | undefined }) {
  const profile = useProfile();
  const lab = parseId(labId);
  const org = parseId(orgId);
  if (lab === null) return <Redirect to={landingPath(profile)} replace />;
  if (org === null) return <Redirect to={ordersPath(lab)} replace />;
  return (
    <LabPage key={lab} labId={lab} tab="orders">
      <AnnualSummaries labId={lab} orgIds={[org]} single />
    </LabPage>
  );
}

/** /labs/:labId/orders/orgs/:orgId/:year — the ordering screen of one year. */
export function OrderYearRoute({ labId, orgId, year }: { labId: string | undefined; orgId: string | undefined; year: string | undefined }) {
  const profile = useProfile();
  const lab = parseId(labId);
  const org = parseId(orgId);
  const orderYear = parseOrderYear(year);
  if (lab === null) return <Redirect to={landingPath(profile)} replace />;
  if (org === null) return <Redirect to={ordersPath(lab)} replace />;
  if (orderYear === null) return <Redirect to={ordersPath(lab, org)} replace />;
  return (
    <LabPage key={lab} labId={lab} tab="orders">
      <OrderYearGate key={`${org}/${orderYear}`} labId={lab} orgId={org} year={orderYear} />
    </LabPage>
  );
}

/**
 * A typed URL of a year that cannot be ordered gets a page saying so, with the way back to the
 * annual summaries, before any call of that year is made (a lab user would otherwise be sent to the
 * contract of a year that cannot be made).
 */
function OrderYearGate({ labId, orgId, year }: { labId: number; orgId: number; year: number }) {
  const summaries = trpc.orders.annualSummaries.useQuery({ labId, orgId }, { meta: { errorAction: 'orders' } });
  if (!summaries.data) return <PageLoader />;
  const availability = orderYearAvailability(year, summaries.data.items);
  if (availability === 'open') return <OrderYearPage labId={labId} orgId={orgId} year={year} />;
  return <YearNotOrderable labId={labId} orgId={orgId} year={year} reason={availability} years={summaries.data.items.filter((entry) => !entry.disabled).map((entry) => entry.year)} />;
}

/**
 * The legacy orders paths (spec 1 §2: "legacy paths for orders and contracts redirect to the
 * current ones"): /orders[/:year], /orders/orgs/:orgId[/:year] (the user's own lab),
 * /labs/:labId/orders/:year (no org) and /labs/:labId/orgs/:orgId/orders[/:year]. A missing org is
 * the org user's org, else the lab's first org (labs.get).
 */
export function LegacyOrdersRedirect(params: LegacyOrdersParams) {
  const profile = useProfile();
  const labId = params.labId === undefined ? (profile.lab?.id ?? null) : parseId(params.labId);
  const needsOrg = params.orgId === undefined && profile.org === null && labId !== null;
  const lab = trpc.labs.get.useQuery({ labId: labId ?? 0 }, { enabled: needsOrg, meta: { errorAction: 'lab' } });
  if (needsOrg && lab.isPending) return <PageLoader />;
  const defaultOrgId = profile.org?.id ?? lab.data?.orgs[0]?.id ?? null;
  const target = legacyOrdersTarget(params, { ownLabId: profile.lab?.id ?? null, defaultOrgId }, parseId);
  return <Redirect to={target ?? landingPath(profile)} replace />;
}
