import { createHash } from 'node:crypto';
import { toMinorUnits } from '@eqa/core';
import { legalDocumentTitles, renderInvoicePdf, renderLegalDocumentPdf, type LegalDocumentName } from '@eqa/documents';
import type { ContractAddress } from '../tables/contracts';
import type { OrgDocumentKind } from '../tables/org-documents';
import { chunks, type SeedContext } from './context';
import { LATE_PAYMENT_LAB_QC, NO_CONTRACT_LAB_QCS } from './data/labs';
import { dayFrom, isoDay } from './dates';
import type { SeededOrderYear } from './seed-orders';

interface PlannedInvoice {
  labId: number;
  labName: string;
  year: number;
  /** The series: proformas (what the portal issues at checkout) or invoices (staff's, when the lab's proforma is disabled). */
  proforma: boolean;
  cancelled: boolean;
  /** A cancellation document: the one it cancels (its number goes to cancelledAnnualNumber). */
  cancels: PlannedInvoice | null;
  paid: boolean;
  paidAt: Date | null;
  createdAt: Date;
  paymentDeadline: Date;
  total: number;
  currencyId: string;
  /** The invoice the provider's accounting issued, uploaded onto this row (its name becomes the identifier). */
  invoiceDocument: { name: string; createdAt: Date } | null;
  annualNumber?: number;
}

/**
 * Proformas and invoices of the checked-out years, one row per checkout as the portal keeps them
 * (docs/decisions/orders-rules.md "Dirty, checkout and totals"): the proforma the checkout issued,
 * and once it is paid the invoice uploaded onto the same row, so each year is invoiced exactly once.
 * A lab whose proforma is disabled gets its invoice from staff as a row of the invoice series. All
 * paid, except one lab whose current-year proforma is overdue (late payment) and two labs that
 * checked out a few days ago (payable); one invoice went out with a wrong address and was cancelled
 * (a cancellation document) and issued again. Each with its PDF.
 */

/** A digit that makes Σ digit × (9, 7, 3, 1, …) divisible by 10 (Hungarian tax numbers and bank accounts). */
function hungarianCheckDigit(digits: string): number {
  const weights = [9, 7, 3, 1];
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (weights[i % 4] ?? 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** A valid Hungarian tax number of the 8-1-2 form (the contract rules check its check digit). */
function hungarianTaxNumber(index: number): string {
  const base = String(1530000 + index * 17).slice(0, 7);
  return `${base}${hungarianCheckDigit(base)}-2-41`;
}

/** A valid Hungarian 8-8 bank account (both check digits). */
function hungarianAccount(index: number): string {
  const bank = '1003200';
  const account = String(1000000 + index * 31).padStart(7, '0').slice(0, 7);
  return `${bank}${hungarianCheckDigit(bank)}-${account}${hungarianCheckDigit(account)}`;
}

/** Valid sample identifiers of the foreign demo labs' countries. */
const FOREIGN_VAT_NUMBERS: Record<string, string> = { AT: 'ATU13585627', DE: 'DE129273398', SK: 'SK2022749619', RO: 'RO18547290' };
const FOREIGN_BANK_ACCOUNTS: Record<string, string> = { AT: 'AT611904300234573201', DE: 'DE89370400440532013000', SK: 'SK3112000000198742637541', RO: 'RO49AAAA1B31007593840000' };

/** The demo provider as its settings (seeded in seed-platform) name it. */
async function providerOf(trx: SeedContext['trx'], orgId: number) {
  const org = await trx
    .selectFrom('orgs')
    .leftJoin('orgSettings as s', 's.orgId', 'orgs.id')
    .select(['orgs.name as orgName', 's.legalName', 's.address', 's.registrationNumber', 's.contactEmail', 's.website', 's.phone'])
    .where('orgs.id', '=', orgId)
    .executeTakeFirstOrThrow();
  const address = org.address ? `${org.address.zipCode} ${org.address.city}, ${org.address.address}` : '';
  return { ...org, name: org.legalName ?? org.orgName, address };
}

export async function seedInvoices(ctx: SeedContext, orderYears: SeededOrderYear[]): Promise<void> {
  const { trx, orgId, now } = ctx;
  const labs = new Map(ctx.labs.map((lab) => [lab.id, lab]));
  const org = await providerOf(trx, orgId);
  const proformaDisabled = new Set(
    (await trx.selectFrom('orgLabs').select('labId').where('orgId', '=', orgId).where('proformaInvoiceDisabled', '=', true).execute()).map((r) => r.labId),
  );
  const planned: PlannedInvoice[] = [];
  /** The accounting's own invoice numbers, per year (the names of the uploaded invoices). */
  const accountingNumbers = new Map<number, number>();
  const invoiceName = (year: number) => {
    const next = (accountingNumbers.get(year) ?? 0) + 1;
    accountingNumbers.set(year, next);
    return `SZ-${year}-${String(next).padStart(5, '0')}`;
  };
  for (const oy of orderYears) {
    if (!oy.confirmedAt || oy.total <= 0) continue;
    const base = { labId: oy.lab.id, labName: oy.lab.name, year: oy.year, total: oy.total, currencyId: oy.lab.currencyId, cancelled: false, cancels: null };
    const issuedAt = dayFrom(oy.confirmedAt, 1);
    const late = oy.lab.qc === LATE_PAYMENT_LAB_QC && oy.year === ctx.year;
    const recent = issuedAt > dayFrom(now, -15);
    const paid = !late && !recent;
    const paidAt = paid ? dayFrom(issuedAt, 9) : null;
    const proforma = !proformaDisabled.has(oy.lab.id);
    // a proforma gets its invoice once paid; without a proforma staff issue the invoice at once
    const invoiceDocument = !proforma ? { name: invoiceName(oy.year), createdAt: issuedAt } : paidAt ? { name: invoiceName(oy.year), createdAt: dayFrom(paidAt, 1) } : null;
    const row: PlannedInvoice = { ...base, proforma, paid, paidAt, createdAt: issuedAt, paymentDeadline: dayFrom(issuedAt, 15), invoiceDocument };
    planned.push(row);
    if (paidAt && oy.lab.qc === '1012' && oy.year === ctx.year - 1) {
      // the invoice went out with a wrong address: cancelled (a cancellation document) and issued again
      row.cancelled = true;
      const reissuedAt = dayFrom(paidAt, 5);
      planned.push({ ...base, proforma: row.proforma, cancels: row, total: -row.total, paid: false, paidAt: null, createdAt: reissuedAt, paymentDeadline: reissuedAt, invoiceDocument: null });
      planned.push({ ...base, proforma: row.proforma, paid: true, paidAt, createdAt: reissuedAt, paymentDeadline: dayFrom(reissuedAt, 15), invoiceDocument: { name: invoiceName(oy.year), createdAt: dayFrom(reissuedAt, 1) } });
    }
  }
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const counters = new Map<string, number>();
  for (const invoice of planned) {
    const counterKey = `${invoice.year}:${invoice.proforma}`;
    const annualNumber = (counters.get(counterKey) ?? 0) + 1;
    counters.set(counterKey, annualNumber);
    invoice.annualNumber = annualNumber;
    const row = await trx
      .insertInto('invoices')
      .values({
        orgId,
        labId: invoice.labId,
        year: invoice.year,
        annualNumber,
        cancelledAnnualNumber: invoice.cancels?.annualNumber ?? null,
        proforma: invoice.proforma,
        cancelled: invoice.cancelled,
        paid: invoice.paid,
        paidAt: invoice.paidAt,
        paymentDeadline: isoDay(invoice.paymentDeadline),
        total: invoice.total,
        currencyId: invoice.currencyId,
        createdAt: invoice.createdAt,
        updatedAt: invoice.paidAt ?? invoice.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the provider's accounting's own invoice, uploaded onto the row once paid (or at once without a
    // proforma); the proformas and cancellations the portal generates are made after the seed, by the
    // invoices.document job's own function (apps/server seed-demo.ts)
    if (invoice.invoiceDocument) {
      const { name, createdAt } = invoice.invoiceDocument;
      const lab = labs.get(invoice.labId);
      const locale = lab?.countryId === 'HU' ? 'hu' : 'en';
      const content = await renderInvoicePdf({
        kind: 'invoice',
        locale,
        number: name,
        cancelsNumber: null,
        issuedOn: isoDay(createdAt),
        paymentDeadline: isoDay(invoice.paymentDeadline),
        currency: invoice.currencyId,
        issuer: { name: org.name, address: org.address, taxNumber: null, euVatNumber: null, groupIdentificationNumber: null, bankAccount: null, iban: null, bic: null, footer: null },
        customer: { name: invoice.labName, address: lab ? `${lab.zipCode} ${lab.city}, ${lab.address}` : '', vatNumber: null, groupIdentificationNumber: null, labCode: lab?.qc ?? '' },
        purchaseOrderNumber: null,
        // the demo's accounting invoices are the orders' totals, issued before VAT was computed
        lines: [
          {
            description: locale === 'hu' ? `Körvizsgálati részvétel ${invoice.year}` : `Proficiency testing ${invoice.year}`,
            quantity: 1,
            unitPriceMinor: toMinorUnits(invoice.total),
            netMinor: toMinorUnits(invoice.total),
            vatRateBasisPoints: null,
            vatMinor: null,
          },
        ],
        totals: { byRate: [], netMinor: toMinorUnits(invoice.total), vatMinor: null, grossMinor: toMinorUnits(invoice.total), vatHufMinor: null },
        vatNote: null,
        exchange: null,
        note: null,
      });
      const file = await trx
        .insertInto('files')
        .values({ name: `${name}.pdf`, mediaType: 'application/pdf', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdAt, createdBy: null })
        .returning(['id', 'size', 'mediaType'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('invoiceDocuments')
        .values({ invoiceId: row.id, type: 'invoice', name, uploaded: true, title: `Invoice ${name}`, ordinal: 2, mediaType: file.mediaType, size: file.size, fileId: file.id, createdAt })
        .execute();
    }
  }
}

/** Contracts: last year's accepted for every lab; this year's accepted for all but the missing-contract labs. */
export async function seedContracts(ctx: SeedContext): Promise<void> {
  const { trx, orgId, now } = ctx;
  const noContract = new Set<string>(NO_CONTRACT_LAB_QCS);
  const rows = ctx.labs.flatMap((lab, index) => {
    const address: ContractAddress = { city: lab.city, address: lab.address, zipCode: lab.zipCode, countryId: lab.countryId };
    const domain = `lab${lab.qc}.example`;
    const contract = (year: number, acceptedAt: Date | null, createdAt: Date) => ({
      labId: lab.id,
      orgId,
      year,
      name: lab.name,
      laboratoryHeadFullName: lab.head,
      address,
      contact: { phone: `+36 ${20 + (index % 50)} ${String(1000000 + index * 7919).slice(0, 7)}`, emails: [`labor@${domain}`] },
      contactName: lab.name,
      contactResponsibleFullName: lab.head,
      contactAddress: address,
      furtherContact: { phone: `+36 30 ${String(3000000 + index * 7907).slice(0, 7)}`, emails: [`minoseg@${domain}`] },
      deliveryName: lab.name,
      deliveryResponsibleFullName: lab.head,
      deliveryAddress: address,
      deliveryContact: { phone: `+36 1 ${String(2000000 + index * 104729).slice(0, 7)}`, emails: [`posta@${domain}`] },
      invoiceName: lab.name.split(',')[0] ?? lab.name,
      invoiceAddress: address,
      invoiceContact: { phone: `+36 1 ${String(4000000 + index * 7919).slice(0, 7)}`, emails: [`szamla@${domain}`] },
      bankAccountNumber: lab.countryId === 'HU' ? hungarianAccount(index) : (FOREIGN_BANK_ACCOUNTS[lab.countryId] ?? null),
      vatNumber: lab.countryId === 'HU' ? hungarianTaxNumber(index) : (FOREIGN_VAT_NUMBERS[lab.countryId] ?? null),
      groupIdentificationNumber: null,
      notificationEmails: [`labor@${domain}`],
      invoiceFormat: index % 6 === 0 ? ('paper_and_electronic' as const) : ('electronic' as const),
      currencyId: lab.currencyId,
      acceptedAt,
      createdAt,
      createdBy: null,
    });
    const previousAt = new Date(Date.UTC(ctx.year - 2, 10, 5 + (index % 20), 10));
    const currentAt = new Date(Date.UTC(ctx.year - 1, 10, 5 + (index % 20), 10));
    const list = [contract(ctx.year - 1, previousAt, previousAt)];
    if (lab.qc === NO_CONTRACT_LAB_QCS[1]) list.push(contract(ctx.year, null, dayFrom(now, -10)));
    else if (!noContract.has(lab.qc)) list.push(contract(ctx.year, currentAt, currentAt));
    return list;
  });
  for (const batch of chunks(rows, 200)) await trx.insertInto('contracts').values(batch).execute();
}

/** The org document kinds (snake_case in the database) and the documents module's names of the same documents. */
const ORG_DOCUMENTS: Record<OrgDocumentKind, LegalDocumentName> = {
  terms_and_conditions: 'termsAndConditions',
  data_privacy_statement: 'dataPrivacyStatement',
  data_privacy_incident_report: 'dataPrivacyIncidentReport',
  conciliation_panels: 'conciliationPanels',
  guide: 'guide',
  evaluation_methods: 'evaluationMethods',
  user_manual: 'userManual',
  edi_agreement: 'ediAgreement',
  legal_notice: 'legalNotice',
};

/** The org's legal and help documents in both languages, rendered as the product renders them (@eqa/documents). */
export async function seedOrgDocuments(ctx: SeedContext): Promise<void> {
  const { trx, orgId } = ctx;
  const createdAt = new Date(Date.UTC(ctx.year - 1, 0, 5, 8));
  const org = await providerOf(trx, orgId);
  const provider = { name: org.name, address: org.address, registrationNumber: org.registrationNumber ?? '', mail: org.contactEmail ?? '', web: org.website ?? '', phone: org.phone ?? '' };
  for (const [kind, name] of Object.entries(ORG_DOCUMENTS) as Array<[OrgDocumentKind, LegalDocumentName]>) {
    const title = legalDocumentTitles(name);
    for (const localeId of ['en', 'hu'] as const) {
      const content = await renderLegalDocumentPdf(name, localeId, provider);
      const file = await trx
        .insertInto('files')
        .values({ name: `${kind}-${localeId}.pdf`, mediaType: 'application/pdf', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdAt, createdBy: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('orgDocuments').values({ orgId, kind, localeId, title: { ...title }, fileId: file.id, createdAt }).execute();
    }
  }
}
