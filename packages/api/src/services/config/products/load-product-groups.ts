import { sql, type Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TProductGroup } from './product.types';
import { notInUse, productGroupInUse } from '../usage';

/** The org's product groups by ordinal (or one of them). */
export async function loadProductGroups(db: Kysely<DB>, orgId: number, id?: number): Promise<TProductGroup[]> {
  let query = db
    .selectFrom('productGroups as g')
    .select(['g.id', 'g.name', 'g.description', 'g.ordinal'])
    .select(sql<number>`(select count(*)::int from products where product_group_id = g.id)`.as('productCount'))
    .select(notInUse(productGroupInUse(sql.ref('g.id'))).as('deletable'))
    .where('g.orgId', '=', orgId);
  if (id !== undefined) query = query.where('g.id', '=', id);
  const rows = await query.orderBy('g.ordinal').orderBy('g.id').execute();
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount), deletable: row.deletable === true }));
}

export async function loadProductGroup(db: Kysely<DB>, orgId: number, id: number): Promise<TProductGroup> {
  const [group] = await loadProductGroups(db, orgId, id);
  if (!group) throw AppError.notFound('Product group');
  return group;
}
