import { router } from '../../trpc';
import { cancelInvoice } from './cancel-invoice';
import { generateInvoiceDocument } from './generate-invoice-document';
import { invoiceTerms, updateInvoiceTerms } from './invoice-terms';
import { listInvoices } from './list-invoices';
import { missingInvoices } from './missing-invoices';
import { orgInvoices } from './org-invoices';
import { updateInvoice } from './update-invoice';

/**
 * Invoices of a lab's ordering year at an org (spec 2 §3, §4, §5, §7; docs/decisions/invoices.md).
 * The document upload and download and the accounting export are plain routes (http/invoice-routes.ts).
 */
export const invoicesRouter = router({
  list: listInvoices,
  update: updateInvoice,
  cancel: cancelInvoice,
  generateDocument: generateInvoiceDocument,
  missing: missingInvoices,
  orgList: orgInvoices,
  terms: invoiceTerms,
  updateTerms: updateInvoiceTerms,
});
