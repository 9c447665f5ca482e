export { renderPdf } from './render-pdf';
export type {
  PdfCanvasLine,
  PdfContent,
  PdfContentObject,
  PdfDocumentDefinition,
  PdfDynamicContent,
  PdfMargin,
  PdfStyle,
  PdfTable,
  PdfTableLayout,
  PdfTableNode,
} from './pdf-definition';
export { documentDefinition, documentTexts } from './layout';
export type { DocumentLayout } from './layout';
export { formatDay, formatExchangeRate, formatMoney, formatQuantity, formatVatRate } from './format';
export { invoiceDefinition, renderInvoicePdf } from './invoice-pdf';
export type { InvoicePdfData, InvoicePdfLine, InvoicePdfRateTotal } from './invoice-pdf';
export { participationReportDefinition, renderParticipationReportPdf } from './participation-report-pdf';
export type { ParticipationReportPdfData } from './participation-report-pdf';
export { contractDefinition, renderContractPdf, type ContractPdfAddress, type ContractPdfData } from './contract';
export { legalDocumentDefinition, legalDocumentTitles, legalTemplateMarkup, renderLegalDocumentPdf, type LegalDocumentVersionText } from './legal-document';
export { isLegalDocumentName, LEGAL_DOCUMENT_NAMES, LEGAL_DOCUMENTS_VERSION, type LegalDocumentName, type LegalDocumentProvider } from './legal-text-model';
export { certificateDefinition, renderCertificatePdf, type CertificatePdfData } from './certificate-pdf';
export { correctiveActionsDefinition, renderCorrectiveActionsPdf, type CorrectiveActionPdfRow, type CorrectiveActionsPdfData } from './corrective-actions-pdf';
