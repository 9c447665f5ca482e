import { describe, expect, it } from 'vitest';
import { productAvailability, schemeConflictViolation, type ProductSchemes } from './product-availability';

const p = (productId: number, schemeIds: number[], ordered: boolean): ProductSchemes => ({ productId, schemeIds, ordered });

describe('product availability (spec 2 §4): not ordered and sharing a scheme with an ordered product → disabled', () => {
  it.each([
    ['nothing ordered', [p(1, [10], false), p(2, [10], false)], [[1, false, []], [2, false, []]]],
    ['shares a scheme with an ordered product', [p(1, [10], true), p(2, [10, 11], false)], [[1, false, []], [2, true, [1]]]],
    ['no shared scheme', [p(1, [10], true), p(2, [11], false)], [[1, false, []], [2, false, []]]],
    ['ordered products are never disabled', [p(1, [10], true), p(2, [10], true)], [[1, false, []], [2, false, []]]],
    ['several ordered products', [p(3, [10], true), p(1, [11], true), p(2, [10, 11], false)], [[3, false, []], [1, false, []], [2, true, [1, 3]]]],
    ['a product without schemes', [p(1, [10], true), p(2, [], false)], [[1, false, []], [2, false, []]]],
  ] as const)('%s', (_name, products, expected) => {
    expect(productAvailability(products)).toEqual(expected.map(([productId, disabled, conflictingProductIds]) => ({ productId, disabled, conflictingProductIds })));
  });

  it('refuses to order a disabled product on the server', () => {
    const products = [p(1, [10], true), p(2, [10], false), p(3, [12], false)];
    expect(schemeConflictViolation(2, products)).toEqual({ param: 'productId', message: 'orders.schemeAlreadyOrdered', values: { productIds: '1' } });
    expect(schemeConflictViolation(3, products)).toBeNull();
    expect(schemeConflictViolation(1, products)).toBeNull();
    expect(schemeConflictViolation(99, products)).toBeNull();
  });
});
