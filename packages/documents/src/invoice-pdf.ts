import { formatDay, formatMoney, formatQuantity } from './format';
import { COLORS, documentDefinition, documentTexts, label, ruledTableLayout } from './layout';
import type { PdfContent, PdfContentObject, PdfDocumentDefinition } from './pdf-definition';
import { renderPdf } from './render-pdf';

/** What a proforma (díjbekérő), an invoice (számla) or a cancellation (sztornó számla) shows. */
export interface InvoicePdfData {
  kind: 'proforma' | 'invoice' | 'cancellation';
  locale: 'en' | 'hu';
  number: string; // '2017/00012'
  cancelsNumber: string | null; // for a cancellation: the number of the invoice it cancels
  issuedOn: string; // YYYY-MM-DD
  paymentDeadline: string; // YYYY-MM-DD
  currency: string; // ISO 4217 code, e.g. 'HUF', 'EUR'
  issuer: { name: string; address: string; vatNumber: string | null; bankAccount: string | null };
  customer: { name: string; address: string; vatNumber: string | null; labCode: string };
  lines: Array<{ description: string; quantity: number; unitPriceMinor: number; amountMinor: number }>;
  totalMinor: number; // integer minor units (2 decimals for every currency)
  note: string | null;
}

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

/** The document definition of an invoice, proforma or cancellation (exported for tests of its content). */
export function invoiceDefinition(data: InvoicePdfData): PdfDocumentDefinition {
  const { locale } = data;
  const LL = documentTexts(locale);
  const T = LL.documents.invoice;
  const title = T.title[data.kind]();
  const money = (minor: number) => formatMoney(minor, data.currency, locale);

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
    { text: T.unitPrice(), style: 'tableHeader', alignment: 'right' },
    { text: T.amount(), style: 'tableHeader', alignment: 'right' },
  ];
  const lineRows: PdfContent[][] = data.lines.map((line, index) => [
    { text: `${index + 1}.`, color: COLORS.muted },
    { text: line.description },
    { text: formatQuantity(line.quantity, locale), alignment: 'right', noWrap: true },
    { text: money(line.unitPriceMinor), alignment: 'right', noWrap: true },
    { text: money(line.amountMinor), alignment: 'right', noWrap: true },
  ]);
  const totalRow: PdfContent[] = [
    { text: T.total(), colSpan: 4, alignment: 'right', bold: true, fontSize: 11 },
    '',
    '',
    '',
    { text: money(data.totalMinor), alignment: 'right', bold: true, fontSize: 11, noWrap: true },
  ];

  const dates: PdfContent[] = [
    field(label(T.issuedOn(), locale), formatDay(data.issuedOn, locale)),
    field(label(T.paymentDeadline(), locale), formatDay(data.paymentDeadline, locale), { bold: data.kind !== 'cancellation' }),
    field(label(T.currency(), locale), data.currency),
    ...(data.cancelsNumber ? [field(label(T.cancels(), locale), data.cancelsNumber)] : []),
  ];

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
          [T.vatNumber(), data.issuer.vatNumber],
          [T.bankAccount(), data.issuer.bankAccount],
        ]),
        party(T.buyer(), data, data.customer.name, data.customer.address, [
          [T.vatNumber(), data.customer.vatNumber],
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
      table: { headerRows: 1, dontBreakRows: true, widths: [22, '*', 'auto', 'auto', 'auto'], body: [headerRow, ...lineRows, totalRow] },
      layout: ruledTableLayout({ headerRows: 1, footerRows: 1 }),
      margin: [0, 20, 0, 0],
    },
  ];
  if (data.note) {
    content.push({ stack: [label(T.note(), locale), { text: data.note, margin: [0, 3, 0, 0] }], margin: [0, 18, 0, 0], unbreakable: true });
  }
  if (data.kind !== 'cancellation' && data.issuer.bankAccount) {
    content.push({ text: T.paymentReference({ number: data.number }), style: 'small', margin: [0, 18, 0, 0] });
  }

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
