import type { Kysely } from 'kysely';
import type { Clock, LabAccessMode, OrderingDisabledReason } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { ApiSettings } from '../../settings';
import { openOrders, orderingDisabledFor, type OrdersScope } from '../orders/orders-access';

/** What the checkout and invoice services need of a request. */
export interface BillingContext {
  db: Kysely<DB>;
  clock: Clock;
  session: Session | null;
  settings: Pick<ApiSettings, 'orderingDisabled'>;
}

/** A lab's ordering year at an org: /labs/{labId}/orders/orgs/{orgId}/years/{year}. */
export interface OrderYearKey {
  labId: number;
  orgId: number;
  year: number;
}

/** The ordering year as the signed-in user may reach it (the orders' scope), with the lab's proforma flag at the org. */
export interface OpenedOrderYear extends OrdersScope, OrderYearKey {
  /** org_labs.proforma_invoice_disabled: no proforma is issued at checkout; lab users see only invoices with documents. */
  proformaDisabled: boolean;
  /** The global switch (settings.orderingDisabled). */
  globalOrderingDisabled: boolean;
}

/**
 * Opens a lab's ordering year at an org as every orders call does (services/orders openOrders: 401;
 * 403 another lab, or another org for org users; 404 an org that is not the lab's; 403
 * missing_contract_error for lab users without the year's accepted contract), and reads the lab's
 * proforma flag there.
 */
export async function openOrderYear(ctx: BillingContext, key: OrderYearKey, mode: LabAccessMode): Promise<OpenedOrderYear> {
  const scope = await openOrders(ctx, key.labId, key.orgId, { mode, contractYear: key.year });
  const flags = await ctx.db
    .selectFrom('orgLabs')
    .select('proformaInvoiceDisabled')
    .where('orgId', '=', key.orgId)
    .where('labId', '=', key.labId)
    .executeTakeFirstOrThrow();
  return { ...scope, year: key.year, proformaDisabled: flags.proformaInvoiceDisabled, globalOrderingDisabled: ctx.settings.orderingDisabled };
}

/** Why ordering (and so checkout) of the year is closed, or null (core orderingDisabledReason through orderingDisabledFor). */
export function orderYearDisabledReason(opened: OpenedOrderYear, productYears: readonly number[]): OrderingDisabledReason | null {
  return orderingDisabledFor({ orderingDisabled: opened.globalOrderingDisabled }, opened, opened.year, productYears);
}
