import { i18nObject, LOCALE_LANGUAGE_TAGS, loadAllLocales, type Locales, type TranslationFunctions } from '@eqa/i18n';
import type { PdfContent, PdfDocumentDefinition, PdfStyle, PdfTableLayout } from './pdf-definition';

let localesLoaded = false;

/** The typed texts of a locale (the dictionaries are loaded on first use). */
export function documentTexts(locale: Locales): TranslationFunctions {
  if (!localesLoaded) {
    loadAllLocales();
    localesLoaded = true;
  }
  return i18nObject(locale);
}

/** A4 in points, and the margins every document shares. */
const PAGE_WIDTH = 595.28;
const SIDE_MARGIN = 50;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * SIDE_MARGIN;

/** The documents' few colours. */
export const COLORS = {
  accent: '#1d3b5c',
  text: '#1f2328',
  muted: '#5b6470',
  rule: '#c9d0d8',
  band: '#eef2f6',
  notice: '#fff6dc',
  noticeBorder: '#e0b941',
} as const;

const STYLES: Record<string, PdfStyle> = {
  title: { fontSize: 20, bold: true, color: COLORS.accent },
  /** The title in the regular face (a document in one face renders faster: each face is parsed per document). */
  lightTitle: { fontSize: 22, color: COLORS.accent },
  subtitle: { fontSize: 11, color: COLORS.muted, margin: [0, 2, 0, 0] },
  label: { fontSize: 7.5, color: COLORS.muted, characterSpacing: 0.5 },
  value: { fontSize: 10 },
  small: { fontSize: 8.5, color: COLORS.muted },
  tableHeader: { fontSize: 8, color: COLORS.muted },
};

/** A caption above a value or block: small capitals-like grey text. */
export function label(text: string, locale: Locales): PdfContent {
  return { text: text.toLocaleUpperCase(LOCALE_LANGUAGE_TAGS[locale]), style: 'label' };
}

/** Table lines: a rule under the header row and between the others, none at the sides. */
export function ruledTableLayout(options: { headerRows: number; footerRows?: number }): PdfTableLayout {
  const footerRows = options.footerRows ?? 0;
  return {
    hLineWidth: (index, node) => {
      const rows = node.table.body.length;
      if (index === options.headerRows || index === rows - footerRows) return 0.8;
      if (index === 0 || index === rows) return 0;
      return 0.4;
    },
    vLineWidth: () => 0,
    hLineColor: (index, node) => (index === options.headerRows || index === node.table.body.length - footerRows ? COLORS.muted : COLORS.rule),
    fillColor: (rowIndex) => (rowIndex < options.headerRows ? COLORS.band : null),
    paddingLeft: (index) => (index === 0 ? 6 : 4),
    paddingRight: (index, node) => (index === (node.table.widths?.length ?? 0) - 1 ? 6 : 4),
    paddingTop: () => 5,
    paddingBottom: () => 5,
  };
}

export interface DocumentLayout {
  locale: Locales;
  /** The provider (org) that issues the document: named in every page's header. */
  providerName: string;
  /** The document's kind, in the header and the metadata ('Díjbekérő', 'Participation report'). */
  title: string;
  /** What identifies this one document (an invoice number, a lab code and round), in the header. */
  reference: string;
  /** The metadata's creation date (a day of the document, so the same input gives the same bytes). */
  creationDate: Date;
  subject?: string;
  content: PdfContent;
}

/**
 * The shared page of every generated document: A4, the provider's name and the document's title and
 * reference in a header with a rule under it, "page n of m" in the reader's language in the footer.
 */
export function documentDefinition(layout: DocumentLayout): PdfDocumentDefinition {
  const LL = documentTexts(layout.locale);
  return {
    info: {
      title: `${layout.title} ${layout.reference}`,
      author: layout.providerName,
      creationDate: layout.creationDate,
      ...(layout.subject ? { subject: layout.subject } : {}),
    },
    language: LOCALE_LANGUAGE_TAGS[layout.locale],
    pageSize: 'A4',
    pageMargins: [SIDE_MARGIN, 72, SIDE_MARGIN, 56],
    defaultStyle: { fontSize: 10, color: COLORS.text, lineHeight: 1.15 },
    styles: STYLES,
    header: () => ({
      margin: [SIDE_MARGIN, 30, SIDE_MARGIN, 0],
      stack: [
        {
          columns: [
            { text: layout.providerName, fontSize: 9, color: COLORS.accent, width: '*' },
            { text: `${layout.title} · ${layout.reference}`, fontSize: 8, color: COLORS.muted, alignment: 'right', width: 'auto' },
          ],
          columnGap: 12,
        },
        { canvas: [{ type: 'line', x1: 0, y1: 6, x2: CONTENT_WIDTH, y2: 6, lineWidth: 0.6, lineColor: COLORS.rule }] },
      ],
    }),
    footer: (page, pages) => ({
      margin: [SIDE_MARGIN, 18, SIDE_MARGIN, 0],
      columns: [
        { text: layout.providerName, fontSize: 7.5, color: COLORS.muted, width: '*' },
        { text: LL.documents.page({ page, pages }), fontSize: 7.5, color: COLORS.muted, alignment: 'right', width: 'auto' },
      ],
      columnGap: 12,
    }),
    content: layout.content,
  };
}
