import type { CreatedAt, Generated } from './columns';

export type InvoiceDocumentType = 'proforma' | 'invoice' | 'cancellation' | 'other';

export interface InvoiceDocumentsTable {
  id: Generated<number>;
  invoiceId: number;
  /** 'invoice' for uploaded ones. */
  type: InvoiceDocumentType;
  name: string | null;
  title: string | null;
  ordinal: Generated<number>;
  mediaType: string;
  size: Generated<number>;
  fileId: string;
  createdAt: CreatedAt;
}
