import { sql } from 'kysely';
import { accountingExportCsv, documentKind, formatDocumentNumber, invoiceIdentifier, localize, ORDERS_TIME_ZONE, SUPPORTED_LOCALES, toMinorUnits, type AccountingExportDocument, type AccountingExportLine, type SupportedLocale } from '@eqa/core';
import type { Executor, InvoiceLineSnapshot } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import type { TAccountingExportInput } from './accounting-export.types';


interface AccountingExportContext {
  db: Executor;
  session: Session;
}

function localeOf(locale: string | null): SupportedLocale {
  return locale && (SUPPORTED_LOCALES as readonly string[]).includes(locale) ? (locale as SupportedLocale) : 'hu';
}

/** A line's text for the accounting: the product (short name, name, variant, paper), or the document a deduction takes off. */
function describe(line: InvoiceLineSnapshot, locale: SupportedLocale, year: number): string {
  switch (line.kind) {
    case 'order':
      return [`${line.productShortName} – ${localize(line.productName, locale)}`, line.variantName ? localize(line.variantName, locale) : null, line.paper ? 'paper' : null]
        .filter(Boolean)
        .join(', ');
    case 'deduction':
      return `${line.proforma ? 'proforma' : 'invoice'} ${line.number}`;
    case 'total':
      return `${year}`;
  }
}

function exportLine(line: InvoiceLineSnapshot, locale: SupportedLocale, year: number): AccountingExportLine {
  return {
    description: describe(line, locale, year),
    quantity: line.quantity,
    unitNetMinor: line.unitPriceMinor,
    netMinor: line.amountMinor,
    vatRateBasisPoints: line.vatRateBasisPoints ?? null,
    vatMinor: line.vatMinor ?? 0,
  };
}

/**
 * The documents a checkout (or a cancellation) made in the period, as the accounting export lists
 * them: every row of the org issued on an issue day (Europe/Budapest) from `from` to `to`
 * inclusive, oldest first, with its lines (a row issued without lines: one line of its total),
 * buyer (the customer snapshot), PO number, proforma number and the accounting's invoice when
 * staff named it.
 */
export async function accountingExportDocuments(db: Executor, input: TAccountingExportInput): Promise<AccountingExportDocument[]> {
  const issueDay = sql<string>`to_char(i.created_at at time zone ${ORDERS_TIME_ZONE}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('labs as l', 'l.id', 'i.labId')
    .select([
      'i.id',
      'i.year',
      'i.annualNumber',
      'i.cancelledAnnualNumber',
      'i.proforma',
      'i.series',
      'i.cancelled',
      'i.paid',
      'i.paymentDeadline',
      'i.total',
      'i.currencyId',
      'i.lines',
      'i.customer',
      'i.vat',
      'i.purchaseOrderNumber',
      'i.locale',
      'i.createdAt',
      'l.shortName as labCode',
      'l.name as labName',
      issueDay.as('issueDay'),
    ])
    .where('i.orgId', '=', input.orgId)
    .where(issueDay, '>=', input.from)
    .where(issueDay, '<=', input.to)
    .orderBy('i.createdAt')
    .orderBy('i.id')
    .execute();
  if (rows.length === 0) return [];
  const named = await db
    .selectFrom('invoiceDocuments')
    .select(['id', 'invoiceId', 'type', 'name', 'ordinal'])
    .where('invoiceId', 'in', rows.map((r) => r.id))
    .where('uploaded', '=', true)
    .where('name', 'is not', null)
    .execute();
  return rows.map((row) => {
    const locale = localeOf(row.locale);
    const kind = documentKind(row);
    const number = formatDocumentNumber(row.series, row.year, row.annualNumber);
    const documents = named.filter((d) => d.invoiceId === row.id);
    const accountingInvoice = documents.length > 0 ? invoiceIdentifier({ year: row.year, annualNumber: row.annualNumber, series: row.series, documents }) : null;
    const proformaNumber = !row.proforma ? null : kind === 'cancellation' && row.cancelledAnnualNumber !== null ? formatDocumentNumber('proforma', row.year, row.cancelledAnnualNumber) : number;
    const totalMinor = toMinorUnits(row.total);
    const lines: AccountingExportLine[] = row.lines
      ? row.lines.map((line) => exportLine(line, locale, row.year))
      : [{ description: `${row.year}`, quantity: 1, unitNetMinor: totalMinor, netMinor: totalMinor, vatRateBasisPoints: null, vatMinor: 0 }];
    return {
      issuedAt: row.createdAt.toISOString(),
      issueDay: row.issueDay,
      kind,
      number,
      proformaNumber,
      accountingInvoice,
      serviceYear: row.year,
      labCode: row.labCode,
      buyerName: row.customer?.name ?? row.labName,
      buyerCountryId: row.customer?.address.countryId ?? '',
      buyerVatNumber: row.customer?.vatNumber ?? null,
      buyerGroupIdentificationNumber: row.customer?.groupIdentificationNumber ?? null,
      vatTreatment: row.vat?.treatment ?? null,
      purchaseOrderNumber: row.purchaseOrderNumber,
      currencyId: row.currencyId,
      paymentDeadline: row.paymentDeadline,
      paid: row.paid,
      cancelled: row.cancelled,
      lines,
    };
  });
}

/**
 * GET /orgs/{orgId}/invoices/accounting_export.csv?from=&to= (issue 31): the accounting export of
 * the period as CSV (core accountingExportCsv: one line per document line, formula-like cells
 * neutralised). The org's admins only (403).
 */
export async function accountingExport(ctx: AccountingExportContext, input: TAccountingExportInput): Promise<{ fileName: string; csv: string }> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const documents = await accountingExportDocuments(ctx.db, input);
  return { fileName: `accounting-${input.from}_${input.to}.csv`, csv: accountingExportCsv(documents) };
}
