import { formatDate, type Locales } from '@eqa/i18n';
import { LEGAL_DOCUMENTS_VERSION, type LegalBlock, type LegalDocumentName, type LegalDocumentProvider, type LegalText, type LegalTexts } from './legal-text-model';
import { legalTextsEn } from './legal-texts-en';
import { legalTextsHu } from './legal-texts-hu';
import { COLORS, documentDefinition, documentTexts, label, ruledTableLayout } from './layout';
import type { PdfContent, PdfContentObject, PdfDocumentDefinition } from './pdf-definition';
import { renderPdf } from './render-pdf';

const TEXTS: Record<Locales, LegalTexts> = { en: legalTextsEn, hu: legalTextsHu };

/** The text of a document in a language (exported for tests of the content). */
export function legalText(name: LegalDocumentName, locale: Locales, provider: LegalDocumentProvider): LegalText {
  return TEXTS[locale][name](provider);
}

/** The document's title in each language (the documents list shows them). */
export function legalDocumentTitles(name: LegalDocumentName): Record<Locales, string> {
  return { en: documentTexts('en').contracts.legalDocuments[name](), hu: documentTexts('hu').contracts.legalDocuments[name]() };
}

function block(item: LegalBlock, locale: Locales): PdfContent {
  if (typeof item === 'string') return { text: item, margin: [0, 0, 0, 6], alignment: 'justify' };
  if ('ul' in item) return { ul: item.ul, margin: [0, 0, 0, 6] };
  if ('ol' in item) {
    return {
      stack: item.ol.map((entry, index): PdfContentObject => ({ columns: [{ text: `${index + 1}.`, width: 16 }, { text: entry, width: '*' }], columnGap: 2, margin: [6, 0, 0, 2] })),
      margin: [0, 0, 0, 6],
    };
  }
  if ('table' in item) {
    const { header, rows, widths } = item.table;
    return {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: widths ?? header.map(() => '*'),
        body: [header.map((cell) => ({ text: cell, style: 'tableHeader' })), ...rows.map((row) => row.map((cell) => ({ text: cell, fontSize: 9 })))],
      },
      layout: ruledTableLayout({ headerRows: 1 }),
      margin: [0, 2, 0, 8],
    };
  }
  return {
    table: {
      widths: ['*'],
      dontBreakRows: true,
      body: item.form.map((field) => [
        { stack: [label(field.caption, locale), { text: '\n'.repeat(Math.max(1, field.lines ?? 1)), fontSize: 10 }], margin: [2, 1, 2, 1] },
      ]),
    },
    layout: {
      hLineWidth: () => 0.6,
      vLineWidth: () => 0.6,
      hLineColor: () => COLORS.rule,
      vLineColor: () => COLORS.rule,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 2, 0, 8],
  };
}

/** The document definition of a legal or help document (exported for tests of its content). */
export function legalDocumentDefinition(name: LegalDocumentName, locale: Locales, provider: LegalDocumentProvider): PdfDocumentDefinition {
  const LL = documentTexts(locale);
  const T = LL.contracts.legal;
  const title = LL.contracts.legalDocuments[name]();
  const body = legalText(name, locale, provider);
  const effectiveFrom = new Date(`${LEGAL_DOCUMENTS_VERSION.effectiveFrom}T00:00:00Z`);
  const version = T.version({ version: LEGAL_DOCUMENTS_VERSION.version, date: formatDate(effectiveFrom, locale, { timeZone: 'UTC' }) });

  const providerRows: Array<[string, string]> = [
    [T.provider(), provider.name],
    [T.address(), provider.address],
    [T.registrationNumber(), provider.registrationNumber],
    [T.email(), provider.mail],
    [T.phone(), provider.phone],
    [T.web(), provider.web],
  ];
  const content: PdfContent[] = [
    { text: title, style: 'title' },
    { text: version, style: 'subtitle' },
    {
      table: {
        widths: [130, '*'],
        body: providerRows.map(([caption, value]) => [{ stack: [label(caption, locale)], margin: [0, 1, 0, 0] }, { text: value, fontSize: 9 }]),
      },
      layout: { hLineWidth: () => 0, vLineWidth: () => 0, fillColor: () => COLORS.band, paddingLeft: () => 8, paddingRight: () => 8, paddingTop: () => 3, paddingBottom: () => 3 },
      margin: [0, 14, 0, 14],
    },
    ...body.intro.map((paragraph): PdfContentObject => ({ text: paragraph, margin: [0, 0, 0, 6], alignment: 'justify' })),
    ...body.sections.map(
      (s): PdfContentObject => ({
        stack: [{ text: s.heading, bold: true, fontSize: 11.5, color: COLORS.accent, margin: [0, 8, 0, 5] }, ...s.blocks.map((b) => block(b, locale))],
      }),
    ),
  ];

  return documentDefinition({
    locale,
    providerName: provider.name,
    title,
    reference: LEGAL_DOCUMENTS_VERSION.version,
    creationDate: effectiveFrom,
    subject: `${title} – ${provider.name}`,
    content,
  });
}

/** The PDF of a legal or help document in a language (Roboto, accents intact). */
export async function renderLegalDocumentPdf(name: LegalDocumentName, locale: Locales, provider: LegalDocumentProvider): Promise<Buffer> {
  return renderPdf(legalDocumentDefinition(name, locale, provider));
}
