import { ORDER_MESSAGES, type OrderViolation } from './violations';

/** A catalogue product with the schemes it covers and whether the lab has an active order of it. */
export interface ProductSchemes {
  productId: number;
  schemeIds: readonly number[];
  /** An active order of the product exists. */
  ordered: boolean;
}

export interface ProductAvailability {
  productId: number;
  /** Not ordered and shares a scheme with an ordered product. */
  disabled: boolean;
  /** The ordered products it shares a scheme with (empty for ordered products). */
  conflictingProductIds: number[];
}

/**
 * Spec 2 §4: a product is disabled in the order screen when it is not ordered and shares a scheme
 * with an ordered product (a lab takes part in a scheme once). Ordered products are never disabled.
 * One entry per product, in the given order.
 */
export function productAvailability(products: readonly ProductSchemes[]): ProductAvailability[] {
  const orderedBySchemes = new Map<number, number[]>();
  for (const product of products) {
    if (!product.ordered) continue;
    for (const schemeId of new Set(product.schemeIds)) orderedBySchemes.set(schemeId, [...(orderedBySchemes.get(schemeId) ?? []), product.productId]);
  }
  return products.map((product) => {
    if (product.ordered) return { productId: product.productId, disabled: false, conflictingProductIds: [] };
    const conflicting = new Set(product.schemeIds.flatMap((schemeId) => orderedBySchemes.get(schemeId) ?? []));
    conflicting.delete(product.productId);
    return { productId: product.productId, disabled: conflicting.size > 0, conflictingProductIds: [...conflicting].sort((a, b) => a - b) };
  });
}

/** The server side: ordering a product disabled this way is 'orders.schemeAlreadyOrdered' (param productId). */
export function schemeConflictViolation(productId: number, products: readonly ProductSchemes[]): OrderViolation | null {
  const entry = productAvailability(products).find((product) => product.productId === productId);
  if (!entry?.disabled) return null;
  return { param: 'productId', message: ORDER_MESSAGES.schemeAlreadyOrdered, values: { productIds: entry.conflictingProductIds.join(',') } };
}
