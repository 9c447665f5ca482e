import type { TListAnnualSummariesOutput } from './list-annual-summaries.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';

/**
 * GET /orgs/{orgId}/products/annual_summaries: product count per year, newest first; the current and
 * the next year are always listed (next year empty: copyAvailable when last year has products).
 */
export async function listAnnualSummaries(ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>, orgId: number): Promise<TListAnnualSummariesOutput> {
  assertOrgAdminOf(ctx.session, orgId);
  const rows = await ctx.db
    .selectFrom('products')
    .select(['year', (eb) => eb.fn.countAll<number>().as('count')])
    .where('orgId', '=', orgId)
    .groupBy('year')
    .execute();
  const counts = new Map(rows.map((row) => [row.year, Number(row.count)]));
  const currentYear = ctx.clock.now().getUTCFullYear();
  const years = [...new Set([...counts.keys(), currentYear, currentYear + 1])].sort((a, b) => b - a);
  const items = years.map((year) => ({
    year,
    productCount: counts.get(year) ?? 0,
    current: year === currentYear,
    copyAvailable: year === currentYear + 1 && (counts.get(year) ?? 0) === 0 && (counts.get(year - 1) ?? 0) > 0,
  }));
  return { items, total: items.length };
}
