/**
 * Satellite rows by numeric QC code (spec 3 §2): '2' before '10'; codes that are not numbers after
 * the numeric ones, alphabetically.
 */
export function compareQcCodes(a: string, b: string): number {
  const na = /^\d+$/.test(a.trim()) ? Number(a) : null;
  const nb = /^\d+$/.test(b.trim()) ? Number(b) : null;
  if (na !== null && nb !== null) return na - nb || a.localeCompare(b);
  if (na !== null) return -1;
  if (nb !== null) return 1;
  return a.localeCompare(b);
}

export function sortByQcCode<L extends { shortName: string }>(labs: readonly L[]): L[] {
  return [...labs].sort((x, y) => compareQcCodes(x.shortName, y.shortName));
}
