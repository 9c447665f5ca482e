import { describe, expect, it } from 'vitest';
import { computeEvaluation } from './compute-evaluation';
import { MergeResolver } from './merge-graph';
import type { EvaluationInput, EvaluationParameter, EvaluationResult } from './evaluation-types';

const SURVEY = 1;
const SAMPLE = 11;
const PARAM = 5;

function parameter(overrides: Partial<EvaluationParameter> = {}): EvaluationParameter {
  return { parameterId: PARAM, valueType: 'numeric', unitId: 3, sigmaPtPercent: null, acceptancePercent: null, acceptanceAbsolute: null, minN: 8, ...overrides };
}

function result(labId: number, value: number | null, overrides: Partial<EvaluationResult> = {}): EvaluationResult {
  return { surveyId: SURVEY, labId, resultGroupId: 100 + labId, parameterId: PARAM, sampleId: SAMPLE, value, relation: '=', uncertainty: null, valueIds: [], hidden: false, ...overrides };
}

function input(overrides: Partial<EvaluationInput>): EvaluationInput {
  return {
    surveyId: SURVEY,
    parameters: [parameter()],
    samples: [{ id: SAMPLE, surveyId: SURVEY, ordinal: 1 }],
    targets: [],
    merges: [],
    groups: [],
    results: [],
    context: [],
    ...overrides,
  };
}

const NO_REFERENCE = { referenceSource: null, referenceUncertainty: null, fixedAcceptanceAbsolute: null, fixedAcceptancePercent: null } as const;

/** Ten values whose median is 10 and whose mean is 10. */
const TEN = [9.6, 9.7, 9.8, 9.9, 10, 10, 10.1, 10.2, 10.3, 10.4];

describe('computeEvaluation', () => {
  it('takes the sample reference value as assigned value and a fixed σpt % of it', () => {
    const out = computeEvaluation(
      input({
        parameters: [parameter({ sigmaPtPercent: 5 })],
        targets: [{ sampleId: SAMPLE, parameterId: PARAM, referenceValue: 10.5, acceptanceMin: null, acceptanceMax: null, target: null, acceptedValueIds: null, ...NO_REFERENCE }],
        results: TEN.map((v, i) => result(i + 1, v)),
      }),
    );
    expect(out.statistics).toHaveLength(1);
    expect(out.statistics[0]).toMatchObject({ n: 10, assignedValue: 10.5, sigmaPt: 0.525, acceptanceMin: null });
    const lab = out.labResults.find((r) => r.labId === 1)!;
    expect(lab.zScore).toBeCloseTo((9.6 - 10.5) / 0.525, 12);
    // No acceptance range: the verdict is z's class (|z| = 1.71 ≤ 2).
    expect(lab.accepted).toBe(true);
  });

  it('accepts within the scheme tolerance around the target, the wider of % and absolute', () => {
    const out = computeEvaluation(
      input({
        parameters: [parameter({ acceptancePercent: 2, acceptanceAbsolute: 0.3 })],
        targets: [{ sampleId: SAMPLE, parameterId: PARAM, referenceValue: null, acceptanceMin: null, acceptanceMax: null, target: 10, acceptedValueIds: null, ...NO_REFERENCE }],
        results: TEN.map((v, i) => result(i + 1, v)),
      }),
    );
    expect(out.statistics[0]).toMatchObject({ acceptanceMin: 9.7, acceptanceMax: 10.3, target: 10 });
    const verdicts = out.labResults.map((r) => [r.value, r.accepted]);
    expect(verdicts).toContainEqual([9.6, false]);
    expect(verdicts).toContainEqual([9.7, true]);
    expect(verdicts).toContainEqual([10.3, true]);
    expect(verdicts).toContainEqual([10.4, false]);
  });

  it('gives no z-score below the minimum group size but still statistics and verdicts', () => {
    const out = computeEvaluation(
      input({
        targets: [{ sampleId: SAMPLE, parameterId: PARAM, referenceValue: null, acceptanceMin: 9, acceptanceMax: 11, target: 10, acceptedValueIds: null, ...NO_REFERENCE }],
        results: TEN.slice(0, 7).map((v, i) => result(i + 1, v)),
      }),
    );
    expect(out.statistics[0]).toMatchObject({ n: 7, assignedValue: null, sigmaPt: null, median: 9.9 });
    expect(out.labResults.every((r) => r.zScore === null && r.accepted === true)).toBe(true);
  });

  it('scores hidden result groups against the group without counting them', () => {
    const out = computeEvaluation(input({ results: [...TEN.map((v, i) => result(i + 1, v)), result(99, 13, { hidden: true })] }));
    expect(out.statistics[0]!.n).toBe(10);
    const hidden = out.labResults.find((r) => r.labId === 99)!;
    expect(hidden).toMatchObject({ hidden: true, value: 13, outlier: true });
    expect(hidden.zScore).toBeGreaterThan(3);
  });

  it('selects peer groups by context value, evaluates merged groups as their root and keeps the verdict on the all-labs row', () => {
    const groups = [
      { id: 1, surveyId: SURVEY, parameterId: null, kind: 'method' as const, dimensionId: 'method', valueId: 41, mergeToEvaluationGroupId: null },
      { id: 2, surveyId: SURVEY, parameterId: PARAM, kind: 'method' as const, dimensionId: 'method', valueId: 42, mergeToEvaluationGroupId: 3 },
      { id: 3, surveyId: SURVEY, parameterId: null, kind: 'custom' as const, dimensionId: null, valueId: null, mergeToEvaluationGroupId: null },
    ];
    const results = [...TEN, ...TEN].map((v, i) => result(i + 1, v));
    const context = results.map((r, i) => ({
      surveyId: SURVEY,
      labId: r.labId,
      resultGroupId: r.resultGroupId,
      parameterId: PARAM,
      sampleId: i % 2 === 0 ? null : SAMPLE,
      dimensionId: 'method',
      valueId: i < 10 ? 41 : 42,
    }));
    const out = computeEvaluation(
      input({
        groups,
        results,
        context,
        targets: [{ sampleId: SAMPLE, parameterId: PARAM, referenceValue: null, acceptanceMin: 9.75, acceptanceMax: 10.25, target: 10, acceptedValueIds: null, ...NO_REFERENCE }],
      }),
    );
    expect(out.statistics.map((s) => [s.evaluationGroupId, s.n])).toEqual([
      [null, 20],
      [1, 10],
      [3, 10],
    ]);
    expect(out.labResults.filter((r) => r.evaluationGroupId === 2)).toEqual([]);
    expect(out.labResults.filter((r) => r.evaluationGroupId === 3).map((r) => r.labId)).toEqual([...Array(10).keys()].map((i) => i + 11));
    expect(out.labResults.filter((r) => r.evaluationGroupId !== null).every((r) => r.accepted === null)).toBe(true);
    expect(out.labResults.filter((r) => r.evaluationGroupId === null && r.accepted === false)).toHaveLength(8);
    expect(out.statistics.every((s) => s.acceptanceMin === 9.75 && s.acceptanceMax === 10.25)).toBe(true);
  });

  it('counts nominal values and judges them by the accepted value ids', () => {
    const out = computeEvaluation(
      input({
        parameters: [parameter({ valueType: 'nominal', unitId: null })],
        targets: [{ sampleId: SAMPLE, parameterId: PARAM, referenceValue: null, acceptanceMin: null, acceptanceMax: null, target: null, acceptedValueIds: [7], ...NO_REFERENCE }],
        results: [result(1, null, { valueIds: [7] }), result(2, null, { valueIds: [7] }), result(3, null, { valueIds: [8] }), result(4, null, { valueIds: [7, 8] })],
      }),
    );
    expect(out.statistics[0]).toMatchObject({ n: 4, nominalCounts: { '7': 3, '8': 2 }, unitId: null });
    expect(out.labResults.map((r) => [r.labId, r.nominalValueId, r.accepted])).toEqual([
      [1, 7, true],
      [2, 7, true],
      [3, 8, false],
      [4, 7, false],
    ]);
  });
});

describe('MergeResolver', () => {
  it('follows merge chains, prefers a parameter-specific merge and pools a cycle on its smallest sample', () => {
    const resolver = new MergeResolver([
      { id: 1, surveyId: 1, sampleId: 10, mergeToSurveyId: 2, mergeToSampleId: 20, parameterId: null },
      { id: 2, surveyId: 2, sampleId: 20, mergeToSurveyId: 3, mergeToSampleId: 30, parameterId: null },
      { id: 3, surveyId: 1, sampleId: 10, mergeToSurveyId: 4, mergeToSampleId: 40, parameterId: 5 },
      { id: 4, surveyId: 5, sampleId: 50, mergeToSurveyId: 6, mergeToSampleId: 60, parameterId: null },
      { id: 5, surveyId: 6, sampleId: 60, mergeToSurveyId: 5, mergeToSampleId: 50, parameterId: null },
    ]);
    expect(resolver.root(10, 1)).toBe(30);
    expect(resolver.root(10, 5)).toBe(40);
    expect(resolver.root(30, 1)).toBe(30);
    expect(resolver.root(50, 1)).toBe(50);
    expect(resolver.root(60, 1)).toBe(50);
  });
});
