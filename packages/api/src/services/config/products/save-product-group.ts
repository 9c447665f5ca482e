import { assertNoViolation, cleanLocalized, nextOrdinal, ordinalTakenViolation, requiredLocalizedViolation } from '@eqa/core';
import type { TCreateProductGroupInput, TUpdateProductGroupInput } from './product-groups.types';
import type { TProductGroup } from './product.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadProductGroup } from './load-product-groups';

/** POST …/products/groups (id null) and PUT …/groups/{id}: a name in some locale (spec 3 §5), unique ordinal. */
export async function saveProductGroup(
  ctx: Pick<AdminContext, 'db' | 'session'>,
  input: TCreateProductGroupInput | TUpdateProductGroupInput,
  id: number | null,
): Promise<TProductGroup> {
  assertOrgAdminOf(ctx.session, input.orgId);
  if (id !== null) await loadProductGroup(ctx.db, input.orgId, id);
  assertNoViolation(requiredLocalizedViolation('name', input.name));
  let others = ctx.db.selectFrom('productGroups').select('ordinal').where('orgId', '=', input.orgId);
  if (id !== null) others = others.where('id', '<>', id);
  const ordinals = (await others.execute()).map((row) => row.ordinal);
  const ordinal = input.ordinal ?? (id === null ? nextOrdinal(ordinals) : undefined);
  if (ordinal !== undefined) assertNoViolation(ordinalTakenViolation(ordinal, ordinals));
  const description = input.description ? cleanLocalized(input.description) : null;
  const values = {
    name: cleanLocalized(input.name),
    description: description && Object.keys(description).length > 0 ? description : null,
    ...(ordinal !== undefined ? { ordinal } : {}),
  };
  let savedId = id;
  if (savedId === null) {
    const row = await ctx.db.insertInto('productGroups').values({ orgId: input.orgId, ...values }).returning('id').executeTakeFirstOrThrow();
    savedId = row.id;
  } else {
    await ctx.db.updateTable('productGroups').set(values).where('id', '=', savedId).execute();
  }
  return loadProductGroup(ctx.db, input.orgId, savedId);
}
