import { deviationPercent, histogram, sampleLevels, scaledValue, type Localized } from '@eqa/core';
import type {
  TEvaluationReport,
  TOwnResult,
  TReportEvaluationGroup,
  TReportSample,
  TStatisticsLine,
} from './get-evaluation-report.types';
import type { EvaluationChart } from '@eqa/db';
import { chartScore, type StatisticsRow } from '@eqa/jobs';
import type { ReportParameter } from './open-report';

/** A row of evaluation_statistics as the report reads it: the job's row without its chart and keys. */
export type ReportStatisticsRow = Omit<StatisticsRow, 'parameterId' | 'unitId' | 'chart'>;

/** A row of evaluation_lab_results as the report reads it. */
export interface ReportLabRow {
  surveyId: number;
  labId: number;
  sampleId: number;
  resultGroupId: number | null;
  evaluationGroupId: number | null;
  value: number | null;
  nominalValueId: number | null;
  relation: '=' | '<' | '>' | '<=' | '>=' | null;
  zScore: number | null;
  zPrimeScore: number | null;
  deviationPercent: number | null;
  scaledValue: number | null;
  accepted: boolean | null;
  outlier: boolean;
  hidden: boolean;
}

export interface ReportGroupInfo {
  id: number;
  name: Localized;
  kind: TReportEvaluationGroup['kind'];
  ordinal: number;
}

export interface ReportData {
  kind: TEvaluationReport['kind'];
  run: TEvaluationReport['run'];
  survey: TEvaluationReport['survey'];
  parameter: ReportParameter;
  lab: TEvaluationReport['lab'];
  labId: number;
  surveyId: number;
  samples: Array<Omit<TReportSample, 'level'>>;
  resultGroups: TEvaluationReport['resultGroups'];
  /** Evaluation groups of the statistics (by id), and the name of the survey's 'all' group. */
  groups: Map<number, ReportGroupInfo>;
  allGroupName: Localized | null;
  statistics: ReportStatisticsRow[];
  /**
   * The lab rows: every lab's, or only the lab's own when `charts` holds the run's chart series
   * (evaluation_statistics.chart, by keyOf(sampleId, groupId)).
   */
  rows: ReportLabRow[];
  charts: Map<string, EvaluationChart> | null;
  /** Nominal parameters: accepted value ids per sample, and the names of the values. */
  acceptedValueIds: Map<number, number[]>;
  valueNames: Map<number, Localized>;
  histogramRange: { min?: number | undefined; max?: number | undefined };
}

export const keyOf = (sampleId: number, groupId: number | null) => `${sampleId}:${groupId ?? 0}`;
/** A result's identity across samples and groups: its result group (ids are unique over all surveys). */
const participantOf = (row: ReportLabRow) => row.resultGroupId ?? -row.labId;
const isExact = (row: ReportLabRow) => row.value !== null && (row.relation === null || row.relation === '=');

/** The points of a chart: exact, visible values sorted by value, with their fields at the same index. */
interface Series {
  values: number[];
  zScores: Array<number | null>;
  scaled: Array<number | null>;
  outliers: boolean[];
  accepted: Array<boolean | null>;
  /** Result identity (participantOf) per point, for the Youden pairs. */
  participants: number[];
  own: Array<{ index: number; resultGroupId: number }>;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/**
 * Builds the evaluation report from the stored read models (no statistic is recomputed; only the
 * presentation derivations: scaled median/mean and bias % from the stored figures, histogram bins
 * for a custom range, chart arrays, Youden pairs). Other labs are anonymous: their values come
 * sorted, without lab or result group.
 */
export function buildReport(data: ReportData): TEvaluationReport {
  const { parameter } = data;
  const sampleOrder = new Map(data.samples.map((s, i) => [s.id, i]));
  const groupOrder = (id: number | null) => (id === null ? -1 : (data.groups.get(id)?.ordinal ?? 0) * 1e6 + id);
  const statistics = [...data.statistics].sort(
    (a, b) =>
      (sampleOrder.get(a.sampleId) ?? 0) - (sampleOrder.get(b.sampleId) ?? 0) ||
      groupOrder(a.evaluationGroupId) - groupOrder(b.evaluationGroupId),
  );
  const rowsByKey = groupBy(data.rows, (r) => keyOf(r.sampleId, r.evaluationGroupId));
  /** The verdict of each result: its all-labs row's (per sample, per participant). */
  const verdicts = new Map<number, Map<number, boolean | null>>();
  for (const row of data.rows) {
    if (row.evaluationGroupId !== null) continue;
    let bySample = verdicts.get(row.sampleId);
    if (!bySample) verdicts.set(row.sampleId, (bySample = new Map()));
    bySample.set(participantOf(row), row.accepted);
  }
  const verdictOf = (row: ReportLabRow) => {
    const verdict = verdicts.get(row.sampleId)?.get(participantOf(row));
    return verdict === undefined ? row.accepted : verdict;
  };
  const isOwn = (row: ReportLabRow) => row.labId === data.labId && row.surveyId === data.surveyId && row.resultGroupId !== null;
  const rgOrder = new Map(data.resultGroups.map((g) => [g.id, g.ordinal]));
  const ownOf = (key: string): TOwnResult[] =>
    (rowsByKey.get(key) ?? [])
      .filter(isOwn)
      .sort((a, b) => (rgOrder.get(a.resultGroupId!) ?? 0) - (rgOrder.get(b.resultGroupId!) ?? 0))
      .map((r) => ({
        resultGroupId: r.resultGroupId!,
        value: r.value,
        relation: r.relation,
        nominalValueId: r.nominalValueId,
        zScore: r.zScore,
        zPrimeScore: r.zPrimeScore,
        deviationPercent: r.deviationPercent,
        scaledValue: r.scaledValue,
        accepted: verdictOf(r),
        outlier: r.outlier,
        hidden: r.hidden,
      }));

  /** A chart series: from the stored chart summary, else from every lab's rows (older runs). */
  const ownGroups = new Set(data.resultGroups.map((g) => g.id));
  const seriesCache = new Map<string, Series>();
  const hasSeries = (key: string) => (data.charts ? data.charts.has(key) : rowsByKey.has(key));
  const seriesOf = (key: string): Series => {
    const cached = seriesCache.get(key);
    if (cached) return cached;
    let series: Series;
    const chart = data.charts?.get(key);
    if (data.charts) {
      const c = chart ?? { values: [], zScores: [], scaled: [], outliers: [], accepted: [], resultGroupIds: [] };
      series = {
        values: c.values,
        zScores: c.zScores,
        scaled: c.scaled,
        outliers: c.outliers,
        accepted: c.accepted,
        participants: c.resultGroupIds,
        own: c.resultGroupIds.flatMap((resultGroupId, index) => (ownGroups.has(resultGroupId) ? [{ index, resultGroupId }] : [])),
      };
    } else {
      const points = (rowsByKey.get(key) ?? []).filter((r) => !r.hidden && isExact(r)).sort((a, b) => a.value! - b.value!);
      series = {
        values: points.map((r) => r.value!),
        zScores: points.map((r) => chartScore(r.zScore)),
        scaled: points.map((r) => chartScore(r.scaledValue)),
        outliers: points.map((r) => r.outlier),
        accepted: points.map(verdictOf),
        participants: points.map(participantOf),
        own: points.flatMap((r, index) => (isOwn(r) ? [{ index, resultGroupId: r.resultGroupId! }] : [])),
      };
    }
    seriesCache.set(key, series);
    return series;
  };

  const allLabs = statistics.filter((s) => s.evaluationGroupId === null);
  const levels = sampleLevels(
    data.samples.map((sample) => {
      const s = allLabs.find((x) => x.sampleId === sample.id);
      return s ? (s.target ?? s.assignedValue) : null;
    }),
  );
  const samples: TReportSample[] = data.samples.map((s, i) => ({ ...s, level: levels[i] ?? null }));

  const memberOf = new Set(data.rows.filter(isOwn).map((r) => r.evaluationGroupId ?? 0));
  const groupIds = [...new Set(statistics.map((s) => s.evaluationGroupId))];
  const evaluationGroups: TReportEvaluationGroup[] = groupIds.map((id) => {
    const info = id === null ? null : data.groups.get(id);
    return {
      id,
      name: id === null ? data.allGroupName : (info?.name ?? null),
      kind: id === null ? 'all' : (info?.kind ?? 'custom'),
      member: memberOf.has(id ?? 0),
    };
  });

  const hasData = allLabs.some((s) => s.n > 0);
  const report: TEvaluationReport = {
    kind: data.kind,
    noData: data.run === null || !hasData,
    run: data.run,
    survey: data.survey,
    parameter: {
      id: parameter.id,
      name: parameter.name,
      qualifier: parameter.qualifier,
      valueType: parameter.valueType,
      unit: parameter.unit,
      minN: parameter.minN,
    },
    lab: data.lab,
    samples,
    resultGroups: data.resultGroups,
    evaluationGroups,
    statistics: [],
    histograms: [],
    charts: [],
    youden: [],
    nominal: [],
  };
  if (!hasData) return report;

  if (parameter.valueType === 'nominal') {
    report.nominal = statistics.map((s) => {
      const key = keyOf(s.sampleId, s.evaluationGroupId);
      const accepted = new Set(data.acceptedValueIds.get(s.sampleId) ?? []);
      const visible = (rowsByKey.get(key) ?? []).filter((r) => !r.hidden && r.nominalValueId !== null);
      const acceptedCount = visible.filter((r) => verdictOf(r) === true).length;
      return {
        sampleId: s.sampleId,
        evaluationGroupId: s.evaluationGroupId,
        n: s.n,
        counts: Object.entries(s.nominalCounts ?? {})
          .map(([valueId, count]) => ({
            valueId: Number(valueId),
            name: data.valueNames.get(Number(valueId)) ?? {},
            count,
            fraction: s.n === 0 ? 0 : count / s.n,
            accepted: accepted.has(Number(valueId)),
          }))
          .sort((a, b) => b.count - a.count || a.valueId - b.valueId),
        acceptedCount,
        acceptedFraction: s.n === 0 || accepted.size === 0 ? null : acceptedCount / s.n,
        own: ownOf(key),
      };
    });
    return report;
  }

  report.statistics = statistics.map((s): TStatisticsLine => {
    const range = { min: s.acceptanceMin, max: s.acceptanceMax, target: s.target };
    const hasRange = range.min !== null || range.max !== null;
    const biasTarget = s.target ?? s.assignedValue;
    return {
      sampleId: s.sampleId,
      evaluationGroupId: s.evaluationGroupId,
      n: s.n,
      nOutliers: s.nOutliers,
      scored: s.n >= parameter.minN && s.assignedValue !== null && s.sigmaPt !== null,
      min: s.min,
      max: s.max,
      median: s.median,
      mean: s.mean,
      sd: s.sd,
      cv: s.cv,
      robustMean: s.robustMean,
      robustSd: s.robustSd,
      assignedValue: s.assignedValue,
      sigmaPt: s.sigmaPt,
      uncertainty: s.uncertainty,
      scaledMedian: hasRange && s.median !== null ? scaledValue(s.median, range) : null,
      scaledMean: hasRange && s.mean !== null ? scaledValue(s.mean, range) : null,
      biasPercent: s.mean !== null && biasTarget !== null ? deviationPercent(s.mean, biasTarget) : null,
      target: s.target,
      acceptanceMin: s.acceptanceMin,
      acceptanceMax: s.acceptanceMax,
      own: ownOf(keyOf(s.sampleId, s.evaluationGroupId)),
    };
  });

  for (const s of statistics) {
    const series = seriesOf(keyOf(s.sampleId, s.evaluationGroupId));
    report.charts.push({
      sampleId: s.sampleId,
      evaluationGroupId: s.evaluationGroupId,
      values: series.values,
      zScores: series.zScores,
      scaled: series.scaled,
      outliers: series.outliers,
      accepted: series.accepted,
      own: series.own,
    });
    const values = series.values;
    const custom = data.histogramRange;
    const useStored = s.histogram !== null && s.histogram.bins.length > 0 && custom.min === undefined && custom.max === undefined;
    let bins: TEvaluationReport['histograms'][number] | null = null;
    if (useStored) {
      const stored = s.histogram!.bins;
      const min = stored[0]!.from;
      const max = stored[stored.length - 1]!.to;
      bins = {
        sampleId: s.sampleId,
        evaluationGroupId: s.evaluationGroupId,
        min,
        max,
        binWidth: (max - min) / stored.length,
        rangeSource: 'automatic',
        bins: stored,
        below: 0,
        above: 0,
        normal: null,
      };
    } else {
      const computed = histogram(values, { min: custom.min ?? null, max: custom.max ?? null });
      if (computed) {
        bins = {
          sampleId: s.sampleId,
          evaluationGroupId: s.evaluationGroupId,
          min: computed.min,
          max: computed.max,
          binWidth: computed.binWidth,
          rangeSource: computed.rangeSource,
          bins: computed.bins,
          below: computed.below,
          above: computed.above,
          normal: null,
        };
      }
    }
    if (bins) {
      const counted = bins.bins.reduce((sum, b) => sum + b.count, 0);
      const mean = s.robustMean ?? s.mean;
      const sd = s.robustSd ?? s.sd;
      bins.normal = mean !== null && sd !== null && sd > 0 ? { mean, sd, scale: counted * bins.binWidth } : null;
      report.histograms.push(bins);
    }
  }

  // Youden plots: consecutive sample pairs (1–2, 3–4, …), per group present in both.
  for (let i = 0; i + 1 < data.samples.length; i += 2) {
    const xSample = data.samples[i]!.id;
    const ySample = data.samples[i + 1]!.id;
    for (const groupId of groupIds) {
      if (!hasSeries(keyOf(xSample, groupId)) || !hasSeries(keyOf(ySample, groupId))) continue;
      const xs = seriesOf(keyOf(xSample, groupId));
      const ys = seriesOf(keyOf(ySample, groupId));
      const yIndex = new Map(ys.participants.map((p, i) => [p, i]));
      const pairs: Array<[number, number]> = [];
      xs.participants.forEach((p, i) => {
        const j = yIndex.get(p);
        if (j !== undefined) pairs.push([i, j]);
      });
      pairs.sort((a, b) => xs.values[a[0]]! - xs.values[b[0]]! || ys.values[a[1]]! - ys.values[b[1]]!);
      if (pairs.length === 0) continue;
      const ownX = new Map(xs.own.map((o) => [o.index, o.resultGroupId]));
      report.youden.push({
        evaluationGroupId: groupId,
        xSampleId: xSample,
        ySampleId: ySample,
        x: pairs.map(([i]) => xs.values[i]!),
        y: pairs.map(([, j]) => ys.values[j]!),
        xScaled: pairs.map(([i]) => xs.scaled[i]!),
        yScaled: pairs.map(([, j]) => ys.scaled[j]!),
        xZ: pairs.map(([i]) => xs.zScores[i]!),
        yZ: pairs.map(([, j]) => ys.zScores[j]!),
        outliers: pairs.map(([i, j]) => xs.outliers[i]! || ys.outliers[j]!),
        own: pairs.flatMap(([i], index) => {
          const resultGroupId = ownX.get(i);
          return resultGroupId === undefined ? [] : [{ index, resultGroupId }];
        }),
      });
    }
  }
  return report;
}
