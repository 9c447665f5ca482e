import type { RouterInputs, RouterOutputs } from '../../lib/trpc';

/** The two lists of the evaluations page (spec 1 §2): closed (pre-evaluated) and evaluated surveys. */
export const EVALUATION_LISTS = ['pre_evaluated', 'evaluated'] as const;
export type EvaluationList = (typeof EVALUATION_LISTS)[number];

export type EvaluationListItem = RouterOutputs['evaluations']['list']['items'][number];

/** The filters of the page: only not-accepted results, merges, significant differences. */
export const EVALUATION_FILTERS = ['notAcceptedOnly', 'mergedOnly', 'significantDifferencesOnly'] as const;
export type EvaluationFilter = (typeof EVALUATION_FILTERS)[number];
export type EvaluationFilters = Record<EvaluationFilter, boolean>;

/** Each filter's key in the URL (`?notAccepted=1`), shared by both lists. */
export const EVALUATION_FILTER_PARAMS: Record<EvaluationFilter, string> = {
  notAcceptedOnly: 'notAccepted',
  mergedOnly: 'merged',
  significantDifferencesOnly: 'significant',
};

/** The filters the URL holds. */
export function evaluationFiltersOf(params: URLSearchParams): EvaluationFilters {
  return {
    notAcceptedOnly: params.get(EVALUATION_FILTER_PARAMS.notAcceptedOnly) === '1',
    mergedOnly: params.get(EVALUATION_FILTER_PARAMS.mergedOnly) === '1',
    significantDifferencesOnly: params.get(EVALUATION_FILTER_PARAMS.significantDifferencesOnly) === '1',
  };
}

export type EvaluationSort = NonNullable<RouterInputs['evaluations']['list']['sort']>;
const EVALUATION_SORTS: readonly EvaluationSort[] = ['endsAt', '-endsAt', 'survey', '-survey'];

/** The URL's sort when the server knows it (the newest end first otherwise). */
export function evaluationSort(value: string | null): EvaluationSort | undefined {
  return EVALUATION_SORTS.find((sort) => sort === value);
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
