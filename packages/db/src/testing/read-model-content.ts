/**
 * Read-model rows as their content, for comparing them across a rebuild: without `changedAt`, when
 * the database last wrote the row (20261202172000_rest_updated_since), which a rebuild renews.
 */
export function contentOf<T extends { changedAt: Date }>(rows: readonly T[]): Array<Omit<T, 'changedAt'>> {
  return rows.map(({ changedAt: _changedAt, ...row }) => row);
}
