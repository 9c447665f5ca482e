import type { TListRoundsInput, TListRoundsOutput } from './list-rounds.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadRounds } from './load-rounds';

/** GET /orgs/{orgId}/rounds?year=: newest first (year, then ordinal, descending). */
export async function listRounds(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, input: TListRoundsInput): Promise<TListRoundsOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  let base = ctx.db.selectFrom('rounds as r').where('r.orgId', '=', input.orgId);
  if (input.year !== undefined) base = base.where('r.year', '=', input.year);
  const [page, count] = await Promise.all([
    base.select('r.id').orderBy('r.year', 'desc').orderBy('r.ordinal', 'desc').offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = await loadRounds(
    ctx.db,
    ctx.clock,
    input.orgId,
    page.map((row) => row.id),
  );
  return { items, total: Number(count.total) };
}
