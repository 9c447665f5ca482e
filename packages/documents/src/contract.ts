import { SURVEY_TIME_ZONE } from '@eqa/core';
import { formatDate, LOCALE_LANGUAGE_TAGS, type Locales } from '@eqa/i18n';
import { COLORS, documentDefinition, documentTexts, label } from './layout';
import type { PdfContent, PdfContentObject, PdfDocumentDefinition } from './pdf-definition';
import { renderPdf } from './render-pdf';

export interface ContractPdfAddress {
  city: string;
  address: string;
  zipCode: string;
  countryId: string;
}

export interface ContractPdfContact {
  phone: string | null;
  emails: string[];
}

/** What the generated contract document (spec 2 Contract page download menu) shows: the contract's details, its year and its acceptance. */
export interface ContractPdfData {
  locale: Locales;
  /** The org the lab contracts with. */
  provider: { name: string; address: string | null };
  lab: { shortName: string; name: string };
  /** Country names by id, in the document's language (an unknown id is printed as it is). */
  countryNames: Readonly<Record<string, string>>;
  contract: {
    year: number;
    name: string;
    laboratoryHeadFullName: string;
    address: ContractPdfAddress;
    contact: ContractPdfContact;
    contactName: string | null;
    contactResponsibleFullName: string | null;
    contactAddress: ContractPdfAddress | null;
    furtherContact: ContractPdfContact | null;
    deliveryName: string | null;
    deliveryResponsibleFullName: string | null;
    deliveryAddress: ContractPdfAddress | null;
    deliveryContact: ContractPdfContact | null;
    invoiceName: string | null;
    invoiceAddress: ContractPdfAddress | null;
    invoiceContact: ContractPdfContact | null;
    bankAccountNumber: string | null;
    vatNumber: string | null;
    groupIdentificationNumber: string | null;
    notificationEmails: readonly string[];
    invoiceFormat: 'electronic' | 'paper_and_electronic';
    currencyId: string;
    createdAt: Date;
    acceptedAt: Date | null;
    /** Who accepted it (the user's full name or username), when known. */
    acceptedBy: string | null;
  };
}

const DASH = '–';

function text(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : DASH;
}

/** An address as the locale writes it: hu `6720 Szeged, Dóm tér 9., Magyarország`, en `Dóm tér 9., 6720 Szeged, Hungary`. */
function formatAddress(address: ContractPdfAddress | null, data: ContractPdfData): string {
  if (!address) return DASH;
  const country = data.countryNames[address.countryId] ?? address.countryId;
  const place = `${address.zipCode} ${address.city}`.trim();
  const parts = data.locale === 'hu' ? [place, address.address, country] : [address.address, place, country];
  return parts.filter((part) => part.trim() !== '').join(', ') || DASH;
}

function formatEmails(emails: readonly string[] | undefined): string {
  const list = (emails ?? []).filter((email) => email.trim() !== '');
  return list.length > 0 ? list.join(', ') : DASH;
}

/** One section: a heading and a two-column table of captions and values. */
function section(heading: string, rows: Array<[string, PdfContent]>, locale: Locales): PdfContentObject {
  return {
    stack: [
      { text: heading, bold: true, fontSize: 11.5, color: COLORS.accent, margin: [0, 0, 0, 4] },
      {
        table: {
          widths: [150, '*'],
          dontBreakRows: true,
          body: rows.map(([caption, value]) => [{ stack: [label(caption, locale)], margin: [0, 1.5, 0, 0] }, value]),
        },
        layout: {
          hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0.8 : 0.4),
          vLineWidth: () => 0,
          hLineColor: (index, node) => (index === 0 || index === node.table.body.length ? COLORS.muted : COLORS.rule),
          paddingLeft: () => 0,
          paddingRight: () => 8,
          paddingTop: () => 5,
          paddingBottom: () => 5,
        },
      },
    ],
    margin: [0, 16, 0, 0],
  };
}

/** The document definition of a contract (exported for tests of its content). */
export function contractDefinition(data: ContractPdfData): PdfDocumentDefinition {
  const { locale, contract } = data;
  const LL = documentTexts(locale);
  const T = LL.contracts.pdf;
  const F = T.fields;
  const title = T.title();
  const labName = `${data.lab.shortName} – ${data.lab.name}`;
  const reference = `${data.lab.shortName} · ${contract.year}`;

  const acceptance: PdfContent[] = contract.acceptedAt
    ? [
        {
          text: T.accepted({
            year: contract.year,
            date: formatDate(contract.acceptedAt, locale, { timeZone: SURVEY_TIME_ZONE }),
            time: new Intl.DateTimeFormat(LOCALE_LANGUAGE_TAGS[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SURVEY_TIME_ZONE }).format(
              contract.acceptedAt,
            ),
          }),
          bold: true,
        },
        ...(contract.acceptedBy ? [{ text: T.acceptedBy({ user: contract.acceptedBy }), margin: [0, 3, 0, 0] } satisfies PdfContentObject] : []),
      ]
    : [{ text: T.notAccepted({ year: contract.year }), bold: true, color: '#9a2a1b' }];

  const content: PdfContent[] = [
    { text: title, style: 'title' },
    { text: T.subtitle({ year: contract.year }), style: 'subtitle' },
    {
      columns: [
        {
          stack: [
            label(T.provider(), locale),
            { text: data.provider.name, bold: true, fontSize: 11, margin: [0, 3, 0, 1] },
            ...(data.provider.address ? [{ text: data.provider.address }] : []),
          ],
        },
        {
          stack: [
            label(T.laboratory(), locale),
            { text: data.lab.name, bold: true, fontSize: 11, margin: [0, 3, 0, 1] },
            { text: [{ text: `${T.qcCode()}: `, color: COLORS.muted }, data.lab.shortName] },
          ],
        },
      ],
      columnGap: 24,
      margin: [0, 18, 0, 0],
    },
    { text: T.intro({ provider: data.provider.name, lab: labName, year: contract.year }), margin: [0, 16, 0, 0], alignment: 'justify' },
    section(
      T.sections.validity(),
      [[F.year(), { text: [{ text: String(contract.year), bold: true }, { text: `   ${T.validityText({ year: contract.year })}`, color: COLORS.muted }] }]],
      locale,
    ),
    section(
      T.sections.generic(),
      [
        [F.institution(), { text: text(contract.name), bold: true }],
        [F.laboratoryHead(), text(contract.laboratoryHeadFullName)],
        [F.address(), formatAddress(contract.address, data)],
        [F.phone(), text(contract.contact.phone)],
        [F.emails(), formatEmails(contract.contact.emails)],
      ],
      locale,
    ),
    section(
      T.sections.contact(),
      [
        [F.name(), text(contract.contactName)],
        [F.responsible(), text(contract.contactResponsibleFullName)],
        [F.address(), formatAddress(contract.contactAddress, data)],
        [F.phone(), text(contract.furtherContact?.phone)],
        [F.emails(), formatEmails(contract.furtherContact?.emails)],
      ],
      locale,
    ),
    section(
      T.sections.delivery(),
      [
        [F.name(), text(contract.deliveryName)],
        [F.responsible(), text(contract.deliveryResponsibleFullName)],
        [F.address(), formatAddress(contract.deliveryAddress, data)],
        [F.phone(), text(contract.deliveryContact?.phone)],
        [F.emails(), formatEmails(contract.deliveryContact?.emails)],
      ],
      locale,
    ),
    section(
      T.sections.invoice(),
      [
        [F.name(), text(contract.invoiceName)],
        [F.address(), formatAddress(contract.invoiceAddress, data)],
        [F.phone(), text(contract.invoiceContact?.phone)],
        [F.emails(), formatEmails(contract.invoiceContact?.emails)],
        [F.vatNumber(), text(contract.vatNumber)],
        [F.groupIdentificationNumber(), text(contract.groupIdentificationNumber)],
        [F.bankAccountNumber(), text(contract.bankAccountNumber)],
        [F.invoiceFormat(), LL.contracts.invoiceFormat[contract.invoiceFormat]()],
        [F.notificationEmails(), formatEmails(contract.notificationEmails)],
        [F.currency(), contract.currencyId],
      ],
      locale,
    ),
    {
      stack: [
        { text: T.sections.terms(), bold: true, fontSize: 11.5, color: COLORS.accent, margin: [0, 0, 0, 6] },
        {
          table: { widths: ['*'], body: [[{ stack: acceptance, margin: [4, 2, 4, 2] }]] },
          layout: {
            hLineWidth: () => 0,
            vLineWidth: (index) => (index === 0 ? 3 : 0),
            vLineColor: () => (contract.acceptedAt ? COLORS.accent : COLORS.noticeBorder),
            fillColor: () => (contract.acceptedAt ? COLORS.band : COLORS.notice),
            paddingTop: () => 6,
            paddingBottom: () => 6,
          },
        },
        { text: T.documents(), margin: [0, 8, 0, 0] },
        { text: T.generated(), style: 'small', margin: [0, 8, 0, 0] },
      ],
      margin: [0, 18, 0, 0],
      unbreakable: true,
    },
  ];

  return documentDefinition({
    locale,
    providerName: data.provider.name,
    title,
    reference,
    creationDate: contract.acceptedAt ?? contract.createdAt,
    subject: `${title} ${contract.year} – ${labName}`,
    content,
  });
}

/** The PDF of a contract in its locale (Roboto, accents intact). */
export async function renderContractPdf(data: ContractPdfData): Promise<Buffer> {
  return renderPdf(contractDefinition(data));
}
