import { sql, type Kysely } from 'kysely';
import { AppError, decideLabAccess, orderingDisabledReason, type Clock, type LabAccessMode, type OrderingDisabledReason, type Jobs, type Logger } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { ApiSettings } from '../../settings';
import { assertLabAccess } from '../labs/assert-lab-access';
import { requireSession } from '../surveys/open-lab-survey';
import { acceptedContracts, contractKey } from '../surveys/survey-access-queries';

/** What the orders services use of a request. */
export interface OrdersContext {
  db: Kysely<DB>;
  clock: Clock;
  session: Session | null;
  settings: Pick<ApiSettings, 'orderingDisabled'>;
}

export interface OrdersJobsContext extends OrdersContext {
  jobs: Jobs;
  logger: Pick<Logger, 'warn'>;
}

/** The lab's orders at an org, opened for one request: who asks, and the lab's facts there. */
export interface OrdersScope {
  labId: number;
  orgId: number;
  session: Session;
  /** The user is an org user (role org_admin): round starts are their deadlines, contracts do not stop them. */
  orgUser: boolean;
  /** The user may change the lab's orders (a core lab only reads its satellites). */
  canWrite: boolean;
  now: Date;
  countryId: string;
  /** The lab's currency: its country's. */
  currencyId: string;
  orgOrderingDisabled: boolean;
  /** The org's staff flag of the lab (org_labs.orderingDisabled, spec 2 §6). */
  labOrderingDisabled: boolean;
}

/**
 * Opens the orders of a lab at an org (every orders call, spec 2 §6), in this order:
 * 401 without a session; 403 when the user may not reach the lab in `mode` (core decideLabAccess:
 * lab users their own lab, a core lab reads its satellites, org users the labs of their org; 404
 * for an org user asking for a lab that does not exist); 403 for an org user asking for another
 * org's orders; 404 when the org is not one of the lab's (org_labs); 403 missing_contract_error
 * for a lab user without an accepted contract with the org for `contractYear` (org users are the
 * provider's staff: not stopped by it).
 */
export async function openOrders(
  ctx: Pick<OrdersContext, 'db' | 'clock' | 'session'>,
  labId: number,
  orgId: number,
  options: { mode: LabAccessMode; contractYear: number },
): Promise<OrdersScope> {
  const session = requireSession(ctx.session);
  const now = ctx.clock.now();
  const target = await assertLabAccess(ctx, labId, options.mode);
  const orgUser = session.roleId === 'org_admin';
  if (orgUser && session.orgId !== orgId) throw AppError.forbidden("You may not access another organisation's orders");
  const [facts, contracts] = await Promise.all([
    ctx.db
      .selectFrom('labs as l')
      .innerJoin('countries as c', 'c.id', 'l.countryId')
      .innerJoin('orgLabs as ol', 'ol.labId', 'l.id')
      .innerJoin('orgs as o', 'o.id', 'ol.orgId')
      // the org's billing currency of the lab's country (countries/billing-currency.ts's rule)
      .leftJoin('orgCountries as oc', (join) => join.onRef('oc.countryId', '=', 'l.countryId').onRef('oc.orgId', '=', 'ol.orgId'))
      .select(['l.countryId', sql<string>`coalesce(oc.currency_id, c.currency_id, 'EUR')`.as('currencyId'), 'o.orderingDisabled as orgOrderingDisabled', 'ol.orderingDisabled as labOrderingDisabled'])
      .where('l.id', '=', labId)
      .where('ol.orgId', '=', orgId)
      .executeTakeFirst(),
    orgUser ? Promise.resolve(null) : acceptedContracts(ctx.db, labId, [{ orgId, year: options.contractYear }], now),
  ]);
  if (!facts) throw AppError.notFound('Organisation of the lab');
  if (contracts && !contracts.has(contractKey(orgId, options.contractYear))) {
    throw AppError.missingContract(options.contractYear, orgId);
  }
  return {
    labId,
    orgId,
    session,
    orgUser,
    canWrite: decideLabAccess(session, target, 'write') === 'allowed',
    now,
    ...facts,
  };
}

/** Why ordering the year is disabled for the scope (core orderingDisabledReason), or null. */
export function orderingDisabledFor(
  settings: Pick<ApiSettings, 'orderingDisabled'>,
  scope: OrdersScope,
  year: number,
  productYears: readonly number[] = [],
): OrderingDisabledReason | null {
  return orderingDisabledReason(
    {
      globalDisabled: settings.orderingDisabled,
      orgOrderingDisabled: scope.orgOrderingDisabled,
      labOrderingDisabled: scope.labOrderingDisabled,
      year,
      productYears,
    },
    scope.now,
  );
}

/** 409 ordering_disabled while ordering of the year is disabled (spec 2 §4: no editing). */
export function assertOrderingOpen(settings: Pick<ApiSettings, 'orderingDisabled'>, scope: OrdersScope, year: number): void {
  const reason = orderingDisabledFor(settings, scope, year);
  if (reason !== null) throw AppError.conflict(`Ordering is disabled for ${year} (${reason})`, 'ordering_disabled');
}
