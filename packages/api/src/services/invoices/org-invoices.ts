import type { Kysely } from 'kysely';
import type { Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import { invoiceStateSql } from './accounting-queries';
import { INVOICE_COLUMNS, invoiceItems } from './invoice-items';
import type { TOrgInvoicesInput, TOrgInvoicesOutput } from './invoices.types';

/**
 * GET /orgs/{orgId}/invoices (issue 36 "Provider exports"): the organisation's proformas, invoices
 * and cancellation documents across its labs, newest first (created, then id: a stable order),
 * paged; `year`, `state` (core invoiceState as of now, in SQL), `labId` and `updatedSince` narrow
 * them. The organisation's own staff only: lab users and other organisations' staff get 403.
 */
export async function listOrgInvoices(ctx: { db: Kysely<DB>; clock: Clock; session: Session }, input: TOrgInvoicesInput): Promise<TOrgInvoicesOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const now = ctx.clock.now();
  let base = ctx.db.selectFrom('invoices as i').innerJoin('labs as l', 'l.id', 'i.labId').where('i.orgId', '=', input.orgId);
  if (input.year !== undefined) base = base.where('i.year', '=', input.year);
  if (input.labId !== undefined) base = base.where('i.labId', '=', input.labId);
  const state = input.state;
  if (state !== undefined) base = base.where((eb) => invoiceStateSql(eb, state, now));
  if (input.updatedSince) base = base.where('i.changedAt', '>=', input.updatedSince);
  const [rows, count] = await Promise.all([
    base
      .select(INVOICE_COLUMNS)
      .select(['l.shortName as labCode', 'l.name as labName'])
      .orderBy('i.createdAt', 'desc')
      .orderBy('i.id', 'desc')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = await invoiceItems(ctx.db, rows, now, { staff: true });
  return {
    items: items.map((item, index) => {
      const row = rows[index] as (typeof rows)[number];
      return { ...item, labId: row.labId, labCode: row.labCode, labName: row.labName };
    }),
    total: Number(count.n),
  };
}
