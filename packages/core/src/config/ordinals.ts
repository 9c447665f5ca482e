import type { ConfigViolation } from './violation';

/**
 * Ordered lists need unique ordinals (spec 3 §5). Answers the index of the first item whose ordinal
 * an earlier item already has, or null when all differ.
 */
export function findDuplicateOrdinal(items: ReadonlyArray<{ ordinal: number }>): number | null {
  const seen = new Set<number>();
  for (const [index, item] of items.entries()) {
    if (seen.has(item.ordinal)) return index;
    seen.add(item.ordinal);
  }
  return null;
}

/** The violation for a list of items (param `<listParam>.<index>.ordinal`), or null. */
export function duplicateOrdinalViolation(items: ReadonlyArray<{ ordinal: number }>, listParam: string): ConfigViolation | null {
  const index = findDuplicateOrdinal(items);
  return index === null ? null : { param: `${listParam}.${index}.ordinal`, message: 'duplicateOrdinal' };
}

/**
 * Whether `ordinal` is free among the ordinals of the other items of a list (the item being edited
 * excluded by the caller). Violation param 'ordinal'.
 */
export function ordinalTakenViolation(ordinal: number, otherOrdinals: readonly number[]): ConfigViolation | null {
  return otherOrdinals.includes(ordinal) ? { param: 'ordinal', message: 'duplicateOrdinal' } : null;
}

/** The ordinal a new item gets when none is given: one after the largest (1 for an empty list). */
export function nextOrdinal(ordinals: readonly number[]): number {
  return ordinals.length === 0 ? 1 : Math.max(...ordinals) + 1;
}
