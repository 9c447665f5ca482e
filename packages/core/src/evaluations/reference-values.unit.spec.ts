import { describe, expect, it } from 'vitest';
import { computeEvaluation } from './compute-evaluation';
import type { EvaluationInput, EvaluationParameter, EvaluationResult, EvaluationTarget, LabResultRow } from './evaluation-types';
import { ZReferenceValueFields, type TReferenceValueFieldsIn } from './reference-values';

const SURVEY = 1;
const SAMPLE = 11;
const PARAM = 5;

const parameter = (over: Partial<EvaluationParameter> = {}): EvaluationParameter => ({
  parameterId: PARAM,
  valueType: 'numeric',
  unitId: 3,
  sigmaPtPercent: null,
  acceptancePercent: null,
  acceptanceAbsolute: null,
  minN: 8,
  ...over,
});

const reference = (over: Partial<EvaluationTarget> = {}): EvaluationTarget => ({
  sampleId: SAMPLE,
  parameterId: PARAM,
  referenceValue: 10,
  referenceSource: 'certified_reference_material',
  referenceUncertainty: 0.1,
  fixedAcceptanceAbsolute: null,
  fixedAcceptancePercent: null,
  acceptanceMin: null,
  acceptanceMax: null,
  target: null,
  acceptedValueIds: null,
  ...over,
});

/** Lab i reports values[i] with standard uncertainty uncertainties[i] (null: none). */
function evaluate(values: number[], options: { parameter?: Partial<EvaluationParameter>; target?: EvaluationTarget | null; uncertainties?: Array<number | null> }) {
  const results: EvaluationResult[] = values.map((value, i) => ({
    surveyId: SURVEY,
    labId: i + 1,
    resultGroupId: 100 + i,
    parameterId: PARAM,
    sampleId: SAMPLE,
    value,
    relation: '=',
    uncertainty: options.uncertainties?.[i] ?? null,
    valueIds: [],
    hidden: false,
  }));
  const input: EvaluationInput = {
    surveyId: SURVEY,
    parameters: [parameter(options.parameter)],
    samples: [{ id: SAMPLE, surveyId: SURVEY, ordinal: 1 }],
    targets: options.target ? [options.target] : [],
    merges: [],
    groups: [],
    results,
    context: [],
  };
  const out = computeEvaluation(input);
  const lab = (i: number): LabResultRow => out.labResults.find((r) => r.labId === i + 1)!;
  return { statistics: out.statistics[0]!, lab };
}

const THREE = [10.3, 9.2, 10.9];

describe('scores against a reference value (a group of 3, minimum group size 8)', () => {
  // X = 10, u(X) = 0.1; σpt = 5 % of |X| = 0.5 (u(X) = 0.2 σpt: negligible, so z is the primary score).
  const cases: Array<{
    name: string;
    lab: number;
    uncertainty?: number;
    parameter?: Partial<EvaluationParameter>;
    target?: Partial<EvaluationTarget>;
    expected: Partial<Record<'zScore' | 'zPrimeScore' | 'zetaScore' | 'enScore', number | null>> & { accepted: boolean | null };
  }> = [
    { name: 'z = (x − X)/σpt, satisfactory', lab: 0, parameter: { sigmaPtPercent: 5 }, expected: { zScore: 0.6, accepted: true } },
    { name: 'z = 1.8 is accepted', lab: 2, parameter: { sigmaPtPercent: 5 }, expected: { zScore: 1.8, accepted: true } },
    { name: 'z of −1.6 is accepted', lab: 1, parameter: { sigmaPtPercent: 5 }, expected: { zScore: -1.6, accepted: true } },
    { name: 'a tight σpt: z = 3.6 is unsatisfactory', lab: 2, parameter: { sigmaPtPercent: 2.5 }, expected: { zScore: 3.6, accepted: false } },
    { name: 'questionable 2 < |z| < 3 is not accepted', lab: 1, parameter: { sigmaPtPercent: 3.2 }, expected: { zScore: -0.8 / 0.32, accepted: false } },
    {
      name: 'z′ is the primary score when u(X) is not negligible (u(X) ≥ 0.3 σpt)',
      lab: 2,
      parameter: { sigmaPtPercent: 4 },
      target: { referenceUncertainty: 0.3 },
      // z = 0.9/0.4 = 2.25 (questionable), z′ = 0.9/√(0.16 + 0.09) = 1.8 (satisfactory)
      expected: { zScore: 2.25, zPrimeScore: 1.8, accepted: true },
    },
    {
      name: 'ζ = (x − X)/√(u(x)² + u(X)²) when the lab gives its uncertainty',
      lab: 0,
      uncertainty: 0.2,
      parameter: { sigmaPtPercent: 5 },
      expected: { zScore: 0.6, zetaScore: 0.3 / Math.hypot(0.2, 0.1), enScore: 0.3 / Math.hypot(0.4, 0.2), accepted: true },
    },
    {
      name: 'without σpt, Eₙ = (x − X)/√(U(x)² + U(X)²) with k = 2 gives the verdict: |Eₙ| ≤ 1',
      lab: 0,
      uncertainty: 0.2,
      expected: { zScore: null, enScore: 0.3 / Math.hypot(0.4, 0.2), accepted: true },
    },
    {
      name: 'without σpt, |Eₙ| > 1 is not accepted',
      lab: 1,
      uncertainty: 0.2,
      // Eₙ = −0.8 / √(0.16 + 0.04) = −1.79
      expected: { zScore: null, zetaScore: -0.8 / Math.hypot(0.2, 0.1), enScore: -0.8 / Math.hypot(0.4, 0.2), accepted: false },
    },
    { name: 'without σpt and without the lab uncertainty: not judged', lab: 0, expected: { zScore: null, zetaScore: null, enScore: null, accepted: null } },
    {
      name: 'fixed acceptance limit ± absolute around X decides over the score',
      lab: 2,
      parameter: { sigmaPtPercent: 5 },
      target: { fixedAcceptanceAbsolute: 0.5 },
      expected: { zScore: 1.8, accepted: false },
    },
    { name: 'fixed acceptance limit ± absolute: inside', lab: 0, target: { fixedAcceptanceAbsolute: 0.5 }, expected: { zScore: null, accepted: true } },
    { name: 'fixed acceptance limit ± % of X: 10.9 is inside ± 10 %', lab: 2, target: { fixedAcceptancePercent: 10 }, expected: { accepted: true } },
    { name: 'fixed acceptance limit ± % of X: 9.2 is outside ± 5 %', lab: 1, target: { fixedAcceptancePercent: 5 }, expected: { accepted: false } },
    {
      name: "the sample's fixed limits win over the scheme version's tolerance",
      lab: 2,
      parameter: { acceptancePercent: 20 },
      target: { fixedAcceptancePercent: 5 },
      expected: { accepted: false },
    },
  ];
  it.each(cases)('$name', ({ lab, uncertainty, parameter, target, expected }) => {
    const uncertainties = THREE.map((_, i) => (i === lab ? (uncertainty ?? null) : null));
    const out = evaluate(THREE, { parameter: parameter ?? {}, target: reference(target), uncertainties });
    const row = out.lab(lab);
    for (const [key, value] of Object.entries(expected)) {
      if (typeof value === 'number') expect(row[key as keyof LabResultRow], key).toBeCloseTo(value, 12);
      else expect(row[key as keyof LabResultRow], key).toBe(value);
    }
  });

  it('the statistics row carries X, its source and u(X), and σpt from the scheme around X', () => {
    const { statistics } = evaluate(THREE, { parameter: { sigmaPtPercent: 5 }, target: reference() });
    expect(statistics).toMatchObject({ n: 3, assignedValue: 10, assignedValueSource: 'certified_reference_material', uncertainty: 0.1, sigmaPt: 0.5 });
  });

  it('fixed limits resolve to a range around X in the statistics row', () => {
    const { statistics } = evaluate(THREE, { target: reference({ fixedAcceptancePercent: 5 }) });
    expect(statistics.acceptanceMin).toBeCloseTo(9.5, 12);
    expect(statistics.acceptanceMax).toBeCloseTo(10.5, 12);
    expect(statistics.target).toBe(10);
  });

  it('every lab of a group of 3 gets a verdict', () => {
    const out = evaluate(THREE, { parameter: { sigmaPtPercent: 5 }, target: reference() });
    expect(THREE.map((_, i) => out.lab(i).accepted)).toEqual([true, true, true]);
  });

  it('no outlier flag below the minimum group size even with a reference value', () => {
    const out = evaluate([10, 10.1, 25], { parameter: { sigmaPtPercent: 5 }, target: reference() });
    expect(out.lab(2)).toMatchObject({ outlier: false, accepted: false });
  });
});

describe('below the minimum group size without a reference value', () => {
  it.each([
    { name: 'no scheme settings', parameter: {} },
    { name: "a scheme σpt % (no assigned value to take it of)", parameter: { sigmaPtPercent: 5 } },
  ])('$name: not judged, no z', ({ parameter }) => {
    const out = evaluate(THREE, { parameter, uncertainties: [0.2, 0.2, 0.2] });
    expect(out.statistics).toMatchObject({ assignedValue: null, assignedValueSource: null, sigmaPt: null });
    for (let i = 0; i < 3; i++) expect(out.lab(i)).toMatchObject({ zScore: null, zetaScore: null, enScore: null, accepted: null });
  });

  it('a reference value without source is reported as unspecified', () => {
    const out = evaluate(THREE, { parameter: { sigmaPtPercent: 5 }, target: reference({ referenceSource: null }) });
    expect(out.statistics.assignedValueSource).toBe('unspecified');
  });

  it('with 8 values the consensus is the assigned value (source consensus)', () => {
    const out = evaluate([9.6, 9.8, 10, 10, 10.1, 10.2, 10.3, 10.4], {});
    expect(out.statistics.assignedValueSource).toBe('consensus');
    expect(out.lab(0).accepted).not.toBeNull();
  });
});

describe('ZReferenceValueFields', () => {
  const valid: TReferenceValueFieldsIn = { assignedValue: 5.2, source: 'formulation', standardUncertainty: 0.05 };
  it.each<{ name: string; input: Record<string, unknown>; path?: string; message?: string }>([
    { name: 'a value, source and uncertainty', input: valid },
    { name: 'a zero uncertainty (negligible)', input: { ...valid, standardUncertainty: 0 } },
    { name: 'an absolute limit', input: { ...valid, acceptanceAbsolute: 0.4 } },
    { name: 'a percent limit', input: { ...valid, acceptancePercent: 8, acceptanceAbsolute: null } },
    { name: 'a negative uncertainty', input: { ...valid, standardUncertainty: -0.1 }, path: 'standardUncertainty', message: 'config.samples.referenceValues.negativeUncertainty' },
    { name: 'both limits', input: { ...valid, acceptanceAbsolute: 0.4, acceptancePercent: 8 }, path: 'acceptancePercent', message: 'config.samples.referenceValues.limitsBoth' },
    { name: 'a zero limit', input: { ...valid, acceptanceAbsolute: 0 }, path: 'acceptanceAbsolute', message: 'config.samples.referenceValues.limitNotPositive' },
    { name: 'a negative percent limit', input: { ...valid, acceptancePercent: -2 }, path: 'acceptancePercent', message: 'config.samples.referenceValues.limitNotPositive' },
    { name: 'an unknown source', input: { ...valid, source: 'guess' }, path: 'source' },
    { name: 'no assigned value', input: { source: 'formulation', standardUncertainty: 0 }, path: 'assignedValue', message: 'config.samples.referenceValues.invalidNumber' },
    { name: 'an assigned value that is no number', input: { ...valid, assignedValue: Number.NaN }, path: 'assignedValue', message: 'config.samples.referenceValues.invalidNumber' },
  ])('$name', ({ input, path, message }) => {
    const parsed = ZReferenceValueFields.safeParse(input);
    if (path === undefined) {
      expect(parsed.success).toBe(true);
      return;
    }
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
    if (message) expect(issue.message).toBe(message);
  });
});
