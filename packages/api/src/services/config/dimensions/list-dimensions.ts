import { foldSearchText, localize } from '@eqa/core';
import type { TListDimensionsInput, TListDimensionsOutput } from './list-dimensions.types';
import type { AdminContext } from '../admin-context';
import { loadDimensionSummaries } from './load-dimensions';

/**
 * GET /dimensions (spec 3 §2): searched by id or name (any locale), ordered alphabetically by the
 * name in `locale` (the client groups by first letter) or by ordinal (the order on the result sheet).
 */
export async function listDimensions(ctx: Pick<AdminContext, 'db'>, input: TListDimensionsInput): Promise<TListDimensionsOutput> {
  const all = await loadDimensionSummaries(ctx.db);
  const query = input.query ? foldSearchText(input.query) : '';
  const matching = all.filter(
    (d) =>
      (!input.valueType || d.valueType === input.valueType) &&
      (!query || d.id.includes(query) || Object.values(d.name).some((text) => foldSearchText(text).includes(query))),
  );
  if (input.order === 'alphabet') {
    const collator = new Intl.Collator(input.locale, { sensitivity: 'base', numeric: true });
    matching.sort((a, b) => collator.compare(localize(a.name, input.locale), localize(b.name, input.locale)) || a.id.localeCompare(b.id));
  }
  return { items: matching.slice(input.offset, input.offset + input.limit), total: matching.length };
}
