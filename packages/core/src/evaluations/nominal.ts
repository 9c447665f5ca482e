import { isNominalResultAccepted } from './acceptance';

/**
 * Nominal (categorical) parameters: how often each value was reported and which fraction of the
 * labs reported an accepted answer (spec 1 §2: "For nominal parameters the acceptance fraction is
 * shown as 0.6 to 1" — the axis of the scaled chart for nominal parameters).
 */
export const NOMINAL_FRACTION_AXIS = { min: 0.6, max: 1 } as const;

export interface NominalResultInput<K = number> {
  id: K;
  /** The value id(s) the lab chose; null / [] when nothing was chosen. */
  valueIds: readonly number[] | number | null;
}

export interface NominalValueCount {
  valueId: number;
  /** Labs that reported this value. */
  count: number;
  /** count / n. */
  fraction: number;
  accepted: boolean;
}

export interface NominalSummary<K = number> {
  /** Labs that reported at least one value. */
  n: number;
  /** One entry per reported value, most frequent first (ties by value id). */
  counts: NominalValueCount[];
  acceptedCount: number;
  /** acceptedCount / n; null when n = 0 or there are no accepted values (no criteria). */
  acceptanceFraction: number | null;
  labs: Array<{ id: K; accepted: boolean | null }>;
}

/** Counts per value and the acceptance fraction of one group of nominal results. */
export function nominalSummary<K>(
  results: ReadonlyArray<NominalResultInput<K>>,
  acceptedValueIds: readonly number[],
): NominalSummary<K> {
  const accepted = new Set(acceptedValueIds);
  const counts = new Map<number, number>();
  let n = 0;
  let acceptedCount = 0;
  const labs = results.map((r) => {
    const ids = r.valueIds === null ? [] : typeof r.valueIds === 'number' ? [r.valueIds] : r.valueIds;
    const distinct = [...new Set(ids)];
    if (distinct.length > 0) n++;
    for (const id of distinct) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ok = isNominalResultAccepted(distinct, acceptedValueIds);
    if (ok) acceptedCount++;
    return { id: r.id, accepted: ok };
  });
  return {
    n,
    counts: [...counts.entries()]
      .map(([valueId, count]) => ({ valueId, count, fraction: count / n, accepted: accepted.has(valueId) }))
      .sort((a, b) => b.count - a.count || a.valueId - b.valueId),
    acceptedCount,
    acceptanceFraction: n === 0 || accepted.size === 0 ? null : acceptedCount / n,
    labs,
  };
}
