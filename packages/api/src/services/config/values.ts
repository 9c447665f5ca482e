import { sql } from 'kysely';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@eqa/core';

/** A timestamp as sent on the wire: ISO text, or null. */
export function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null;
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

export function iso(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

/** true when any locale text of a jsonb Localized column matches a folded LIKE pattern. */
export function localizedMatches(column: string, pattern: string) {
  return sql<boolean>`exists (select 1 from jsonb_each_text(${sql.ref(column)}) as t(k, v) where lower(translate(t.v, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})) like ${pattern})`;
}

/** Distinct, in first-seen order. */
export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
