/**
 * The part of pdfmake 0.3's document definition our documents use. pdfmake ships no type
 * declarations (and @types/pdfmake pulls the DOM library into every program that imports it), so the
 * documents module declares what it writes here, as plain types, not as an ambient module.
 */

export type PdfMargin = number | [number, number] | [number, number, number, number];

export interface PdfStyle {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  fillColor?: string;
  alignment?: 'left' | 'right' | 'center' | 'justify';
  margin?: PdfMargin;
  lineHeight?: number;
  characterSpacing?: number;
  noWrap?: boolean;
}

/** A table as pdfmake hands it to a layout callback. */
export interface PdfTableNode {
  table: { body: unknown[][]; widths?: unknown[] };
}

/** A custom table layout (lines and paddings per row or column). */
export interface PdfTableLayout {
  hLineWidth?: (index: number, node: PdfTableNode) => number;
  vLineWidth?: (index: number, node: PdfTableNode) => number;
  hLineColor?: (index: number, node: PdfTableNode) => string;
  vLineColor?: (index: number, node: PdfTableNode) => string;
  fillColor?: (rowIndex: number, node: PdfTableNode, columnIndex: number) => string | null;
  paddingLeft?: (index: number, node: PdfTableNode) => number;
  paddingRight?: (index: number, node: PdfTableNode) => number;
  paddingTop?: (index: number, node: PdfTableNode) => number;
  paddingBottom?: (index: number, node: PdfTableNode) => number;
}

export interface PdfTable {
  body: PdfContent[][];
  widths?: Array<number | '*' | 'auto' | `${number}%`>;
  headerRows?: number;
  dontBreakRows?: boolean;
  keepWithHeaderRows?: number;
}

/** A line of the `canvas` element (rules under headers and above footers). */
export interface PdfCanvasLine {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth?: number;
  lineColor?: string;
}

export interface PdfContentObject extends PdfStyle {
  text?: PdfContent;
  stack?: PdfContent[];
  columns?: PdfContent[];
  columnGap?: number;
  table?: PdfTable;
  layout?: 'noBorders' | 'headerLineOnly' | 'lightHorizontalLines' | PdfTableLayout;
  canvas?: PdfCanvasLine[];
  ul?: PdfContent[];
  /** pdfmake's built-in QR code of this text (with `fit`: its size in points). */
  qr?: string;
  fit?: number;
  /** The QR code's colour. */
  foreground?: string;
  style?: string | string[];
  width?: number | '*' | 'auto' | `${number}%`;
  colSpan?: number;
  unbreakable?: boolean;
}

export type PdfContent = string | PdfContentObject | PdfContent[];

/** Header and footer callbacks: 1-based page number and page count. */
export type PdfDynamicContent = (currentPage: number, pageCount: number) => PdfContent;

export interface PdfDocumentDefinition {
  content: PdfContent;
  /**
   * Document metadata. `creationDate` is required: pdfkit derives the file identifier from the
   * metadata, so a fixed date makes the same input render to the same bytes.
   */
  info: { title: string; creationDate: Date; author?: string; subject?: string; keywords?: string };
  /** BCP 47 language tag of the text (en-GB, hu-HU). */
  language?: string;
  pageSize?: 'A4';
  pageMargins?: [number, number, number, number];
  defaultStyle?: PdfStyle;
  styles?: Record<string, PdfStyle>;
  header?: PdfDynamicContent;
  footer?: PdfDynamicContent;
}
