import { serializeLegalMarkup, type LegalMarkupBlock, type LegalMarkupText } from '@eqa/core';
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

/**
 * A stored version of a legal document (legal_document_versions): its text, number, effective day
 * and whether it is the built-in template (then marked so under the title).
 */
export interface LegalDocumentVersionText {
  text: LegalMarkupText;
  version: string;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  template: boolean;
}

/**
 * The document definition of a legal or help document (exported for tests of its content): the
 * built-in text, or the given version's, which a template version or `template` marks as such.
 */
export function legalDocumentDefinition(
  name: LegalDocumentName,
  locale: Locales,
  provider: LegalDocumentProvider,
  stored: LegalDocumentVersionText | null = null,
  options: { template?: boolean } = {},
): PdfDocumentDefinition {
  const LL = documentTexts(locale);
  const T = LL.contracts.legal;
  const title = LL.contracts.legalDocuments[name]();
  const body: LegalText = stored ? stored.text : legalText(name, locale, provider);
  const versionLabel = stored ? stored.version : LEGAL_DOCUMENTS_VERSION.version;
  const effectiveFrom = new Date(`${stored ? stored.effectiveFrom : LEGAL_DOCUMENTS_VERSION.effectiveFrom}T00:00:00Z`);
  const template = stored ? stored.template : options.template === true;
  const version = T.version({ version: versionLabel, date: formatDate(effectiveFrom, locale, { timeZone: 'UTC' }) }) + (template ? ` – ${T.template()}` : '');

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
    ...body.intro.map((item) => block(item, locale)),
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
    reference: versionLabel,
    creationDate: effectiveFrom,
    subject: `${title} – ${provider.name}`,
    content,
  });
}

/** The PDF of a legal or help document in a language (Roboto, accents intact): the built-in text, or a stored version's. */
export async function renderLegalDocumentPdf(
  name: LegalDocumentName,
  locale: Locales,
  provider: LegalDocumentProvider,
  stored: LegalDocumentVersionText | null = null,
  options: { template?: boolean } = {},
): Promise<Buffer> {
  return renderPdf(legalDocumentDefinition(name, locale, provider, stored, options));
}

function markupBlock(item: LegalBlock): LegalMarkupBlock[] {
  if (typeof item === 'string' || 'ul' in item || 'ol' in item) return [item];
  if ('table' in item) return [{ table: { header: item.table.header, rows: item.table.rows } }];
  return item.form.map((field) => field.caption);
}

/** The built-in text of a document as the edit markup (a template version's start), with the provider's data filled in. */
export function legalTemplateMarkup(name: LegalDocumentName, locale: Locales, provider: LegalDocumentProvider): string {
  const text = legalText(name, locale, provider);
  return serializeLegalMarkup({
    intro: text.intro.flatMap(markupBlock),
    sections: text.sections.map((section) => ({ heading: section.heading, blocks: section.blocks.flatMap(markupBlock) })),
  });
}
