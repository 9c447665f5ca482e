import type { RouterOutputs } from '../../lib/trpc';

/** The answers of the orders API the ordering screen works with. */
export type Catalog = RouterOutputs['orders']['catalog'];
export type CatalogGroup = Catalog['groups'][number];
export type CatalogProduct = CatalogGroup['products'][number];
export type YearOrders = RouterOutputs['orders']['year'];
export type YearOrder = YearOrders['orders'][number];
export type CheckoutState = RouterOutputs['checkout']['state'];
