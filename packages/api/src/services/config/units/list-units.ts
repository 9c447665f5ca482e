import { foldSearchText, sortUnits } from '@eqa/core';
import type { TListUnitsInput, TListUnitsOutput } from './list-units.types';
import type { AdminContext } from '../admin-context';
import { loadUnits } from './load-units';

/**
 * GET /units (spec 3 §2 units list): every unit with its hidden flag (the client hides hidden ones),
 * searched by name in any locale or by id, sorted alphabetically by the translated name or by
 * ordinal. Units are few, so the search and sort run on the loaded list.
 */
export async function listUnits(ctx: Pick<AdminContext, 'db'>, input: TListUnitsInput): Promise<TListUnitsOutput> {
  const all = await loadUnits(ctx.db);
  const query = input.query ? foldSearchText(input.query) : '';
  const matching = query
    ? all.filter(
        (unit) =>
          String(unit.id) === query ||
          Object.values(unit.name).some((text) => foldSearchText(text).includes(query)),
      )
    : all;
  const sorted = sortUnits(matching, input.sort, input.locale);
  return { items: sorted.slice(input.offset, input.offset + input.limit), total: sorted.length };
}
