import { documentKind, formatDocumentNumber } from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import { lacksAccountingInvoiceSql } from './accounting-queries';
import type { TMissingInvoicesInput, TMissingInvoicesOutput } from './missing-invoices.types';

/**
 * GET /orgs/{orgId}/invoices/missing_invoices (issue 31): the org's rows that still lack the
 * accounting's invoice (core lacksAccountingInvoice: paid proformas and proforma-disabled
 * checkouts' rows without an uploaded document, not cancelled), oldest first, paged. The org's
 * admins only (403).
 */
export async function listMissingInvoices(ctx: { db: Executor; session: Session }, input: TMissingInvoicesInput): Promise<TMissingInvoicesOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  let base = ctx.db.selectFrom('invoices as i').innerJoin('labs as l', 'l.id', 'i.labId').where('i.orgId', '=', input.orgId).where((eb) => lacksAccountingInvoiceSql(eb));
  if (input.year !== undefined) base = base.where('i.year', '=', input.year);
  const [rows, count] = await Promise.all([
    base
      .select(['i.id', 'i.labId', 'l.shortName as labCode', 'l.name as labName', 'i.year', 'i.annualNumber', 'i.series', 'i.proforma', 'i.cancelledAnnualNumber', 'i.paid', 'i.total', 'i.currencyId', 'i.paymentDeadline', 'i.createdAt'])
      .orderBy('i.createdAt')
      .orderBy('i.id')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      invoiceId: row.id,
      labId: row.labId,
      labCode: row.labCode,
      labName: row.labName,
      year: row.year,
      number: formatDocumentNumber(row.series, row.year, row.annualNumber),
      kind: documentKind(row),
      paid: row.paid,
      total: row.total,
      currency: row.currencyId,
      paymentDeadline: row.paymentDeadline,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(count.n),
  };
}
