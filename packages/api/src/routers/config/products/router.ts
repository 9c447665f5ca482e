import { router } from '../../../trpc';
import { checkProductCopy } from './check-product-copy';
import { copyProducts, startCopyProducts } from './copy-products';
import { createProduct } from './create-product';
import { createProductGroup } from './create-product-group';
import { deleteProduct } from './delete-product';
import { deleteProductGroup } from './delete-product-group';
import { listAnnualSummaries } from './list-annual-summaries';
import { listProductGroups } from './list-product-groups';
import { listProducts } from './list-products';
import { updateProduct } from './update-product';
import { updateProductGroup } from './update-product-group';

/** Products and product groups (spec 3 §7 "Products"); fixed segments before {id}. */
export const productsRouter = router({
  annualSummaries: listAnnualSummaries,
  groups: listProductGroups,
  createGroup: createProductGroup,
  updateGroup: updateProductGroup,
  deleteGroup: deleteProductGroup,
  copy: copyProducts,
  startCopy: startCopyProducts,
  checkCopy: checkProductCopy,
  list: listProducts,
  create: createProduct,
  update: updateProduct,
  delete: deleteProduct,
});
