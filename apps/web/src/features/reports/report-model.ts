import {
  histogram,
  histogramRange,
  matchesLevelFilter,
  normalCurve,
  type AssignedValueSource,
  type CurvePoint,
  type Histogram,
} from '@eqa/core';
import type { ReportOptions, ValueMode } from './report-options';
import type { EvaluationReport } from './report-types';

/**
 * The pure shaping of the evaluation report's tables and charts from the server's answer
 * (reports.evaluation / reports.preEvaluation): filters (level, result group, evaluation group,
 * outliers, others), the value mode (value, z-score, scaled) and the histograms (re-binned with
 * core histogram / histogramRange / normalCurve for the common axis and the custom range).
 * No statistic is recomputed here: they come from the evaluation run.
 */

type Sample = EvaluationReport['samples'][number];
type StatisticsLine = EvaluationReport['statistics'][number];
type OwnResult = StatisticsLine['own'][number];
type ChartSeries = EvaluationReport['charts'][number];

/** The samples the level filter leaves (core matchesLevelFilter on the server's level classes). */
export function visibleSamples(report: EvaluationReport, level: ReportOptions['level']): Sample[] {
  return [...report.samples].sort((a, b) => a.ordinal - b.ordinal || a.id - b.id).filter((s) => matchesLevelFilter(s.level, level));
}

function lineOf(report: EvaluationReport, sampleId: number, groupId: number | null): StatisticsLine | null {
  return report.statistics.find((s) => s.sampleId === sampleId && s.evaluationGroupId === groupId) ?? null;
}

function seriesOf(report: EvaluationReport, sampleId: number, groupId: number | null): ChartSeries | null {
  return report.charts.find((c) => c.sampleId === sampleId && c.evaluationGroupId === groupId) ?? null;
}

function ownOf<T extends { resultGroupId: number }>(own: readonly T[], resultGroup: ReportOptions['resultGroup']): T[] {
  return resultGroup === 'all' ? [...own] : own.filter((o) => o.resultGroupId === resultGroup);
}

/** Whether the report has anything to show (else the noData text, spec 1 §2). */
export function hasReportData(report: EvaluationReport): boolean {
  if (report.noData) return false;
  return report.parameter.valueType === 'nominal' ? report.nominal.some((n) => n.n > 0) : report.statistics.some((s) => s.n > 0);
}

/** Deviation from the target as a rounded percentage (spec 1 §2). */
export function roundedPercent(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value) + 0; // + 0: no −0
}

/** One row of the numeric statistics table (spec 1 §1, §2). */
export interface StatisticsRow {
  key: string;
  sampleId: number;
  sampleName: string;
  resultGroupId: number | null;
  n: number;
  scored: boolean;
  ownValue: number | null;
  ownRelation: string | null;
  min: number | null;
  max: number | null;
  median: number | null;
  mean: number | null;
  sd: number | null;
  scaledMedian: number | null;
  scaledMean: number | null;
  cv: number | null;
  zScore: number | null;
  /** The own result's deviation from the target, rounded to a whole percent. */
  biasPercent: number | null;
  target: number | null;
  /** The assigned value, where it comes from and its standard uncertainty u(X). */
  assignedValue: number | null;
  assignedValueSource: AssignedValueSource | null;
  uncertainty: number | null;
  /** ζ and Eₙ of the own result (the lab reported its uncertainty). */
  zetaScore: number | null;
  enScore: number | null;
  acceptanceMin: number | null;
  acceptanceMax: number | null;
  accepted: boolean | null;
  outlier: boolean;
}

/**
 * The numeric statistics table: one row per visible sample and own result of the chosen result
 * group(s); one row without own values when the lab has none for the sample.
 */
export function statisticsRows(report: EvaluationReport, options: ReportOptions, groupId: number | null): StatisticsRow[] {
  const rows: StatisticsRow[] = [];
  for (const sample of visibleSamples(report, options.level)) {
    const line = lineOf(report, sample.id, groupId);
    if (!line) continue;
    const base = {
      sampleId: sample.id,
      sampleName: sample.name,
      n: line.n,
      scored: line.scored,
      min: line.min,
      max: line.max,
      median: line.median,
      mean: line.mean,
      sd: line.sd,
      scaledMedian: line.scaledMedian,
      scaledMean: line.scaledMean,
      cv: line.cv,
      target: line.target,
      assignedValue: line.assignedValue,
      assignedValueSource: line.assignedValueSource,
      uncertainty: line.uncertainty,
      acceptanceMin: line.acceptanceMin,
      acceptanceMax: line.acceptanceMax,
    };
    const own = ownOf(line.own, options.resultGroup);
    if (own.length === 0) {
      rows.push({ ...base, key: `${sample.id}`, resultGroupId: null, ownValue: null, ownRelation: null, zScore: null, zetaScore: null, enScore: null, biasPercent: null, accepted: null, outlier: false });
      continue;
    }
    for (const r of own) rows.push({ ...base, ...ownColumns(r), key: `${sample.id}:${r.resultGroupId}` });
  }
  return rows;
}

function ownColumns(r: OwnResult) {
  return {
    resultGroupId: r.resultGroupId,
    ownValue: r.value,
    ownRelation: r.relation && r.relation !== '=' ? r.relation : null,
    zScore: r.zScore,
    zetaScore: r.zetaScore,
    enScore: r.enScore,
    biasPercent: roundedPercent(r.deviationPercent),
    accepted: r.accepted,
    outlier: r.outlier,
  };
}

/** One row of the nominal statistics table. */
export interface NominalRow {
  key: string;
  sampleId: number;
  sampleName: string;
  resultGroupId: number | null;
  n: number;
  counts: EvaluationReport['nominal'][number]['counts'];
  acceptedFraction: number | null;
  ownValueId: number | null;
  accepted: boolean | null;
}

export function nominalRows(report: EvaluationReport, options: ReportOptions, groupId: number | null): NominalRow[] {
  const rows: NominalRow[] = [];
  for (const sample of visibleSamples(report, options.level)) {
    const stats = report.nominal.find((n) => n.sampleId === sample.id && n.evaluationGroupId === groupId);
    if (!stats) continue;
    const base = { sampleId: sample.id, sampleName: sample.name, n: stats.n, counts: stats.counts, acceptedFraction: stats.acceptedFraction };
    const own = ownOf(stats.own, options.resultGroup);
    if (own.length === 0) {
      rows.push({ ...base, key: `${sample.id}`, resultGroupId: null, ownValueId: null, accepted: null });
      continue;
    }
    for (const r of own) rows.push({ ...base, key: `${sample.id}:${r.resultGroupId}`, resultGroupId: r.resultGroupId, ownValueId: r.nominalValueId, accepted: r.accepted });
  }
  return rows;
}

export interface ChartPoint {
  id: string;
  x: number;
  y: number;
}

/** The value at index i of a series in a mode. */
function seriesValue(series: ChartSeries, i: number, mode: ValueMode): number | null {
  const v = mode === 'zScore' ? series.zScores[i] : mode === 'scaled' ? series.scaled[i] : series.values[i];
  return v === null || v === undefined || !Number.isFinite(v) ? null : v;
}

/** A small fixed spread of the other labs' points around their sample's position (golden ratio). */
export function jitter(index: number): number {
  return (((index * 0.6180339887) % 1) - 0.5) * 0.5;
}

/** Points of the results chart (samples side by side): x is the sample's position. */
export interface ResultsChartData {
  samples: Sample[];
  own: ChartPoint[];
  others: ChartPoint[];
  /** Other labs' outliers (drawn apart; only when outliers are shown). */
  outliers: ChartPoint[];
  /** Value mode: the target (else the assigned value) of each sample. */
  targets: ChartPoint[];
  /** Value mode: the acceptance limits of each sample. */
  limits: ChartPoint[];
}

/**
 * The results chart: the lab's own results of every visible sample and, with 'others', the other
 * labs' results beside them (outliers apart, hidden when outliers are off), as values, z-scores
 * or scaled values.
 */
export function resultsChartData(report: EvaluationReport, options: ReportOptions, mode: ValueMode, groupId: number | null): ResultsChartData {
  const samples = visibleSamples(report, options.level);
  const data: ResultsChartData = { samples, own: [], others: [], outliers: [], targets: [], limits: [] };
  samples.forEach((sample, x) => {
    const series = seriesOf(report, sample.id, groupId);
    if (series) {
      const ownIndex = new Map(series.own.map((o) => [o.index, o.resultGroupId]));
      for (let i = 0; i < series.values.length; i++) {
        const y = seriesValue(series, i, mode);
        if (y === null) continue;
        const outlier = series.outliers[i] === true;
        const group = ownIndex.get(i);
        if (group !== undefined) {
          if (options.resultGroup === 'all' || options.resultGroup === group) data.own.push({ id: `own-${sample.id}-${group}-${i}`, x, y });
          continue;
        }
        if (!options.others || (outlier && !options.outliers)) continue;
        (outlier ? data.outliers : data.others).push({ id: `o-${sample.id}-${i}`, x: x + jitter(i), y });
      }
    }
    if (mode !== 'value') return;
    const line = lineOf(report, sample.id, groupId);
    const target = line?.target ?? line?.assignedValue ?? null;
    if (target !== null) data.targets.push({ id: `t-${sample.id}`, x, y: target });
    if (line?.acceptanceMin != null) data.limits.push({ id: `min-${sample.id}`, x, y: line.acceptanceMin });
    if (line?.acceptanceMax != null) data.limits.push({ id: `max-${sample.id}`, x, y: line.acceptanceMax });
  });
  return data;
}

export interface RangeInput {
  min: number | null;
  max: number | null;
}

export interface SampleHistogram {
  sample: Sample;
  histogram: Histogram;
  /** The normal curve scaled to counts, when Gaussian is on and the sample has an SD. */
  curve: CurvePoint[];
  ownValues: number[];
  target: number | null;
  acceptanceMin: number | null;
  acceptanceMax: number | null;
}

/** The histogram values of a sample: every exact value, without outliers when they are off. */
export function histogramValues(report: EvaluationReport, sampleId: number, groupId: number | null, outliers: boolean): number[] {
  const series = seriesOf(report, sampleId, groupId);
  if (!series) return [];
  return series.values.filter((v, i) => Number.isFinite(v) && (outliers || series.outliers[i] !== true));
}

/**
 * Whether a custom histogram range is usable (spec 1 §2): a given minimum must be below the given
 * maximum. A single limit is always usable here; against the automatic other side core histogram
 * decides (and falls back to the automatic range).
 */
export function isCustomRangeValid(range: RangeInput): boolean {
  return range.min === null || range.max === null || range.min < range.max;
}

/** The smallest range holding every given range; null when none is given. */
export function unionOfRanges(ranges: ReadonlyArray<{ min: number; max: number } | null>): { min: number; max: number } | null {
  let out: { min: number; max: number } | null = null;
  for (const r of ranges) if (r) out = out ? { min: Math.min(out.min, r.min), max: Math.max(out.max, r.max) } : { ...r };
  return out;
}

/**
 * The histogram of each visible sample (core histogram, histogramRange, normalCurve). With the
 * common axis every sample shares one range: the union of the visible samples' automatic ranges. A custom
 * minimum / maximum replaces its side; when the result is not a range (min not below max) the
 * automatic range is used (spec 1 §2). The normal curve uses the run's mean and SD of the sample.
 */
export function sampleHistograms(report: EvaluationReport, options: ReportOptions, groupId: number | null, custom: RangeInput): SampleHistogram[] {
  const samples = visibleSamples(report, options.level);
  const valuesBySample = new Map(samples.map((s) => [s.id, histogramValues(report, s.id, groupId, options.outliers)]));
  // the common axis spans every sample's own automatic range (each sample's bulk, core histogramRange)
  const common = options.commonAxis ? unionOfRanges([...valuesBySample.values()].map((values) => histogramRange(values))) : null;
  const out: SampleHistogram[] = [];
  for (const sample of samples) {
    const values = valuesBySample.get(sample.id) ?? [];
    const automatic = common ?? histogramRange(values);
    if (values.length === 0 || automatic === null) continue;
    const min = custom.min ?? automatic.min;
    const max = custom.max ?? automatic.max;
    const h = histogram(values, min < max ? { min, max } : automatic);
    if (!h) continue;
    const line = lineOf(report, sample.id, groupId);
    const normal = report.histograms.find((x) => x.sampleId === sample.id && x.evaluationGroupId === groupId)?.normal ?? null;
    const mean = normal?.mean ?? line?.mean ?? null;
    const sd = normal?.sd ?? line?.sd ?? null;
    const curve = options.gaussian && mean !== null && sd !== null && sd > 0 ? normalCurve(mean, sd, { min: h.min, max: h.max }, { scale: h.n * h.binWidth }) : [];
    out.push({
      sample,
      histogram: h,
      curve,
      ownValues: line
        ? ownOf(line.own, options.resultGroup)
            .filter((r) => r.value !== null && (r.relation === null || r.relation === '='))
            .map((r) => r.value as number)
        : [],
      target: line?.target ?? line?.assignedValue ?? null,
      acceptanceMin: line?.acceptanceMin ?? null,
      acceptanceMax: line?.acceptanceMax ?? null,
    });
  }
  return out;
}

/** A Youden plot of a sample pair in a mode. */
export interface YoudenData {
  xSample: Sample;
  ySample: Sample;
  own: ChartPoint[];
  others: ChartPoint[];
  /** The targets (value mode), 0 / 0 (z-score) or 0.5 / 0.5 (scaled). */
  center: { x: number; y: number } | null;
  /** Value mode: the acceptance limits of both samples. */
  box: { xMin: number | null; xMax: number | null; yMin: number | null; yMax: number | null } | null;
}

/** The Youden plots of the sample pairs whose samples are both visible. */
export function youdenData(report: EvaluationReport, options: ReportOptions, mode: ValueMode, groupId: number | null): YoudenData[] {
  const samples = new Map(visibleSamples(report, options.level).map((s) => [s.id, s]));
  const out: YoudenData[] = [];
  for (const plot of report.youden) {
    if (plot.evaluationGroupId !== groupId) continue;
    const xSample = samples.get(plot.xSampleId);
    const ySample = samples.get(plot.ySampleId);
    if (!xSample || !ySample) continue;
    const xs = mode === 'zScore' ? plot.xZ : mode === 'scaled' ? plot.xScaled : plot.x;
    const ys = mode === 'zScore' ? plot.yZ : mode === 'scaled' ? plot.yScaled : plot.y;
    const ownIndex = new Map(plot.own.map((o) => [o.index, o.resultGroupId]));
    const own: ChartPoint[] = [];
    const others: ChartPoint[] = [];
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i];
      const y = ys[i];
      if (x === null || x === undefined || y === null || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) continue;
      const group = ownIndex.get(i);
      if (group !== undefined) {
        if (options.resultGroup === 'all' || options.resultGroup === group) own.push({ id: `own-${i}`, x, y });
        continue;
      }
      if (!options.others || (plot.outliers[i] === true && !options.outliers)) continue;
      others.push({ id: `o-${i}`, x, y });
    }
    const lx = lineOf(report, xSample.id, groupId);
    const ly = lineOf(report, ySample.id, groupId);
    let center: YoudenData['center'] = null;
    if (mode === 'zScore') center = { x: 0, y: 0 };
    else if (mode === 'scaled') center = { x: 0.5, y: 0.5 };
    else {
      const tx = lx?.target ?? lx?.assignedValue ?? null;
      const ty = ly?.target ?? ly?.assignedValue ?? null;
      if (tx !== null && ty !== null) center = { x: tx, y: ty };
    }
    const box =
      mode === 'value' ? { xMin: lx?.acceptanceMin ?? null, xMax: lx?.acceptanceMax ?? null, yMin: ly?.acceptanceMin ?? null, yMax: ly?.acceptanceMax ?? null } : null;
    out.push({ xSample, ySample, own, others, center, box });
  }
  return out;
}

/** The acceptance fraction of each visible sample of a nominal parameter (the 0.6–1 chart). */
export function acceptanceFractions(report: EvaluationReport, options: ReportOptions, groupId: number | null): Array<{ sample: Sample; fraction: number | null }> {
  const out: Array<{ sample: Sample; fraction: number | null }> = [];
  for (const sample of visibleSamples(report, options.level)) {
    const stats = report.nominal.find((n) => n.sampleId === sample.id && n.evaluationGroupId === groupId);
    if (stats) out.push({ sample, fraction: stats.acceptedFraction });
  }
  return out;
}

/** The evaluation groups offered: all labs first, then the peer groups the lab belongs to, then the rest. */
export function evaluationGroupChoices(report: EvaluationReport): EvaluationReport['evaluationGroups'] {
  return [...report.evaluationGroups].sort((a, b) => {
    if (a.id === null) return -1;
    if (b.id === null) return 1;
    return Number(b.member) - Number(a.member);
  });
}
