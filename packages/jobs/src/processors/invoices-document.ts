import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError, calendarDay, formatDocumentNumber, localize, ORDERS_TIME_ZONE, SUPPORTED_LOCALES, toForints, toMinorUnits, vatNote, type SupportedLocale, type JobPayloads } from '@eqa/core';
import type { DB, InvoiceCustomerSnapshot, InvoiceIssuerSnapshot, InvoiceLineSnapshot, InvoiceVatSnapshot } from '@eqa/db';
import { renderInvoicePdf, type InvoicePdfData } from '@eqa/documents';
import type { ProcessorContext } from './processor';

export interface InvoicesDocumentResult extends Record<string, unknown> {
  invoiceId: number;
  documentId: number;
  kind: InvoicePdfData['kind'];
  locale: SupportedLocale;
  size: number;
  /** Generated documents of the same kind it replaced (0 the first time). */
  replaced: number;
}

type Locale = InvoicePdfData['locale'];

const TEXTS = {
  en: {
    paper: 'paper documents',
    sampleSets: (n: number) => `${n} sample set${n === 1 ? '' : 's'}`,
    extra: (n: number) => `${n} extra evaluation${n === 1 ? '' : 's'}`,
    less: (proforma: boolean, number: string) => `Less ${proforma ? 'proforma invoice' : 'invoice'} ${number}`,
    total: (year: number) => `Orders of ${year}`,
    title: { proforma: 'Proforma invoice', invoice: 'Invoice', cancellation: 'Cancellation invoice' },
    proformaCancellation: 'Cancellation of proforma invoice',
  },
  hu: {
    paper: 'papíralapú dokumentumok',
    sampleSets: (n: number) => `${n} mintasorozat`,
    extra: (n: number) => `${n} extra értékelés`,
    less: (proforma: boolean, number: string) => `Levonva: ${proforma ? 'díjbekérő' : 'számla'} ${number}`,
    total: (year: number) => `${year}. évi megrendelések`,
    title: { proforma: 'Díjbekérő', invoice: 'Számla', cancellation: 'Sztornó számla' },
    proformaCancellation: 'Díjbekérő sztornó',
  },
} as const;

function supported(locale: string | null | undefined): SupportedLocale | null {
  return locale && (SUPPORTED_LOCALES as readonly string[]).includes(locale) ? (locale as SupportedLocale) : null;
}

/** An invoice line as the document prints it, in the reader's language. */
export function invoiceLineDescription(line: InvoiceLineSnapshot, locale: Locale, year: number): string {
  const t = TEXTS[locale];
  switch (line.kind) {
    case 'order': {
      const product = [localize(line.productName, locale), line.variantName ? localize(line.variantName, locale) : null].filter(Boolean).join(', ');
      const rounds = line.rounds
        .map((round) => `${round.name}: ${t.sampleSets(round.sampleSetQuantity)}${round.extraEvaluationQuantity > 0 ? ` + ${t.extra(round.extraEvaluationQuantity)}` : ''}`)
        .join('; ');
      return [`${line.productShortName} – ${product}`, line.paper ? t.paper : null, rounds || null].filter(Boolean).join(' · ');
    }
    case 'deduction':
      return t.less(line.proforma, line.number);
    case 'total':
      return t.total(year);
  }
}

/** An address on one line in the reader's convention, the country named in the document's language ("Magyarország"). */
function addressLine(address: InvoiceCustomerSnapshot['address'], locale: Locale): string {
  const country = localize(address.countryName, locale) || address.countryId;
  return locale === 'hu' ? `${address.zipCode} ${address.city}, ${address.address}, ${country}` : `${address.address}, ${address.zipCode} ${address.city}, ${country}`;
}

/** The totals the document prints: per rate with the VAT in forints at the document's exchange rate, or the lines' net as the total of a document without VAT. */
function documentTotals(vat: InvoiceVatSnapshot | null, netMinor: number): InvoicePdfData['totals'] {
  if (!vat) return { byRate: [], netMinor, vatMinor: null, grossMinor: netMinor, vatHufMinor: null };
  const huf = (minor: number) => (vat.exchangeRate ? toForints(minor, vat.exchangeRate.rate) : null);
  const byRate = vat.byRate.map((rate) => ({ ...rate, vatHufMinor: huf(rate.vatMinor) }));
  return {
    byRate,
    netMinor: vat.netMinor,
    vatMinor: vat.vatMinor,
    grossMinor: vat.grossMinor,
    // the document's VAT in forints: the sum of its rates' (each converted and rounded once)
    vatHufMinor: vat.exchangeRate ? byRate.reduce((sum, rate) => sum + (rate.vatHufMinor ?? 0), 0) : null,
  };
}

/**
 * The reader's language: the lab's (its first enabled user's locale, by id), else the org's first
 * locale, else English — the rule of the checkout e-mails.
 */
async function readerLocale(db: Kysely<DB>, labId: number, orgId: number): Promise<SupportedLocale> {
  const [users, orgLocales] = await Promise.all([
    db.selectFrom('users').select('localeId').where('labId', '=', labId).where('disabled', '=', false).orderBy('id').execute(),
    db.selectFrom('orgLocales').select('localeId').where('orgId', '=', orgId).orderBy('ordinal').orderBy('localeId').execute(),
  ]);
  return [...users, ...orgLocales].map((row) => supported(row.localeId)).find((l): l is SupportedLocale => l !== null) ?? 'en';
}

/** What the document prints, from the invoice's snapshot (rows issued before it: the org, the lab and the total as they are now). */
async function loadInvoicePdfData(db: Kysely<DB>, invoiceId: number): Promise<{ data: InvoicePdfData; title: string; fileName: string }> {
  const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) throw AppError.notFound('Invoice');
  // the contract's language, fixed at issue; rows issued before: the lab's reader language
  const locale = supported(invoice.locale) ?? (await readerLocale(db, invoice.labId, invoice.orgId));
  const number = formatDocumentNumber(invoice.series, invoice.year, invoice.annualNumber);
  const kind: InvoicePdfData['kind'] = invoice.cancelledAnnualNumber !== null ? 'cancellation' : invoice.proforma ? 'proforma' : 'invoice';

  let issuer: InvoiceIssuerSnapshot | null = invoice.issuer;
  if (!issuer) {
    const org = await db.selectFrom('orgs').select(['name']).where('id', '=', invoice.orgId).executeTakeFirstOrThrow();
    issuer = { name: org.name, address: null, vatNumber: null, bankAccount: null, registrationNumber: null, mail: null, web: null };
  }
  let customer: InvoiceCustomerSnapshot | null = invoice.customer;
  if (!customer) {
    const lab = await db
      .selectFrom('labs as l')
      .innerJoin('countries as c', 'c.id', 'l.countryId')
      .select(['l.shortName', 'l.name', 'l.address', 'l.zipCode', 'l.city', 'l.countryId', 'c.name as countryName'])
      .where('l.id', '=', invoice.labId)
      .executeTakeFirstOrThrow();
    customer = {
      name: lab.name,
      address: { address: lab.address, zipCode: lab.zipCode, city: lab.city, countryId: lab.countryId, countryName: lab.countryName },
      vatNumber: null,
      groupIdentificationNumber: null,
      labCode: lab.shortName,
      labName: lab.name,
      contractId: null,
    };
  }
  const totalMinor = toMinorUnits(invoice.total);
  const lines: InvoiceLineSnapshot[] = invoice.lines ?? [
    { kind: 'total', number, proforma: invoice.proforma, quantity: 1, unitPriceMinor: totalMinor, amountMinor: totalMinor },
  ];
  // a proforma's cancellation is not an invoice: it is named as what it is (issue 31)
  const title = `${kind === 'cancellation' && invoice.proforma ? TEXTS[locale].proformaCancellation : TEXTS[locale].title[kind]} ${number}`;
  const netMinor = invoice.lines ? lines.reduce((sum, line) => sum + line.amountMinor, 0) : totalMinor;
  const issuerAddress = issuer.postalAddress ? addressLine(issuer.postalAddress, locale) : (issuer.address ?? '');
  return {
    title,
    fileName: `${kind}-${invoice.year}-${String(invoice.annualNumber).padStart(5, '0')}.pdf`,
    data: {
      kind,
      locale,
      number,
      cancelsNumber: invoice.cancelledAnnualNumber === null ? null : formatDocumentNumber(invoice.proforma ? 'proforma' : 'invoice', invoice.year, invoice.cancelledAnnualNumber),
      issuedOn: calendarDay(invoice.createdAt, ORDERS_TIME_ZONE),
      paymentDeadline: invoice.paymentDeadline,
      currency: invoice.currencyId,
      issuer: {
        name: issuer.name,
        address: issuerAddress,
        taxNumber: issuer.vatNumber,
        euVatNumber: issuer.euVatNumber ?? null,
        groupIdentificationNumber: issuer.groupIdentificationNumber ?? null,
        bankAccount: issuer.bankAccount,
        iban: issuer.iban ?? null,
        bic: issuer.bic ?? null,
        footer: issuer.footer ?? null,
      },
      customer: {
        name: customer.name,
        address: addressLine(customer.address, locale),
        vatNumber: customer.vatNumber,
        groupIdentificationNumber: customer.groupIdentificationNumber,
        labCode: customer.labCode,
      },
      purchaseOrderNumber: invoice.purchaseOrderNumber,
      lines: lines.map((line) => ({
        description: invoiceLineDescription(line, locale, invoice.year),
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        netMinor: line.amountMinor,
        vatRateBasisPoints: invoice.vat ? (line.vatRateBasisPoints ?? 0) : null,
        vatMinor: invoice.vat ? (line.vatMinor ?? 0) : null,
      })),
      // the document's own totals: its lines as issued (the row's total on rows without a snapshot)
      totals: documentTotals(invoice.vat, netMinor),
      vatNote: invoice.vat ? vatNote(invoice.vat.treatment) : null,
      exchange: invoice.vat && invoice.currencyId !== 'HUF' ? { rate: invoice.vat.exchangeRate?.rate ?? null, day: invoice.vat.exchangeRate?.day ?? calendarDay(invoice.createdAt, ORDERS_TIME_ZONE) } : null,
      note: null,
    },
  };
}

/**
 * invoices.document: renders the invoice's PDF (renderInvoicePdf, in the reader's language) from
 * its snapshot — lines, customer and issuer as issued, so a document made again is the same — and
 * stores it (files + invoice_documents of type proforma | invoice | cancellation, no name: a
 * generated document never becomes the identifier). Idempotent: in one transaction with the
 * invoice row locked (concurrent runs take turns), the generated documents of that type made
 * before are replaced (rows and files); uploaded documents (`uploaded`) are never
 * touched. Rendering happens before the transaction.
 */
export async function processInvoicesDocument(ctx: Pick<ProcessorContext, 'db'>, payload: JobPayloads['invoices.document']): Promise<InvoicesDocumentResult> {
  const { data, title, fileName } = await loadInvoicePdfData(ctx.db, payload.invoiceId);
  const content = await renderInvoicePdf(data);
  const sha256 = createHash('sha256').update(content).digest('hex');
  return ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('invoices').select('id').where('id', '=', payload.invoiceId).forUpdate().executeTakeFirstOrThrow();
    const earlier = await trx
      .selectFrom('invoiceDocuments')
      .select(['id', 'fileId', 'ordinal'])
      .where('invoiceId', '=', payload.invoiceId)
      .where('type', '=', data.kind)
      .where('uploaded', '=', false)
      .orderBy('id')
      .execute();
    const file = await trx
      .insertInto('files')
      .values({ name: fileName, mediaType: 'application/pdf', size: content.length, sha256, content, createdBy: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (earlier.length > 0) {
      await trx.deleteFrom('invoiceDocuments').where('id', 'in', earlier.map((d) => d.id)).execute();
      await trx.deleteFrom('files').where('id', 'in', earlier.map((d) => d.fileId)).execute();
    }
    const document = await trx
      .insertInto('invoiceDocuments')
      .values({
        invoiceId: payload.invoiceId,
        type: data.kind,
        name: null,
        title,
        ordinal: earlier[0]?.ordinal ?? 0,
        mediaType: 'application/pdf',
        size: content.length,
        fileId: file.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { invoiceId: payload.invoiceId, documentId: document.id, kind: data.kind, locale: data.locale, size: content.length, replaced: earlier.length };
  });
}
