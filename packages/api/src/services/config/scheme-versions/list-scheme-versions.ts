import type { TListSchemeVersionsInput, TListSchemeVersionsOutput } from './list-scheme-versions.types';
import { foldedColumn, searchPattern } from '../../labs/lab-queries';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { localizedMatches } from '../values';
import { loadSchemeVersionSummaries } from './load-scheme-versions';

/** GET /orgs/{orgId}/scheme_versions: by scheme short name (the client groups by it), newest version first. */
export async function listSchemeVersions(ctx: Pick<AdminContext, 'db' | 'session'>, input: TListSchemeVersionsInput): Promise<TListSchemeVersionsOutput> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const pattern = input.query ? searchPattern(input.query) : null;
  let base = ctx.db.selectFrom('schemeVersions as sv').innerJoin('schemes as s', 's.id', 'sv.schemeId').where('s.orgId', '=', input.orgId);
  if (input.current) base = base.where('sv.current', '=', true);
  if (input.schemeId !== undefined) base = base.where('s.id', '=', input.schemeId);
  if (pattern) base = base.where((eb) => eb.or([eb(foldedColumn('s.shortName'), 'like', pattern), localizedMatches('sv.name', pattern)]));
  const [page, count] = await Promise.all([
    base.select('sv.id').orderBy('s.shortName').orderBy('sv.id', 'desc').offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = await loadSchemeVersionSummaries(
    ctx.db,
    input.orgId,
    page.map((row) => row.id),
  );
  return { items, total: Number(count.total) };
}
