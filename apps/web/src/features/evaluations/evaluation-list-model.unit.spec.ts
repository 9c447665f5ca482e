import { describe, expect, it } from 'vitest';
import { evaluationFiltersOf, evaluationSort, itemCounts, PARAMETERS_SHOWN, visibleParameters } from './evaluation-list-model';

describe('the lists’ state in the URL', () => {
  it('reads the filters, on with 1 only', () => {
    expect(evaluationFiltersOf(new URLSearchParams('notAccepted=1&merged=0'))).toEqual({ notAcceptedOnly: true, mergedOnly: false, significantDifferencesOnly: false });
    expect(evaluationFiltersOf(new URLSearchParams('significant=1&merged=1'))).toEqual({ notAcceptedOnly: false, mergedOnly: true, significantDifferencesOnly: true });
  });
  it('keeps only the sorts the server knows', () => {
    expect(evaluationSort('-survey')).toBe('-survey');
    expect(evaluationSort('endsAt')).toBe('endsAt');
    expect(evaluationSort('parameters')).toBeUndefined();
    expect(evaluationSort(null)).toBeUndefined();
  });
});

describe('parameters of a survey item', () => {
  const p = (ordinal: number, notAcceptedCount: number | null = 0, significantDifferenceCount: number | null = 0) => ({ ordinal, notAcceptedCount, significantDifferenceCount });
  it('put not accepted first, then significant differences, then by ordinal', () => {
    const { shown } = visibleParameters([p(1), p(2, 0, 1), p(3, 1), p(0, null, null)], false);
    expect(shown.map((x) => x.ordinal)).toEqual([3, 2, 0, 1]);
  });
  it('show the first ones until expanded', () => {
    const many = Array.from({ length: PARAMETERS_SHOWN + 3 }, (_, i) => p(i));
    expect(visibleParameters(many, false)).toMatchObject({ hidden: 3 });
    expect(visibleParameters(many, false).shown).toHaveLength(PARAMETERS_SHOWN);
    expect(visibleParameters(many, true)).toMatchObject({ hidden: 0 });
    expect(visibleParameters(many, true).shown).toHaveLength(PARAMETERS_SHOWN + 3);
  });
});

describe('state marks of a survey item', () => {
  it('count not accepted and significant results, and mark all accepted only when every result was', () => {
    expect(itemCounts({ resultCount: 4, acceptedCount: 3, notAcceptedCount: 1, significantDifferenceCount: 2 })).toEqual({ notAccepted: 1, significant: 2, allAccepted: false });
    expect(itemCounts({ resultCount: 4, acceptedCount: 4, notAcceptedCount: 0, significantDifferenceCount: 0 })).toEqual({ notAccepted: 0, significant: 0, allAccepted: true });
    expect(itemCounts({ resultCount: null, acceptedCount: null, notAcceptedCount: null, significantDifferenceCount: null })).toEqual({ notAccepted: 0, significant: 0, allAccepted: false });
    expect(itemCounts({ resultCount: 4, acceptedCount: 2, notAcceptedCount: 0, significantDifferenceCount: 0 }).allAccepted).toBe(false);
  });
});
