import type { CreatedAt, Generated } from './columns';

export type InvoiceDocumentType = 'proforma' | 'invoice' | 'cancellation' | 'other';

export interface InvoiceDocumentsTable {
  id: Generated<number>;
  invoiceId: number;
  /** 'invoice' for uploaded ones. */
  type: InvoiceDocumentType;
  /** What staff named it (the invoice's identifier); null for generated and unnamed uploads. */
  name: string | null;
  /** Uploaded by staff (20261202042000_invoice_documents); false for the job's generated documents. */
  uploaded: Generated<boolean>;
  title: string | null;
  ordinal: Generated<number>;
  mediaType: string;
  size: Generated<number>;
  fileId: string;
  createdAt: CreatedAt;
}
