import type { RouterOutputs } from '../../lib/trpc';

/** The two lists of the evaluations page (spec 1 §2): closed (pre-evaluated) and evaluated surveys. */
export const EVALUATION_LISTS = ['pre_evaluated', 'evaluated'] as const;
export type EvaluationList = (typeof EVALUATION_LISTS)[number];

export type EvaluationListItem = RouterOutputs['evaluations']['list']['items'][number];

/** The filters of the page: only not-accepted results, merges, significant differences. */
export const EVALUATION_FILTERS = ['notAcceptedOnly', 'mergedOnly', 'significantDifferencesOnly'] as const;
export type EvaluationFilters = Record<(typeof EVALUATION_FILTERS)[number], boolean>;

/** The offset of the next page, or null when every survey is shown. */
export function loadMoreOffset(pagesLoaded: number, pageSize: number, total: number): number | null {
  const next = pagesLoaded * pageSize;
  return next < total ? next : null;
}

/** How many parameters a survey shows before 'show all'. */
export const PARAMETERS_SHOWN = 12;

/**
 * The parameters a survey item shows: the ones with a not-accepted result or a significant
 * difference first (they are what the lab must look at), then by ordinal; the first
 * PARAMETERS_SHOWN unless expanded.
 */
export function visibleParameters<P extends { ordinal: number; notAcceptedCount: number | null; significantDifferenceCount: number | null }>(
  parameters: readonly P[],
  expanded: boolean,
): { shown: P[]; hidden: number } {
  const weight = (p: P) => ((p.notAcceptedCount ?? 0) > 0 ? 0 : (p.significantDifferenceCount ?? 0) > 0 ? 1 : 2);
  const sorted = [...parameters].sort((a, b) => weight(a) - weight(b) || a.ordinal - b.ordinal);
  if (expanded || sorted.length <= PARAMETERS_SHOWN) return { shown: sorted, hidden: 0 };
  return { shown: sorted.slice(0, PARAMETERS_SHOWN), hidden: sorted.length - PARAMETERS_SHOWN };
}

/** The state marks of a survey item: not accepted and significant counts, and 'all accepted'. */
export function itemCounts(item: Pick<EvaluationListItem, 'resultCount' | 'acceptedCount' | 'notAcceptedCount' | 'significantDifferenceCount'>): {
  notAccepted: number;
  significant: number;
  allAccepted: boolean;
} {
  const notAccepted = item.notAcceptedCount ?? 0;
  const significant = item.significantDifferenceCount ?? 0;
  const allAccepted = (item.resultCount ?? 0) > 0 && notAccepted === 0 && item.acceptedCount === item.resultCount;
  return { notAccepted, significant, allAccepted };
}
