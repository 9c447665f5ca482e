import { localize, type Localized } from '@eqa/core';
import type { DimensionOrderOption } from '@eqa/core';

export interface GroupableDimension {
  id: string;
  name: Localized;
  ordinal: number;
}

export interface DimensionGroup<D> {
  key: string;
  items: D[];
}

/**
 * The dimension list's groups (spec 3 §2 "grouped by first letter or by ordinal"): by the first
 * letter of the translated name (alphabetically, '#' for names not starting with a letter), or in
 * ordinal order with each ordinal as its own group.
 */
export function groupDimensions<D extends GroupableDimension>(dimensions: readonly D[], order: DimensionOrderOption, locale: string): DimensionGroup<D>[] {
  if (order === 'ordinal') {
    return [...dimensions]
      .sort((a, b) => a.ordinal - b.ordinal || a.id.localeCompare(b.id))
      .reduce<DimensionGroup<D>[]>((groups, dimension) => {
        const key = String(dimension.ordinal);
        const last = groups[groups.length - 1];
        if (last && last.key === key) last.items.push(dimension);
        else groups.push({ key, items: [dimension] });
        return groups;
      }, []);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const nameOf = (d: D) => localize(d.name, locale) || d.id;
  const sorted = [...dimensions].sort((a, b) => collator.compare(nameOf(a), nameOf(b)) || a.id.localeCompare(b.id));
  const groups: DimensionGroup<D>[] = [];
  for (const dimension of sorted) {
    const first = nameOf(dimension).trim().charAt(0);
    const letter = /\p{L}/u.test(first) ? first.toLocaleUpperCase(locale).normalize('NFD').charAt(0) : '#';
    const last = groups[groups.length - 1];
    if (last && last.key === letter) last.items.push(dimension);
    else groups.push({ key: letter, items: [dimension] });
  }
  return groups;
}
