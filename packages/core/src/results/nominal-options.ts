import { z } from 'zod';
import { AUTOCOMPLETE_THRESHOLD } from '../platform/constants';
import { localize, type Localized } from '../platform/localized';
import { ZLocalized } from '../platform/localized-schema';
import { matchesSearchText } from './text-search';

/** A value of a nominal dimension (spec 3: value (multilingual), ordinal, deprecated). */
export const ZNominalOption = z.object({
  id: z.number().int(),
  value: ZLocalized,
  ordinal: z.number(),
  deprecated: z.boolean(),
});
export type NominalOption = z.infer<typeof ZNominalOption>;

/** The entry of a nominal control that clears the value (spec 1 §2). */
export const NOT_SPECIFIED = 'not_specified' as const;
export type NominalChoice = number | typeof NOT_SPECIFIED;

function byOrdinal<T extends { ordinal: number; id: number }>(a: T, b: T): number {
  return a.ordinal - b.ordinal || a.id - b.id;
}

/**
 * Options a nominal control lists, by ordinal. Spec 1 §5: deprecated values are hidden unless the
 * survey is evaluated. A deprecated value already selected on the result stays listed so the
 * stored choice can still be shown.
 */
export function visibleNominalOptions<T extends NominalOption>(
  options: readonly T[],
  context: { evaluated: boolean; selectedIds?: readonly number[] },
): T[] {
  const selected = context.selectedIds ?? [];
  return options
    .filter((o) => context.evaluated || !o.deprecated || selected.includes(o.id))
    .sort(byOrdinal);
}

export interface NominalSearchResult<T> {
  options: T[];
  /** 'value.noResult' when the query matched nothing (spec 1 §5). */
  message: 'value.noResult' | null;
}

/** Filters options by their name in the locale, case- and accent-insensitively. */
export function searchNominalOptions<T extends { value: Localized }>(
  options: readonly T[],
  query: string,
  locale: string,
): NominalSearchResult<T> {
  const hits = options.filter((o) => matchesSearchText(localize(o.value, locale), query));
  return { options: hits, message: hits.length === 0 ? 'value.noResult' : null };
}

/** Spec 1 §2: a drop-down, or a searchable list when there are more options than the threshold. */
export function nominalControlKind(
  optionCount: number,
  threshold: number = AUTOCOMPLETE_THRESHOLD,
): 'select' | 'autocomplete' {
  return optionCount > threshold ? 'autocomplete' : 'select';
}

/**
 * The selected value ids after a choice. 'not specified' clears the value; on a single-value
 * dimension a choice replaces the selection; on a multiple-value dimension it toggles the id.
 */
export function applyNominalChoice(current: readonly number[], choice: NominalChoice, multipleValues: boolean): number[] {
  if (choice === NOT_SPECIFIED) return [];
  if (!multipleValues) return [choice];
  return current.includes(choice) ? current.filter((id) => id !== choice) : [...current, choice];
}
