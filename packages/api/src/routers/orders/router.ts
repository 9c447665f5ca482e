import { router } from '../../trpc';
import { checkOrderCopy } from './check-order-copy';
import { copyOrders, startCopyOrders } from './copy-orders';
import { getCatalog } from './get-catalog';
import { getSatelliteComparison } from './get-satellite-comparison';
import { getYearOrders } from './get-year-orders';
import { listAnnualSummaries } from './list-annual-summaries';
import { listCopyDifferences } from './list-copy-differences';
import { setDocumentType } from './set-document-type';
import { updateProductOrder } from './update-product-order';

/**
 * A lab's orders at an org (spec 2 §7, under /labs/{labId}/orders/orgs/{orgId}): annual summaries,
 * the year's catalogue and orders, product order changes, the document type, the copy of last
 * year's orders. Checkout and invoices are their own procedures.
 */
export const ordersRouter = router({
  annualSummaries: listAnnualSummaries,
  catalog: getCatalog,
  year: getYearOrders,
  updateProductOrder,
  setDocumentType,
  copy: copyOrders,
  startCopy: startCopyOrders,
  checkCopy: checkOrderCopy,
  differences: listCopyDifferences,
  satelliteComparison: getSatelliteComparison,
});
