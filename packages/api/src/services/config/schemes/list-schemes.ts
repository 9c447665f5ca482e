import type { TListSchemesInput, TListSchemesOutput } from './list-schemes.types';
import { searchPattern, foldedColumn } from '../../labs/lab-queries';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSchemes } from './load-schemes';

/** GET /orgs/{orgId}/schemes: by short name, searchable. */
export async function listSchemes(ctx: Pick<AdminContext, 'db' | 'session'>, input: TListSchemesInput): Promise<TListSchemesOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const pattern = input.query ? searchPattern(input.query) : null;
  let base = ctx.db.selectFrom('schemes as s').where('s.orgId', '=', input.orgId);
  if (pattern) base = base.where(foldedColumn('s.shortName'), 'like', pattern);
  const [page, count] = await Promise.all([
    base.select('s.id').orderBy('s.shortName').orderBy('s.id').offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = await loadSchemes(
    ctx.db,
    input.orgId,
    page.map((row) => row.id),
  );
  return { items, total: Number(count.total) };
}
