import { histogramRange, normalCurve } from '@eqa/core';
import { describe, expect, it } from 'vitest';
import { nominalReport, numericReport } from './report-fixture';
import {
  acceptanceFractions,
  evaluationGroupChoices,
  hasReportData,
  histogramValues,
  isCustomRangeValid,
  nominalRows,
  resultsChartData,
  roundedPercent,
  sampleHistograms,
  unionOfRanges,
  statisticsRows,
  visibleSamples,
  youdenData,
} from './report-model';
import { DEFAULT_REPORT_OPTIONS, toggleReportOption, type ReportOptions } from './report-options';

const options = (patch: Partial<ReportOptions> = {}): ReportOptions => ({ ...DEFAULT_REPORT_OPTIONS, ...patch });

describe('samples and the level filter', () => {
  it('orders the samples by ordinal and filters them by level', () => {
    const report = numericReport();
    expect(visibleSamples(report, 'all').map((s) => s.name)).toEqual(['A', 'B']);
    expect(visibleSamples(report, 'low').map((s) => s.name)).toEqual(['A']);
    expect(visibleSamples(report, 'high').map((s) => s.name)).toEqual(['B']);
  });
  it('keeps samples of level "both" under every filter and samples without a level under all only', () => {
    const report = numericReport();
    report.samples = report.samples.map((s) => ({ ...s, level: s.name === 'A' ? 'both' : null }));
    expect(visibleSamples(report, 'high').map((s) => s.name)).toEqual(['A']);
    expect(visibleSamples(report, 'all').map((s) => s.name)).toEqual(['A', 'B']);
  });
});

describe('no data (survey.report.evaluation.noData)', () => {
  it('is reported when the server says so or no group has values', () => {
    expect(hasReportData(numericReport())).toBe(true);
    expect(hasReportData({ ...numericReport(), noData: true })).toBe(false);
    const empty = numericReport();
    empty.statistics = empty.statistics.map((s) => ({ ...s, n: 0 }));
    expect(hasReportData(empty)).toBe(false);
    expect(hasReportData(nominalReport())).toBe(true);
  });
});

describe('numeric statistics table', () => {
  it('gives one row per own result with the rounded bias%, and the run statistics', () => {
    const rows = statisticsRows(numericReport(), options(), null);
    expect(rows.map((r) => r.key)).toEqual(['20:1', '20:2', '21:1']);
    expect(rows[0]).toMatchObject({ n: 5, ownValue: 5.2, ownRelation: null, zScore: 0.5, biasPercent: 4, scaledMedian: 0.5, scaledMean: 0.6, accepted: true });
    expect(rows[1]).toMatchObject({ ownValue: 9, ownRelation: '<', zScore: null, biasPercent: 0, accepted: false });
    expect(Object.is(rows[1]!.biasPercent, -0)).toBe(false);
    expect(rows[2]).toMatchObject({ target: 50, acceptanceMin: 45, acceptanceMax: 55, biasPercent: 4 });
  });
  it("carries the assigned value with its source and uncertainty, and the own result's ζ and Eₙ", () => {
    const report = numericReport();
    const line = report.statistics.find((l) => l.sampleId === 20 && l.evaluationGroupId === null)!;
    Object.assign(line, { assignedValue: 5.1, assignedValueSource: 'certified_reference_material', uncertainty: 0.05 });
    Object.assign(line.own[0]!, { zetaScore: 1.2, enScore: 0.6 });
    const row = statisticsRows(report, options(), null)[0]!;
    expect(row).toMatchObject({ assignedValue: 5.1, assignedValueSource: 'certified_reference_material', uncertainty: 0.05, zetaScore: 1.2, enScore: 0.6 });
  });
  it('follows the result group, the level and the evaluation group', () => {
    expect(statisticsRows(numericReport(), options({ resultGroup: 2 }), null).map((r) => r.key)).toEqual(['20:2', '21']);
    expect(statisticsRows(numericReport(), options({ level: 'high' }), null).map((r) => r.key)).toEqual(['21:1']);
    const peer = statisticsRows(numericReport(), options(), 41);
    expect(peer).toHaveLength(1);
    expect(peer[0]).toMatchObject({ n: 2, scored: false, zScore: null });
  });
  it('rounds percentages to whole numbers', () => {
    expect(roundedPercent(4.5)).toBe(5);
    expect(roundedPercent(-0.2)).toBe(0);
    expect(roundedPercent(null)).toBeNull();
    expect(roundedPercent(Number.NaN)).toBeNull();
  });
});

describe('nominal statistics table', () => {
  it('shows the counts, the acceptance fraction and the own answer', () => {
    const rows = nominalRows(nominalReport(), options(), null);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ n: 4, acceptedFraction: 0.75, ownValueId: 2, accepted: false });
    expect(rows[0]!.counts.map((c) => c.count)).toEqual([3, 1]);
    expect(acceptanceFractions(nominalReport(), options(), null).map((f) => f.fraction)).toEqual([0.75]);
  });
});

describe('results chart', () => {
  it('shows only the own results unless others are on', () => {
    const data = resultsChartData(numericReport(), options(), 'value', null);
    expect(data.own.map((p) => [p.x, p.y])).toEqual([
      [0, 5.2],
      [1, 52],
    ]);
    expect(data.others).toEqual([]);
    expect(data.targets.map((p) => p.y)).toEqual([5, 50]);
    expect(data.limits.map((p) => p.y)).toEqual([4, 6, 45, 55]);
  });
  it('adds the other labs with their outliers apart, and drops the outliers when they are off', () => {
    const data = resultsChartData(numericReport(), options({ others: true }), 'value', null);
    expect(data.others.map((p) => p.y)).toEqual([4, 5, 6, 40, 53, 55]);
    expect(data.outliers.map((p) => p.y)).toEqual([12, 90]);
    for (const p of data.others) expect(Math.abs(p.x - Math.round(p.x))).toBeLessThanOrEqual(0.25);
    const without = resultsChartData(numericReport(), options({ others: true, outliers: false }), 'value', null);
    expect(without.outliers).toEqual([]);
    expect(without.others).toHaveLength(6);
  });
  it('switches to z-scores and scaled values (no target or limit points there)', () => {
    const z = resultsChartData(numericReport(), toggleReportOption(options(), 'zScore', true), 'zScore', null);
    expect(z.own.map((p) => p.y)).toEqual([0.5, 1]);
    expect(z.targets).toEqual([]);
    const scaled = resultsChartData(numericReport(), options(), 'scaled', null);
    expect(scaled.own.map((p) => p.y)).toEqual([0.6, 0.7]);
    expect(scaled.limits).toEqual([]);
  });
  it('shows the own results of the chosen result group only', () => {
    expect(resultsChartData(numericReport(), options({ resultGroup: 2 }), 'value', null).own).toEqual([]);
  });
});

describe('histograms (core histogram, histogramRange, normalCurve)', () => {
  it('use every exact value, without the outliers when they are off', () => {
    expect(histogramValues(numericReport(), 20, null, true)).toEqual([4, 5, 5.2, 6, 12]);
    expect(histogramValues(numericReport(), 20, null, false)).toEqual([4, 5, 5.2, 6]);
  });
  it('share one automatic range across the samples on the common axis: the union of their own ranges', () => {
    const low = histogramRange([4, 5, 5.2, 6, 12])!;
    const high = histogramRange([40, 52, 53, 55, 90])!;
    const common = { min: Math.min(low.min, high.min), max: Math.max(low.max, high.max) };
    expect(unionOfRanges([low, null, high])).toEqual(common);
    expect(unionOfRanges([null])).toBeNull();
    const hs = sampleHistograms(numericReport(), options(), null, { min: null, max: null });
    // the charts share the axis, each sample's bins fit its own data (issue 32: not all in one bar)
    expect(hs.map((h) => [h.axis.min, h.axis.max])).toEqual([
      [common.min, common.max],
      [common.min, common.max],
    ]);
    expect([hs[0]!.histogram.min, hs[0]!.histogram.max]).toEqual([histogramRange([4, 5, 5.2, 6, 12])!.min, histogramRange([4, 5, 5.2, 6, 12])!.max]);
    expect([hs[1]!.histogram.min, hs[1]!.histogram.max]).toEqual([histogramRange([40, 52, 53, 55, 90])!.min, histogramRange([40, 52, 53, 55, 90])!.max]);
    expect(hs[0]!.histogram.binWidth).toBeLessThan((common.max - common.min) / hs[0]!.histogram.bins.length);
    const own = sampleHistograms(numericReport(), options({ commonAxis: false }), null, { min: null, max: null });
    expect(own[0]!.histogram.min).toBe(histogramRange([4, 5, 5.2, 6, 12])!.min);
    expect(own[1]!.histogram.max).toBe(histogramRange([40, 52, 53, 55, 90])!.max);
  });
  it('take a custom range, and fall back to the automatic one when min is not below max', () => {
    const custom = sampleHistograms(numericReport(), options({ commonAxis: false }), null, { min: 3.12345, max: 7 });
    expect([custom[0]!.histogram.min, custom[0]!.histogram.max]).toEqual([3.123, 7]);
    expect(custom[0]!.histogram.above).toBe(1);
    const rejected = sampleHistograms(numericReport(), options({ commonAxis: false }), null, { min: 9, max: 7 });
    expect(rejected[0]!.histogram.min).toBe(histogramRange([4, 5, 5.2, 6, 12])!.min);
    expect(isCustomRangeValid({ min: 9, max: 7 })).toBe(false);
    expect(isCustomRangeValid({ min: 3, max: null })).toBe(true);
  });
  it('draw the normal curve only when Gaussian is on, scaled to the counts', () => {
    expect(sampleHistograms(numericReport(), options(), null, { min: null, max: null })[0]!.curve).toEqual([]);
    const [a] = sampleHistograms(numericReport(), options({ gaussian: true, commonAxis: false }), null, { min: null, max: null });
    const h = a!.histogram;
    expect(a!.curve).toEqual(normalCurve(5, 1, a!.axis, { scale: h.n * h.binWidth }));
    expect(a!.ownValues).toEqual([5.2]);
  });
  it('follow the level filter', () => {
    expect(sampleHistograms(numericReport(), options({ level: 'high' }), null, { min: null, max: null }).map((h) => h.sample.name)).toEqual(['B']);
  });
});

describe('Youden plots', () => {
  it('pair the samples per lab, own point apart, others when asked', () => {
    const [plot] = youdenData(numericReport(), options(), 'value', null);
    expect(plot!.own).toEqual([{ id: 'own-1', x: 5.2, y: 52 }]);
    expect(plot!.others).toEqual([]);
    expect(plot!.center).toEqual({ x: 5, y: 50 });
    expect(plot!.box).toEqual({ xMin: 4, xMax: 6, yMin: 45, yMax: 55 });
    const withOthers = youdenData(numericReport(), options({ others: true }), 'value', null)[0]!;
    expect(withOthers.others.map((p) => [p.x, p.y])).toEqual([
      [4, 40],
      [12, 90],
    ]);
    expect(youdenData(numericReport(), options({ others: true, outliers: false }), 'value', null)[0]!.others).toHaveLength(1);
  });
  it('use z-scores or scaled values and centre on 0 or 0.5', () => {
    const z = youdenData(numericReport(), options(), 'zScore', null)[0]!;
    expect(z.own[0]).toMatchObject({ x: 0.5, y: 1 });
    expect(z.center).toEqual({ x: 0, y: 0 });
    expect(z.box).toBeNull();
    expect(youdenData(numericReport(), options(), 'scaled', null)[0]!.center).toEqual({ x: 0.5, y: 0.5 });
  });
  it('disappear when the level filter hides one of the pair', () => {
    expect(youdenData(numericReport(), options({ level: 'low' }), 'value', null)).toEqual([]);
  });
});

describe('evaluation groups', () => {
  it('offer all labs first, then the lab’s own peer groups', () => {
    expect(evaluationGroupChoices(numericReport()).map((g) => g.id)).toEqual([null, 41, 40]);
  });
});
