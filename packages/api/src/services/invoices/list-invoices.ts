import type { TListInvoicesInput, TListInvoicesOutput } from './invoices.types';
import { openOrderYear, type BillingContext } from '../checkout/order-year-access';
import { INVOICE_COLUMNS, invoiceItems } from './invoice-items';
import { lacksAccountingInvoiceSql } from './accounting-queries';

/**
 * GET /labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices (spec 2 §3 Invoice, §4 Invoices): the
 * lab's proformas, invoices and cancellation documents of the year at the org, newest first, paged
 * (`offset`, `limit`; `{ items, total }` + X-Total-Count). Read access (lab users their lab, with
 * the year's accepted contract: else 403 missing_contract_error; org users their org's labs). Lab
 * users see only invoices that have a document when they ask for it (`onlyWithDocuments`, which the
 * screen sets when the proforma is disabled) and always while the proforma is disabled for them;
 * org users see every invoice, or with `missingInvoice` only the rows still lacking the
 * accounting's invoice (a paid proforma, a proforma-disabled checkout's row). Each item says how its generated PDF's job stands (documentJob).
 * `updatedSince`: only the rows changed (or whose documents changed) at or after it (issue 36).
 */
export async function listInvoices(ctx: BillingContext, input: TListInvoicesInput): Promise<TListInvoicesOutput> {
  const key = { labId: input.labId, orgId: input.orgId, year: input.year };
  const opened = await openOrderYear(ctx, key, 'read');
  const onlyWithDocuments = !opened.orgUser && (input.onlyWithDocuments === true || opened.proformaDisabled);
  let base = ctx.db
    .selectFrom('invoices as i')
    .where('i.labId', '=', key.labId)
    .where('i.orgId', '=', key.orgId)
    .where('i.year', '=', key.year);
  if (onlyWithDocuments) base = base.where((eb) => eb.exists(eb.selectFrom('invoiceDocuments as d').select('d.id').whereRef('d.invoiceId', '=', 'i.id')));
  if (opened.orgUser && input.missingInvoice === true) base = base.where((eb) => lacksAccountingInvoiceSql(eb));
  if (input.updatedSince) base = base.where('i.changedAt', '>=', input.updatedSince);
  const [rows, count] = await Promise.all([
    base.select(INVOICE_COLUMNS).orderBy('i.createdAt', 'desc').orderBy('i.id', 'desc').offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await invoiceItems(ctx.db, rows, opened.now, { staff: opened.orgUser }), total: Number(count.n) };
}
