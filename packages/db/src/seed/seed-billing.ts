import type { ContractAddress } from '../tables/contracts';
import type { OrgDocumentKind } from '../tables/org-documents';
import { chunks, type SeedContext } from './context';
import { DEMO_ORG_NAME } from './demo-accounts';
import { LATE_PAYMENT_LAB_QC, NO_CONTRACT_LAB_QCS } from './data/labs';
import { dayFrom, isoDay } from './dates';
import { pdfFile } from './pdf';
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

export async function seedInvoices(ctx: SeedContext, orderYears: SeededOrderYear[]): Promise<void> {
  const { trx, orgId, now } = ctx;
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
    const identifier = `${invoice.year}/${annualNumber}`;
    const documents: Array<{ type: 'proforma' | 'invoice' | 'cancellation'; name: string | null; title: string; fileName: string; lines: string[]; createdAt: Date }> = [];
    const lines = (title: string) => [
      DEMO_ORG_NAME,
      title,
      `Customer: ${invoice.labName}`,
      `Issued: ${isoDay(invoice.createdAt)}   Payment deadline: ${isoDay(invoice.paymentDeadline)}`,
      `Total: ${invoice.total} ${invoice.currencyId}`,
    ];
    if (invoice.cancels) {
      const title = `Cancellation ${identifier} of ${invoice.year}/${invoice.cancels.annualNumber}`;
      documents.push({ type: 'cancellation', name: null, title, fileName: `cancellation-${invoice.year}-${annualNumber}.pdf`, lines: lines(title), createdAt: invoice.createdAt });
    } else if (invoice.proforma) {
      const title = `Proforma invoice ${identifier}`;
      documents.push({ type: 'proforma', name: null, title, fileName: `proforma-${invoice.year}-${annualNumber}.pdf`, lines: lines(title), createdAt: invoice.createdAt });
    }
    if (invoice.invoiceDocument) {
      const { name, createdAt } = invoice.invoiceDocument;
      documents.push({ type: 'invoice', name, title: `Invoice ${name}`, fileName: `${name}.pdf`, lines: [...lines(`Invoice ${name}`), invoice.cancelled ? 'CANCELLED' : 'PAID'], createdAt });
    }
    for (const [index, document] of documents.entries()) {
      const file = await trx.insertInto('files').values(pdfFile(document.fileName, document.lines, document.createdAt)).returning(['id', 'size', 'mediaType']).executeTakeFirstOrThrow();
      await trx
        .insertInto('invoiceDocuments')
        .values({ invoiceId: row.id, type: document.type, name: document.name, title: document.title, ordinal: index + 1, mediaType: file.mediaType, size: file.size, fileId: file.id, createdAt: document.createdAt })
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
  for (const batch of chunks(rows, 200)) {
    const inserted = await trx.insertInto('contracts').values(batch).returning(['id', 'year', 'name', 'acceptedAt', 'createdAt']).execute();
    for (const contract of inserted) {
      if (!contract.acceptedAt) continue;
      const file = await trx
        .insertInto('files')
        .values(
          pdfFile(`contract-${contract.year}-${contract.id}.pdf`, [DEMO_ORG_NAME, `Contract for ${contract.year}`, contract.name, `Accepted: ${isoDay(contract.acceptedAt)}`], contract.createdAt),
        )
        .returning(['id', 'mediaType'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('contractDocuments')
        .values({ contractId: contract.id, title: { en: `Contract ${contract.year}`, hu: `Szerződés ${contract.year}` }, mediaType: file.mediaType, fileId: file.id, createdAt: contract.createdAt })
        .execute();
    }
  }
}

const ORG_DOCUMENTS: Record<OrgDocumentKind, { en: string; hu: string }> = {
  terms_and_conditions: { en: 'General terms and conditions', hu: 'Általános szerződési feltételek' },
  data_privacy_statement: { en: 'Data privacy statement', hu: 'Adatkezelési tájékoztató' },
  data_privacy_incident_report: { en: 'Data privacy incident report form', hu: 'Adatvédelmi incidens bejelentő lap' },
  conciliation_panels: { en: 'Conciliation panels', hu: 'Békéltető testületek' },
  guide: { en: 'Participant guide', hu: 'Résztvevői útmutató' },
  evaluation_methods: { en: 'Evaluation methods', hu: 'Értékelési módszerek' },
  user_manual: { en: 'User manual', hu: 'Felhasználói kézikönyv' },
  edi_agreement: { en: 'EDI agreement', hu: 'EDI megállapodás' },
  legal_notice: { en: 'Legal notice', hu: 'Jogi nyilatkozat' },
};

/** The org's legal and help documents, one short PDF per kind and language. */
export async function seedOrgDocuments(ctx: SeedContext): Promise<void> {
  const { trx, orgId } = ctx;
  const createdAt = new Date(Date.UTC(ctx.year - 1, 0, 5, 8));
  for (const [kind, title] of Object.entries(ORG_DOCUMENTS) as Array<[OrgDocumentKind, { en: string; hu: string }]>) {
    for (const localeId of ['en', 'hu'] as const) {
      const file = await trx
        .insertInto('files')
        .values(pdfFile(`${kind}-${localeId}.pdf`, [DEMO_ORG_NAME, title[localeId], `Version ${ctx.year - 1}.1`], createdAt))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('orgDocuments').values({ orgId, kind, localeId, title: { ...title }, fileId: file.id, createdAt }).execute();
    }
  }
}
