import type { EvaluationHistory, EvaluationReport } from './report-types';

type Line = EvaluationReport['statistics'][number];
type Own = Line['own'][number];

/** An own result with defaults (for unit tests of the report shaping). */
export function ownResult(patch: Partial<Own> = {}): Own {
  return {
    resultGroupId: 1,
    value: 5.2,
    relation: '=',
    nominalValueId: null,
    zScore: 0.5,
    zPrimeScore: 0.45,
    zetaScore: null,
    enScore: null,
    deviationPercent: 4.44,
    scaledValue: 0.6,
    accepted: true,
    outlier: false,
    hidden: false,
    ...patch,
  };
}

function line(sampleId: number, evaluationGroupId: number | null, patch: Partial<Line> = {}): Line {
  return {
    sampleId,
    evaluationGroupId,
    n: 5,
    nOutliers: 1,
    scored: true,
    min: 4,
    max: 12,
    median: 5,
    mean: 6,
    sd: 3,
    cv: 50,
    robustMean: 5,
    robustSd: 1,
    assignedValue: 5,
    assignedValueSource: 'consensus',
    sigmaPt: 0.4,
    uncertainty: 0.2,
    scaledMedian: 0.5,
    scaledMean: 0.6,
    biasPercent: 20,
    target: 5,
    acceptanceMin: 4,
    acceptanceMax: 6,
    own: [],
    ...patch,
  };
}

/**
 * A numeric report: samples A (low, target 5) and B (high, target 50); values of five labs in the
 * all-labs group (index 2 is the lab's own in A, index 1 in B; the last value of each is an outlier).
 */
export function numericReport(): EvaluationReport {
  const survey = {
    id: 12,
    schemeShortName: 'CHEM',
    schemeName: { en: 'Clinical chemistry', hu: 'Klinikai kémia' },
    round: { id: 3, name: '2017/1', year: 2017, ordinal: 1 },
    accredited: false,
    startsAt: '2017-03-01T00:01:00.000Z',
    endsAt: '2017-03-31T21:59:59.000Z',
    preEvaluatedAt: '2017-04-10T21:59:59.000Z',
    evaluatedAt: '2017-05-10T21:59:59.000Z',
  };
  return {
    kind: 'evaluation',
    noData: false,
    run: { id: 1, finishedAt: '2017-05-10T21:59:59.000Z' },
    survey,
    parameter: { id: 7, name: { en: 'Glucose', hu: 'Glükóz' }, qualifier: null, valueType: 'numeric', unit: { id: 1, name: { en: 'mmol/L' } }, minN: 8 },
    lab: { id: 101, shortName: '1001', name: 'Demo lab' },
    samples: [
      { id: 21, name: 'B', description: null, url: 'https://example.org/b', ordinal: 2, level: 'high', merges: [] },
      { id: 20, name: 'A', description: null, url: null, ordinal: 1, level: 'low', merges: [] },
    ],
    resultGroups: [
      { id: 1, name: null, ordinal: 1, hidden: false },
      { id: 2, name: 'Backup analyser', ordinal: 2, hidden: false },
    ],
    evaluationGroups: [
      { id: 40, name: { en: 'Hexokinase' }, kind: 'method', member: false },
      { id: null, name: null, kind: 'all', member: true },
      { id: 41, name: { en: 'GOD-POD' }, kind: 'method', member: true },
    ],
    statistics: [
      line(20, null, { own: [ownResult(), ownResult({ resultGroupId: 2, value: 9, relation: '<', zScore: null, deviationPercent: -0.4, accepted: false })] }),
      line(21, null, { target: 50, assignedValue: 50, acceptanceMin: 45, acceptanceMax: 55, min: 40, max: 90, mean: 55, sd: 10, own: [ownResult({ value: 52, zScore: 1, deviationPercent: 4 })] }),
      line(20, 41, { n: 2, scored: false, own: [ownResult({ zScore: null })] }),
    ],
    histograms: [
      {
        sampleId: 20,
        evaluationGroupId: null,
        min: 1,
        max: 15,
        binWidth: 3.5,
        rangeSource: 'automatic',
        bins: [],
        below: 0,
        above: 0,
        normal: { mean: 5, sd: 1, scale: 17.5 },
      },
    ],
    charts: [
      {
        sampleId: 20,
        evaluationGroupId: null,
        values: [4, 5, 5.2, 6, 12],
        zScores: [-2.5, 0, 0.5, 2.5, 17.5],
        scaled: [0, 0.5, 0.6, 1, 4],
        outliers: [false, false, false, false, true],
        accepted: [true, true, true, true, false],
        own: [{ index: 2, resultGroupId: 1 }],
      },
      {
        sampleId: 21,
        evaluationGroupId: null,
        values: [40, 52, 53, 55, 90],
        zScores: [-1, 1, 1.2, 1.5, 8],
        scaled: [-0.5, 0.7, 0.8, 1, 4.5],
        outliers: [false, false, false, false, true],
        accepted: [false, true, true, true, false],
        own: [{ index: 1, resultGroupId: 1 }],
      },
    ],
    youden: [
      {
        evaluationGroupId: null,
        xSampleId: 20,
        ySampleId: 21,
        x: [4, 5.2, 12],
        y: [40, 52, 90],
        xScaled: [0, 0.6, 4],
        yScaled: [-0.5, 0.7, 4.5],
        xZ: [-2.5, 0.5, 17.5],
        yZ: [-1, 1, 8],
        outliers: [false, false, true],
        own: [{ index: 1, resultGroupId: 1 }],
      },
    ],
    nominal: [],
  };
}

/** A nominal report with one sample: values 1 (accepted, 3 labs) and 2 (1 lab, the lab's own). */
export function nominalReport(): EvaluationReport {
  const base = numericReport();
  return {
    ...base,
    parameter: { ...base.parameter, valueType: 'nominal', unit: null },
    samples: [{ id: 20, name: 'A', description: null, url: null, ordinal: 1, level: null, merges: [] }],
    statistics: [],
    histograms: [],
    charts: [],
    youden: [],
    nominal: [
      {
        sampleId: 20,
        evaluationGroupId: null,
        n: 4,
        counts: [
          { valueId: 1, name: { en: 'Positive', hu: 'Pozitív' }, count: 3, fraction: 0.75, accepted: true },
          { valueId: 2, name: { en: 'Negative', hu: 'Negatív' }, count: 1, fraction: 0.25, accepted: false },
        ],
        acceptedCount: 3,
        acceptedFraction: 0.75,
        own: [ownResult({ value: null, nominalValueId: 2, accepted: false, zScore: null, scaledValue: null, deviationPercent: null })],
      },
    ],
  };
}

type HistorySurvey = EvaluationHistory['surveys'][number];
type HistoryResult = HistorySurvey['results'][number];

function historyResult(sampleId: number, patch: Partial<HistoryResult> = {}): HistoryResult {
  return {
    sampleId,
    resultGroupId: 1,
    evaluationGroupId: null,
    value: 5,
    relation: '=',
    nominalValueId: null,
    zScore: 0,
    zPrimeScore: 0,
    zetaScore: null,
    enScore: null,
    deviationPercent: 0,
    scaledValue: 0.5,
    accepted: true,
    outlier: false,
    hidden: false,
    assignedValue: 5,
    target: 5,
    ...patch,
  };
}

function historySurvey(id: number, evaluatedAt: string, results: HistoryResult[], current = false): HistorySurvey {
  return {
    id,
    current,
    schemeShortName: 'CHEM',
    round: { id, name: `2017/${id}`, year: 2017, ordinal: id },
    startsAt: null,
    evaluatedAt,
    samples: [
      { id: id * 10, name: `${id}A`, ordinal: 1, level: 'low' },
      { id: id * 10 + 1, name: `${id}B`, ordinal: 2, level: 'high' },
    ],
    evaluationGroups: [{ id: null, name: null, kind: 'all' }],
    results,
  };
}

/** Three evaluated surveys (the last one current) with the lab's results on a low and a high sample. */
export function historyFixture(): EvaluationHistory {
  return {
    from: '2016-06-01T00:00:00.000Z',
    to: '2017-06-01T00:00:00.000Z',
    window: { from: '2017-02-28T00:00:00.000Z', to: '2017-06-01T00:00:00.000Z' },
    parameter: numericReport().parameter,
    noData: false,
    surveys: [
      historySurvey(1, '2016-09-10T00:00:00.000Z', [
        historyResult(10, { zScore: -1, deviationPercent: -3.4, scaledValue: 0.3 }),
        historyResult(11, { zScore: 2.5, deviationPercent: 8, scaledValue: 1.1, accepted: false }),
      ]),
      historySurvey(2, '2017-01-10T00:00:00.000Z', [
        historyResult(20, { zScore: 0.5, deviationPercent: 1 }),
        historyResult(20, { resultGroupId: 2, zScore: 3.5, outlier: true, deviationPercent: 12 }),
      ]),
      historySurvey(3, '2017-05-10T00:00:00.000Z', [historyResult(31, { zScore: 1.5, deviationPercent: 4.6, evaluationGroupId: null }), historyResult(31, { evaluationGroupId: 41, zScore: 1.9 })], true),
    ],
  };
}
