/**
 * The part of pdfmake 0.3 (server build: `require('pdfmake')` is a ready instance) that
 * services/documents/pdf.ts uses; the package ships no type declarations.
 */
declare module 'pdfmake' {
  export type PdfContent = string | PdfContentObject | PdfContent[];
  export interface PdfContentObject {
    text?: PdfContent;
    stack?: PdfContent[];
    columns?: PdfContent[];
    table?: { headerRows?: number; widths?: Array<string | number>; body: PdfContent[][]; dontBreakRows?: boolean };
    layout?: string;
    style?: string | string[];
    bold?: boolean;
    italics?: boolean;
    fontSize?: number;
    color?: string;
    margin?: number | [number, number] | [number, number, number, number];
    alignment?: 'left' | 'right' | 'center' | 'justify';
    width?: string | number;
    colSpan?: number;
    fillColor?: string;
    ul?: PdfContent[];
  }
  export interface PdfDocumentDefinition {
    content: PdfContent;
    info?: { title?: string; author?: string; subject?: string; creator?: string; producer?: string; creationDate?: Date };
    language?: string;
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    defaultStyle?: PdfContentObject & { font?: string };
    styles?: Record<string, PdfContentObject>;
    footer?: (currentPage: number, pageCount: number) => PdfContent;
  }
  export interface PdfFontFaces {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  export interface PdfOutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    /** In-memory files (fonts, images) documents may name instead of paths. */
    virtualfs: { writeFileSync(name: string, content: Buffer): void; existsSync(name: string): boolean };
    setFonts(fonts: Record<string, PdfFontFaces>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(definition: PdfDocumentDefinition, options?: Record<string, unknown>): PdfOutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
