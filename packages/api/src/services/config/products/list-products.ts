import type { TListProductsInput, TListProductsOutput } from './list-products.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadProducts } from './load-products';

/** GET /orgs/{orgId}/products?year=: by group ordinal, then product ordinal (spec 3 §2). */
export async function listProducts(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, input: TListProductsInput): Promise<TListProductsOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const year = input.year ?? ctx.clock.now().getUTCFullYear();
  const base = ctx.db
    .selectFrom('products as p')
    .innerJoin('productGroups as g', 'g.id', 'p.productGroupId')
    .where('p.orgId', '=', input.orgId)
    .where('p.year', '=', year);
  const [page, count] = await Promise.all([
    base.select('p.id').orderBy('g.ordinal').orderBy('g.id').orderBy('p.ordinal').orderBy('p.id').offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = await loadProducts(
    ctx.db,
    input.orgId,
    page.map((row) => row.id),
  );
  return { items, total: Number(count.total) };
}
