import { formatDay, formatExchangeRate, formatMoney, formatQuantity, formatVatRate } from './format';
import { COLORS, documentDefinition, documentTexts, label, ruledTableLayout } from './layout';
import type { PdfContent, PdfContentObject, PdfDocumentDefinition } from './pdf-definition';
import { renderPdf } from './render-pdf';

/** One line of a document: net amounts, the charged VAT rate and VAT (null on documents issued without VAT). */
export interface InvoicePdfLine {
  description: string;
  quantity: number;
  /** Net unit price, minor units. */
  unitPriceMinor: number;
  /** Net amount, minor units. */
  netMinor: number;
  vatRateBasisPoints: number | null;
  vatMinor: number | null;
}

/** The totals of one VAT rate; `vatHufMinor` on a document in another currency with an exchange rate. */
export interface InvoicePdfRateTotal {
  rateBasisPoints: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  vatHufMinor: number | null;
}

/** What a proforma (díjbekérő), an invoice (számla) or a cancellation (sztornó számla) shows, in its language. */
export interface InvoicePdfData {
  kind: 'proforma' | 'invoice' | 'cancellation';
  locale: 'en' | 'hu';
  number: string; // '2017/00012'
  cancelsNumber: string | null; // for a cancellation: the number of the invoice it cancels
  issuedOn: string; // YYYY-MM-DD
  paymentDeadline: string; // YYYY-MM-DD
  currency: string; // ISO 4217 code, e.g. 'HUF', 'EUR'
  issuer: {
    name: string;
    /** One line, the country named in the document's language. */
    address: string;
    taxNumber: string | null;
    euVatNumber: string | null;
    groupIdentificationNumber: string | null;
    bankAccount: string | null;
    iban: string | null;
    bic: string | null;
    footer: string | null;
  };
  customer: {
    name: string;
    address: string;
    /** A Hungarian tax number (8-1-2) prints as the tax number, anything else as the EU VAT number. */
    vatNumber: string | null;
    groupIdentificationNumber: string | null;
    labCode: string;
  };
  purchaseOrderNumber: string | null;
  lines: InvoicePdfLine[];
  /**
   * The totals per rate (highest first) and overall; `byRate` empty and `vatMinor` null on a
   * document issued without VAT (its gross is its net).
   */
  totals: { byRate: InvoicePdfRateTotal[]; netMinor: number; vatMinor: number | null; grossMinor: number; vatHufMinor: number | null };
  /** The legal note of the buyer's VAT treatment. */
  vatNote: 'reverseCharge' | 'outOfScope' | null;
  /** A document in another currency than HUF: the exchange rate its VAT in forints is at (null rate: none entered yet). */
  exchange: { rate: number | null; day: string } | null;
  note: string | null;
}

const HU_TAX_NUMBER = /^\d{8}-\d-\d{2}$/;

/** A caption with its text under it (a block of the parties or the dates band). */
function field(caption: PdfContent, value: string, options: { bold?: boolean } = {}): PdfContentObject {
  return { stack: [caption, { text: value, bold: options.bold ?? false, margin: [0, 2, 0, 0] }] };
}

/** One party (seller or buyer): name in bold, address, then the identifiers that are known. */
function party(caption: string, data: InvoicePdfData, name: string, address: string, details: Array<[string, string | null]>): PdfContentObject {
  return {
    stack: [
      label(caption, data.locale),
      { text: name, bold: true, fontSize: 11, margin: [0, 3, 0, 1] },
      { text: address },
      ...details.flatMap(([key, value]): PdfContent[] =>
        value ? [{ text: [{ text: `${key}: `, color: COLORS.muted }, value], margin: [0, 1, 0, 0] }] : [],
      ),
    ],
  };
}

const amountCell = (text: string, extra: PdfContentObject = {}): PdfContentObject => ({ text, alignment: 'right', noWrap: true, ...extra });

/** The document definition of an invoice, proforma or cancellation (exported for tests of its content). */
export function invoiceDefinition(data: InvoicePdfData): PdfDocumentDefinition {
  const { locale } = data;
  const LL = documentTexts(locale);
  const T = LL.documents.invoice;
  const title = T.title[data.kind]();
  const money = (minor: number) => formatMoney(minor, data.currency, locale);
  const forints = (minor: number) => formatMoney(minor, 'HUF', locale);
  const rate = (basisPoints: number | null) => (basisPoints === null ? '–' : formatVatRate(basisPoints, locale));

  const notice =
    data.kind === 'proforma'
      ? T.proformaNotice()
      : data.kind === 'cancellation' && data.cancelsNumber
        ? T.cancellationNotice({ number: data.cancelsNumber })
        : null;

  const headerRow: PdfContent[] = [
    { text: T.item(), style: 'tableHeader' },
    { text: T.description(), style: 'tableHeader' },
    { text: T.quantity(), style: 'tableHeader', alignment: 'right' },
    { text: T.netUnitPrice(), style: 'tableHeader', alignment: 'right' },
    { text: T.netAmount(), style: 'tableHeader', alignment: 'right' },
    { text: T.vatRate(), style: 'tableHeader', alignment: 'right' },
    { text: T.vatAmount(), style: 'tableHeader', alignment: 'right' },
  ];
  const lineRows: PdfContent[][] = data.lines.map((line, index) => [
    { text: `${index + 1}.`, color: COLORS.muted },
    { text: line.description },
    amountCell(formatQuantity(line.quantity, locale)),
    amountCell(money(line.unitPriceMinor)),
    amountCell(money(line.netMinor)),
    amountCell(rate(line.vatRateBasisPoints)),
    amountCell(line.vatMinor === null ? '–' : money(line.vatMinor)),
  ]);

  const withHuf = data.exchange !== null && data.exchange.rate !== null;
  const totalsHeader: PdfContent[] = [
    { text: T.vatRate(), style: 'tableHeader' },
    { text: T.netAmount(), style: 'tableHeader', alignment: 'right' },
    { text: T.vatAmount(), style: 'tableHeader', alignment: 'right' },
    { text: T.grossAmount(), style: 'tableHeader', alignment: 'right' },
    ...(withHuf ? [{ text: T.vatInHuf(), style: 'tableHeader', alignment: 'right' } satisfies PdfContentObject] : []),
  ];
  const rateRows: PdfContent[][] = data.totals.byRate.map((total) => [
    { text: rate(total.rateBasisPoints) },
    amountCell(money(total.netMinor)),
    amountCell(money(total.vatMinor)),
    amountCell(money(total.grossMinor)),
    ...(withHuf ? [amountCell(total.vatHufMinor === null ? '–' : forints(total.vatHufMinor))] : []),
  ]);
  const totalRow: PdfContent[] = [
    { text: T.total(), bold: true },
    amountCell(money(data.totals.netMinor), { bold: true }),
    amountCell(data.totals.vatMinor === null ? '–' : money(data.totals.vatMinor), { bold: true }),
    amountCell(money(data.totals.grossMinor), { bold: true }),
    ...(withHuf ? [amountCell(data.totals.vatHufMinor === null ? '–' : forints(data.totals.vatHufMinor), { bold: true })] : []),
  ];

  const dates: PdfContent[] = [
    field(label(T.issuedOn(), locale), formatDay(data.issuedOn, locale)),
    field(label(T.paymentDeadline(), locale), formatDay(data.paymentDeadline, locale), { bold: data.kind !== 'cancellation' }),
    field(label(T.currency(), locale), data.currency),
    ...(data.purchaseOrderNumber ? [field(label(T.purchaseOrderNumber(), locale), data.purchaseOrderNumber)] : []),
    ...(data.cancelsNumber ? [field(label(T.cancels(), locale), data.cancelsNumber)] : []),
  ];

  const customerNumber = data.customer.vatNumber;
  const customerNumberIsTaxNumber = customerNumber !== null && HU_TAX_NUMBER.test(customerNumber.trim());

  const content: PdfContent[] = [
    {
      columns: [
        { text: title, style: 'title', width: '*' },
        {
          width: 'auto',
          stack: [label(T.number(), locale), { text: data.number, fontSize: 14, bold: true, margin: [0, 2, 0, 0] }],
          alignment: 'right',
        },
      ],
      columnGap: 16,
    },
    ...(notice
      ? [
          {
            table: { widths: ['*'], body: [[{ text: notice, margin: [4, 2, 4, 2] }]] },
            layout: {
              hLineWidth: () => 0,
              vLineWidth: (index: number) => (index === 0 ? 3 : 0),
              vLineColor: () => COLORS.noticeBorder,
              fillColor: () => COLORS.notice,
              paddingTop: () => 6,
              paddingBottom: () => 6,
            },
            margin: [0, 14, 0, 0],
          } satisfies PdfContentObject,
        ]
      : []),
    {
      columns: [
        party(T.seller(), data, data.issuer.name, data.issuer.address, [
          [T.taxNumber(), data.issuer.taxNumber],
          [T.euVatNumber(), data.issuer.euVatNumber],
          [T.groupIdentificationNumber(), data.issuer.groupIdentificationNumber],
          [T.bankAccount(), data.issuer.bankAccount],
          [T.iban(), data.issuer.iban],
          [T.bic(), data.issuer.bic],
        ]),
        party(T.buyer(), data, data.customer.name, data.customer.address, [
          [customerNumberIsTaxNumber ? T.taxNumber() : T.euVatNumber(), customerNumber],
          [T.groupIdentificationNumber(), data.customer.groupIdentificationNumber],
          [T.labCode(), data.customer.labCode],
        ]),
      ],
      columnGap: 24,
      margin: [0, 20, 0, 0],
    },
    {
      table: { widths: dates.map(() => '*'), body: [dates] },
      layout: { hLineWidth: () => 0, vLineWidth: () => 0, fillColor: () => COLORS.band, paddingLeft: () => 8, paddingRight: () => 8, paddingTop: () => 7, paddingBottom: () => 7 },
      margin: [0, 20, 0, 0],
    },
    {
      table: { headerRows: 1, dontBreakRows: true, widths: [18, '*', 'auto', 'auto', 'auto', 'auto', 'auto'], body: [headerRow, ...lineRows] },
      layout: ruledTableLayout({ headerRows: 1 }),
      fontSize: 9,
      margin: [0, 20, 0, 0],
    },
    {
      unbreakable: true,
      margin: [0, 16, 0, 0],
      stack: [
        label(T.totalsByRate(), locale),
        {
          table: { headerRows: 1, dontBreakRows: true, widths: totalsHeader.map((_, index) => (index === 0 ? '*' : 'auto')), body: [totalsHeader, ...rateRows, totalRow] },
          layout: ruledTableLayout({ headerRows: 1, footerRows: 1 }),
          fontSize: 9,
          margin: [0, 4, 0, 0],
        },
        {
          columns: [
            { text: T.totalPayable(), bold: true, fontSize: 12, width: '*', alignment: 'right' },
            { text: money(data.totals.grossMinor), bold: true, fontSize: 12, width: 'auto', noWrap: true },
          ],
          columnGap: 12,
          margin: [0, 10, 0, 0],
        },
      ],
    },
  ];
  const notes: string[] = [];
  if (data.vatNote) notes.push(T.notes[data.vatNote]());
  if (data.exchange) {
    const day = formatDay(data.exchange.day, locale);
    notes.push(data.exchange.rate === null ? T.noExchangeRate({ day }) : T.exchangeRate({ currency: data.currency, rate: formatExchangeRate(data.exchange.rate, locale), day }));
  }
  if (data.kind !== 'cancellation') {
    const account = [data.issuer.iban ? `IBAN ${data.issuer.iban}` : data.issuer.bankAccount, data.issuer.bic ? `SWIFT/BIC ${data.issuer.bic}` : null].filter(Boolean).join(', ');
    if (account) notes.push(T.payment({ account }));
    notes.push(T.paymentReference({ number: data.number }));
  }
  if (notes.length > 0) content.push({ stack: notes.map((text) => ({ text, margin: [0, 0, 0, 3] })), margin: [0, 16, 0, 0], unbreakable: true });
  if (data.note) {
    content.push({ stack: [label(T.note(), locale), { text: data.note, margin: [0, 3, 0, 0] }], margin: [0, 14, 0, 0], unbreakable: true });
  }
  if (data.issuer.footer) content.push({ text: data.issuer.footer, style: 'small', margin: [0, 18, 0, 0] });

  return documentDefinition({
    locale,
    providerName: data.issuer.name,
    title,
    reference: data.number,
    creationDate: new Date(`${data.issuedOn}T00:00:00Z`),
    subject: `${title} ${data.number} – ${data.customer.name}`,
    content,
  });
}

/** The PDF of an invoice, proforma or cancellation in its locale (Roboto, accents intact). */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  return renderPdf(invoiceDefinition(data));
}
