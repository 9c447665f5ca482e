import { describe, expect, it } from 'vitest';
import { attachChartSummaries, chartScore } from './chart-summary';
import { EMPTY_STATISTICS } from './compute-evaluation';
import type { LabResultRow, StatisticsRow } from './evaluation-types';

const stat = (sampleId: number, evaluationGroupId: number | null, nominal = false): StatisticsRow => ({
  parameterId: 1,
  sampleId,
  evaluationGroupId,
  unitId: null,
  ...EMPTY_STATISTICS,
  nominalCounts: nominal ? { '7': 1 } : null,
});

const row = (over: Partial<LabResultRow>): LabResultRow => ({
  surveyId: 1,
  labId: 1,
  parameterId: 1,
  sampleId: 10,
  resultGroupId: 100,
  evaluationGroupId: null,
  value: 5,
  nominalValueId: null,
  relation: '=',
  unitId: null,
  zScore: 0,
  zPrimeScore: 0,
  zetaScore: null,
  enScore: null,
  deviationPercent: 0,
  scaledValue: 0.5,
  accepted: true,
  outlier: false,
  hidden: false,
  ...over,
});

describe('attachChartSummaries', () => {
  it('sorts the exact visible values of each group, with rounded scores and the all-labs verdict', () => {
    const statistics = [stat(10, null), stat(10, 3), stat(11, null, true)];
    const rows = [
      row({ resultGroupId: 101, value: 6.2, zScore: 2.123456, scaledValue: 0.87654, accepted: false, outlier: true }),
      row({ resultGroupId: 100, value: 4.9, zScore: -0.1234567 }),
      row({ resultGroupId: 102, value: 3, relation: '<' }),
      row({ resultGroupId: 103, value: 5.5, hidden: true }),
      row({ resultGroupId: 101, value: 6.2, evaluationGroupId: 3, zScore: 1.5, accepted: null }),
      row({ resultGroupId: 104, sampleId: 11, value: null, nominalValueId: 7 }),
    ];
    attachChartSummaries(statistics, rows);
    expect(statistics[0]!.chart).toEqual({
      values: [4.9, 6.2],
      zScores: [-0.123, 2.123],
      scaled: [0.5, 0.877],
      outliers: [false, true],
      accepted: [true, false],
      resultGroupIds: [100, 101],
    });
    // the peer-group row carries no verdict of its own: the all-labs one is drawn
    expect(statistics[1]!.chart).toEqual({ values: [6.2], zScores: [1.5], scaled: [0.5], outliers: [false], accepted: [false], resultGroupIds: [101] });
    expect(statistics[2]!.chart).toBeNull();
  });

  it('draws non-finite scores as null', () => {
    expect(chartScore(Number.NaN)).toBeNull();
    expect(chartScore(Number.POSITIVE_INFINITY)).toBeNull();
    expect(chartScore(null)).toBeNull();
    expect(chartScore(-1.23456)).toBe(-1.235);
  });
});
