import { foldSearchText, localize, type Localized } from '@eqa/core';

/** The parts of orders.catalog's product the ordering screen lists and searches. */
export interface YearProduct {
  id: number;
  shortName: string;
  name: Localized;
  ordinal: number;
  rounds: ReadonlyArray<{ id: number; name: string }>;
}

/** The parts of orders.year's order the screen reads. */
export interface YearOrder {
  productId: number;
  active: boolean;
  dirty: boolean;
}

export interface YearGroup<P extends YearProduct> {
  id: number;
  name: Localized;
  ordinal: number;
  products: readonly P[];
}

export interface ProductEntry<P extends YearProduct, O extends YearOrder> {
  product: P;
  order: O | null;
}

export interface YearSection<P extends YearProduct, O extends YearOrder> {
  id: number;
  name: Localized;
  /** Products with an active or a dirty order (a cancellation not checked out yet is dirty). */
  ordered: Array<ProductEntry<P, O>>;
  /** The other products of the group (the collapsible list of available products). */
  available: Array<ProductEntry<P, O>>;
}

/** Spec 2 §2: a product card lists a product when its order is active or dirty. */
export function isListedOrder(order: YearOrder | null): boolean {
  return order !== null && (order.active || order.dirty);
}

/**
 * Spec 2 §2 search: the product's name (in any language), short name or the name of one of its
 * rounds contains the text (case- and accent-insensitive, core foldSearchText; blank matches everything).
 */
export function productMatches(product: YearProduct, text: string, locale: string): boolean {
  const query = foldSearchText(text);
  if (query === '') return true;
  const names = [product.shortName, localize(product.name, locale), ...Object.values(product.name), ...product.rounds.map((round) => round.name)];
  return names.some((name) => foldSearchText(name).includes(query));
}

/**
 * The product groups of the ordering screen, in group ordinal then product ordinal order, each
 * with its ordered and available products matching the search; groups left empty by the search
 * are dropped.
 */
export function orderYearSections<P extends YearProduct, O extends YearOrder>(
  groups: ReadonlyArray<YearGroup<P>>,
  orders: readonly O[],
  search: string,
  locale: string,
): Array<YearSection<P, O>> {
  const byProduct = new Map(orders.map((order) => [order.productId, order]));
  return [...groups]
    .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id)
    .map((group) => {
      const entries = [...group.products]
        .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id)
        .filter((product) => productMatches(product, search, locale))
        .map((product) => ({ product, order: byProduct.get(product.id) ?? null }));
      return {
        id: group.id,
        name: group.name,
        ordered: entries.filter((entry) => isListedOrder(entry.order)),
        available: entries.filter((entry) => !isListedOrder(entry.order)),
      };
    })
    .filter((section) => section.ordered.length + section.available.length > 0);
}

/** The products in screen order (ordered ones of each group, then its available ones): the dialog's 'next item'. */
export function productSequence<P extends YearProduct, O extends YearOrder>(sections: ReadonlyArray<YearSection<P, O>>, showAvailable: boolean): number[] {
  return sections.flatMap((section) => [...section.ordered, ...(showAvailable ? section.available : [])].map((entry) => entry.product.id));
}

/** The product after `productId` in the sequence, or null at the end. */
export function nextProductId(sequence: readonly number[], productId: number): number | null {
  const index = sequence.indexOf(productId);
  return index >= 0 && index + 1 < sequence.length ? (sequence[index + 1] ?? null) : null;
}
