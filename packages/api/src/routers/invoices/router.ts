import { router } from '../../trpc';
import { cancelInvoice } from './cancel-invoice';
import { generateInvoiceDocument } from './generate-invoice-document';
import { listInvoices } from './list-invoices';
import { updateInvoice } from './update-invoice';

/**
 * Invoices of a lab's ordering year at an org (spec 2 §3, §4, §5, §7; docs/decisions/invoices.md).
 * The document upload and download are plain routes (http/invoice-routes.ts).
 */
export const invoicesRouter = router({
  list: listInvoices,
  update: updateInvoice,
  cancel: cancelInvoice,
  generateDocument: generateInvoiceDocument,
});
