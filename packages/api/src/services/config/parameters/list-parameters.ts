import type { TListParametersInput, TListParametersOutput } from './list-parameters.types';
import type { AdminContext } from '../admin-context';
import { searchPattern } from '../../labs/lab-queries';
import { localizedMatches } from '../values';
import { loadParameterSummaries } from './load-parameters';

/** GET /params: by ordinal, searchable in names and qualifiers (accents and case ignored). */
export async function listParameters(ctx: Pick<AdminContext, 'db'>, input: TListParametersInput): Promise<TListParametersOutput> {
  const pattern = input.query ? searchPattern(input.query) : null;
  let base = ctx.db.selectFrom('parameters as p');
  if (pattern) {
    base = base.where((eb) => eb.or([localizedMatches('p.name', pattern), eb(localizedMatches('p.qualifier', pattern), '=', true)]));
  }
  if (input.groupId !== undefined) base = base.where('p.groupId', '=', input.groupId);
  if (input.includeHidden === false) base = base.where('p.hidden', '=', false);
  const [page, count] = await Promise.all([
    base.select('p.id').orderBy('p.ordinal').orderBy('p.id').offset(input.offset).limit(input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = await loadParameterSummaries(
    ctx.db,
    page.map((row) => row.id),
  );
  return { items, total: Number(count.total) };
}
