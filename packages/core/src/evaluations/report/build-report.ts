import type { Localized } from '../../platform/localized';
import type { EvaluationChart, StatisticsRow } from '../evaluation-types';
import { chartScore } from '../chart-summary';
import { histogram } from '../histogram';
import { sampleLevels } from '../levels';
import { deviationPercent, scaledValue } from '../scores';
import type {
  TChartSeries,
  TEvaluationReport,
  TNominalStatistics,
  TOwnMark,
  TOwnResult,
  TReportEvaluationGroup,
  TReportHistogram,
  TReportSample,
  TStatisticsLine,
  TYoudenPlot,
} from './report.types';

/**
 * The evaluation report of a lab, in two parts:
 * - buildSharedReport: what is the same for every lab of the survey, from a run's stored rows of a
 *   parameter (statistics lines, automatic histograms, chart series, Youden plots, nominal counts).
 *   A run never changes once written, so a caller may build it once per run and keep it.
 * - labReport: the report of one lab from the shared part and the lab's own rows (own results, own
 *   marks in the series, the groups the lab is in, a custom histogram range).
 * No statistic is recomputed; only presentation derivations (scaled median/mean and bias % from
 * the stored figures, histogram bins for a custom range, Youden pairs). Other labs are anonymous:
 * their values come sorted, without lab or result group.
 */

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

/** The parameter as the report shows it. */
export interface ReportParameter {
  id: number;
  name: Localized;
  qualifier: Localized | null;
  valueType: 'numeric' | 'nominal';
  /** The evaluated result dimension (the first numeric or nominal one of the scheme version). */
  dimensionId: string;
  unit: { id: number; name: Localized } | null;
  /** Minimum group size for scores (scheme version min_participants, else the default 8). */
  minN: number;
}

/** What buildSharedReport reads: a run's rows of one parameter. */
export interface SharedReportData {
  valueType: ReportParameter['valueType'];
  minN: number;
  /** The survey's samples in report order (Youden plots pair them 1–2, 3–4, …). */
  sampleIds: number[];
  statistics: ReportStatisticsRow[];
  /** Ordinal of each evaluation group of the statistics (the table's order). */
  groupOrdinals: Map<number, number>;
  /**
   * The stored chart series (evaluation_statistics.chart) by reportSeriesKey(sampleId, groupId); null for a
   * run written before them and for nominal parameters: the series then come from `rows`.
   */
  charts: Map<string, EvaluationChart> | null;
  /** Every lab's rows when `charts` is null (else unused). */
  rows: ReportLabRow[];
  /** Nominal parameters: accepted value ids per sample. */
  acceptedValueIds: Map<number, number[]>;
}

/** A chart series with the result group (participant) of each point, which never leaves the server. */
interface SharedSeries extends Omit<TChartSeries, 'own'> {
  participants: number[];
}

/** The part of the report that is the same for every lab of the survey. */
export interface SharedReport {
  /** Nobody reported the parameter. */
  noData: boolean;
  /** Target (else assigned value) of each sample's all-labs row, for the sample levels. */
  sampleLevelValues: Map<number, number | null>;
  /** Evaluation group ids of the statistics, in table order. */
  groupIds: Array<number | null>;
  statistics: Array<Omit<TStatisticsLine, 'own'>>;
  /** The run's statistics rows in table order (a custom histogram range is drawn from them). */
  statisticsRows: ReportStatisticsRow[];
  /** Automatic-range histograms (statistics order). */
  histograms: TReportHistogram[];
  charts: SharedSeries[];
  youden: Array<Omit<TYoudenPlot, 'own'> & { participants: number[] }>;
  nominal: Array<Omit<TNominalStatistics, 'own' | 'counts'> & { counts: Array<Omit<TNominalStatistics['counts'][number], 'name'>> }>;
}

/** What labReport adds: the request's survey, lab and options, and the lab's own rows. */
export interface LabReportData {
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
  /** The lab's own rows in the run (its rows of this survey; other rows are ignored). */
  rows: ReportLabRow[];
  /** Nominal parameters: the names of the values. */
  valueNames: Map<number, Localized>;
  histogramRange: { min?: number | undefined; max?: number | undefined };
}

export const reportSeriesKey = (sampleId: number, groupId: number | null) => `${sampleId}:${groupId ?? 0}`;
/** A result's identity across samples and groups: its result group (ids are unique over all surveys). */
const participantOf = (row: ReportLabRow) => row.resultGroupId ?? -row.labId;
const isExact = (row: ReportLabRow) => row.value !== null && (row.relation === null || row.relation === '=');

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

/** The verdict of each result: its all-labs row's (per sample, per participant). */
function verdictsOf(rows: readonly ReportLabRow[]): (row: ReportLabRow) => boolean | null {
  const verdicts = new Map<number, Map<number, boolean | null>>();
  for (const row of rows) {
    if (row.evaluationGroupId !== null) continue;
    let bySample = verdicts.get(row.sampleId);
    if (!bySample) verdicts.set(row.sampleId, (bySample = new Map()));
    bySample.set(participantOf(row), row.accepted);
  }
  return (row) => {
    const verdict = verdicts.get(row.sampleId)?.get(participantOf(row));
    return verdict === undefined ? row.accepted : verdict;
  };
}

const EMPTY_CHART: EvaluationChart = { values: [], zScores: [], scaled: [], outliers: [], accepted: [], resultGroupIds: [] };

/** The part of a report every lab of the survey shares (see the top of this file). */
export function buildSharedReport(data: SharedReportData): SharedReport {
  const sampleOrder = new Map(data.sampleIds.map((id, i) => [id, i]));
  const groupOrder = (id: number | null) => (id === null ? -1 : (data.groupOrdinals.get(id) ?? 0) * 1e6 + id);
  const statistics = [...data.statistics].sort(
    (a, b) =>
      (sampleOrder.get(a.sampleId) ?? 0) - (sampleOrder.get(b.sampleId) ?? 0) || groupOrder(a.evaluationGroupId) - groupOrder(b.evaluationGroupId),
  );
  const allLabs = statistics.filter((s) => s.evaluationGroupId === null);
  const sampleLevelValues = new Map(
    data.sampleIds.map((id) => {
      const s = allLabs.find((x) => x.sampleId === id);
      return [id, s ? (s.target ?? s.assignedValue) : null];
    }),
  );
  const groupIds = [...new Set(statistics.map((s) => s.evaluationGroupId))];
  const shared: SharedReport = {
    noData: !allLabs.some((s) => s.n > 0),
    sampleLevelValues,
    groupIds,
    statistics: [],
    statisticsRows: statistics,
    histograms: [],
    charts: [],
    youden: [],
    nominal: [],
  };
  if (shared.noData) return shared;

  const rowsByKey = data.charts ? new Map<string, ReportLabRow[]>() : groupBy(data.rows, (r) => reportSeriesKey(r.sampleId, r.evaluationGroupId));
  const verdictOf = verdictsOf(data.charts ? [] : data.rows);

  if (data.valueType === 'nominal') {
    shared.nominal = statistics.map((s) => {
      const accepted = new Set(data.acceptedValueIds.get(s.sampleId) ?? []);
      const visible = (rowsByKey.get(reportSeriesKey(s.sampleId, s.evaluationGroupId)) ?? []).filter((r) => !r.hidden && r.nominalValueId !== null);
      const acceptedCount = visible.filter((r) => verdictOf(r) === true).length;
      return {
        sampleId: s.sampleId,
        evaluationGroupId: s.evaluationGroupId,
        n: s.n,
        counts: Object.entries(s.nominalCounts ?? {})
          .map(([valueId, count]) => ({
            valueId: Number(valueId),
            count,
            fraction: s.n === 0 ? 0 : count / s.n,
            accepted: accepted.has(Number(valueId)),
          }))
          .sort((a, b) => b.count - a.count || a.valueId - b.valueId),
        acceptedCount,
        acceptedFraction: s.n === 0 || accepted.size === 0 ? null : acceptedCount / s.n,
      };
    });
    return shared;
  }

  /** A chart series: from the stored chart summary, else from every lab's rows (older runs). */
  const series = new Map<string, SharedSeries>();
  const hasSeries = (key: string) => (data.charts ? data.charts.has(key) : rowsByKey.has(key));
  const seriesOf = (sampleId: number, groupId: number | null): SharedSeries => {
    const key = reportSeriesKey(sampleId, groupId);
    const cached = series.get(key);
    if (cached) return cached;
    let made: SharedSeries;
    if (data.charts) {
      const c = data.charts.get(key) ?? EMPTY_CHART;
      made = { sampleId, evaluationGroupId: groupId, values: c.values, zScores: c.zScores, scaled: c.scaled, outliers: c.outliers, accepted: c.accepted, participants: c.resultGroupIds };
    } else {
      const points = (rowsByKey.get(key) ?? []).filter((r) => !r.hidden && isExact(r)).sort((a, b) => a.value! - b.value!);
      made = {
        sampleId,
        evaluationGroupId: groupId,
        values: points.map((r) => r.value!),
        zScores: points.map((r) => chartScore(r.zScore)),
        scaled: points.map((r) => chartScore(r.scaledValue)),
        outliers: points.map((r) => r.outlier),
        accepted: points.map(verdictOf),
        participants: points.map(participantOf),
      };
    }
    series.set(key, made);
    return made;
  };

  for (const s of statistics) {
    const range = { min: s.acceptanceMin, max: s.acceptanceMax, target: s.target };
    const hasRange = range.min !== null || range.max !== null;
    const biasTarget = s.target ?? s.assignedValue;
    shared.statistics.push({
      sampleId: s.sampleId,
      evaluationGroupId: s.evaluationGroupId,
      n: s.n,
      nOutliers: s.nOutliers,
      scored: s.n >= data.minN && s.assignedValue !== null && s.sigmaPt !== null,
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
    });
    const chart = seriesOf(s.sampleId, s.evaluationGroupId);
    shared.charts.push(chart);
    const bins = histogramOf(s, chart.values, {});
    if (bins) shared.histograms.push(bins);
  }

  // Youden plots: consecutive sample pairs (1–2, 3–4, …), per group present in both.
  for (let i = 0; i + 1 < data.sampleIds.length; i += 2) {
    const xSample = data.sampleIds[i]!;
    const ySample = data.sampleIds[i + 1]!;
    for (const groupId of groupIds) {
      if (!hasSeries(reportSeriesKey(xSample, groupId)) || !hasSeries(reportSeriesKey(ySample, groupId))) continue;
      const xs = seriesOf(xSample, groupId);
      const ys = seriesOf(ySample, groupId);
      const yIndex = new Map(ys.participants.map((p, j) => [p, j]));
      const pairs: Array<[number, number]> = [];
      xs.participants.forEach((p, j) => {
        const k = yIndex.get(p);
        if (k !== undefined) pairs.push([j, k]);
      });
      pairs.sort((a, b) => xs.values[a[0]]! - xs.values[b[0]]! || ys.values[a[1]]! - ys.values[b[1]]!);
      if (pairs.length === 0) continue;
      shared.youden.push({
        evaluationGroupId: groupId,
        xSampleId: xSample,
        ySampleId: ySample,
        x: pairs.map(([j]) => xs.values[j]!),
        y: pairs.map(([, k]) => ys.values[k]!),
        xScaled: pairs.map(([j]) => xs.scaled[j]!),
        yScaled: pairs.map(([, k]) => ys.scaled[k]!),
        xZ: pairs.map(([j]) => xs.zScores[j]!),
        yZ: pairs.map(([, k]) => ys.zScores[k]!),
        outliers: pairs.map(([j, k]) => xs.outliers[j]! || ys.outliers[k]!),
        participants: pairs.map(([j]) => xs.participants[j]!),
      });
    }
  }
  return shared;
}

/**
 * The histogram of a statistics line: the stored bins for the automatic range, else bins of the
 * series' values for the custom range; with the normal curve's parameters.
 */
function histogramOf(s: ReportStatisticsRow, values: number[], custom: LabReportData['histogramRange']): TReportHistogram | null {
  const useStored = s.histogram !== null && s.histogram.bins.length > 0 && custom.min === undefined && custom.max === undefined;
  let bins: TReportHistogram | null = null;
  if (useStored) {
    const stored = s.histogram!.bins;
    const min = stored[0]!.from;
    const max = stored[stored.length - 1]!.to;
    bins = { sampleId: s.sampleId, evaluationGroupId: s.evaluationGroupId, min, max, binWidth: (max - min) / stored.length, rangeSource: 'automatic', bins: stored, below: s.histogram!.below ?? 0, above: s.histogram!.above ?? 0, normal: null };
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
  if (!bins) return null;
  const counted = bins.bins.reduce((sum, b) => sum + b.count, 0);
  const mean = s.robustMean ?? s.mean;
  const sd = s.robustSd ?? s.sd;
  bins.normal = mean !== null && sd !== null && sd > 0 ? { mean, sd, scale: counted * bins.binWidth } : null;
  return bins;
}

/** Where a lab's own results are in a series: the points whose participant is one of its result groups. */
function ownMarks(participants: readonly number[], own: ReadonlySet<number>): TOwnMark[] {
  const marks: TOwnMark[] = [];
  for (let index = 0; index < participants.length; index++) {
    const resultGroupId = participants[index]!;
    if (own.has(resultGroupId)) marks.push({ index, resultGroupId });
  }
  return marks;
}

/** The report of one lab: the shared part with the lab's own results, marks and groups. */
export function labReport(shared: SharedReport, lab: LabReportData): TEvaluationReport {
  const { parameter } = lab;
  const isOwn = (row: ReportLabRow) => row.labId === lab.labId && row.surveyId === lab.surveyId && row.resultGroupId !== null;
  const ownRows = lab.rows.filter(isOwn);
  const verdictOf = verdictsOf(ownRows);
  const ownByKey = groupBy(ownRows, (r) => reportSeriesKey(r.sampleId, r.evaluationGroupId));
  const rgOrder = new Map(lab.resultGroups.map((g) => [g.id, g.ordinal]));
  const ownOf = (sampleId: number, groupId: number | null): TOwnResult[] =>
    [...(ownByKey.get(reportSeriesKey(sampleId, groupId)) ?? [])]
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

  const levels = sampleLevels(lab.samples.map((s) => shared.sampleLevelValues.get(s.id) ?? null));
  const memberOf = new Set(ownRows.map((r) => r.evaluationGroupId ?? 0));
  const evaluationGroups: TReportEvaluationGroup[] = shared.groupIds.map((id) => {
    const info = id === null ? null : lab.groups.get(id);
    return {
      id,
      name: id === null ? lab.allGroupName : (info?.name ?? null),
      kind: id === null ? 'all' : (info?.kind ?? 'custom'),
      member: memberOf.has(id ?? 0),
    };
  });
  const report: TEvaluationReport = {
    kind: lab.kind,
    noData: lab.run === null || shared.noData,
    run: lab.run,
    survey: lab.survey,
    parameter: { id: parameter.id, name: parameter.name, qualifier: parameter.qualifier, valueType: parameter.valueType, unit: parameter.unit, minN: parameter.minN },
    lab: lab.lab,
    samples: lab.samples.map((s, i) => ({ ...s, level: levels[i] ?? null })),
    resultGroups: lab.resultGroups,
    evaluationGroups,
    statistics: [],
    histograms: [],
    charts: [],
    youden: [],
    nominal: [],
  };
  if (shared.noData) return report;

  if (parameter.valueType === 'nominal') {
    report.nominal = shared.nominal.map((s) => ({
      ...s,
      counts: s.counts.map((c) => ({ valueId: c.valueId, name: lab.valueNames.get(c.valueId) ?? {}, count: c.count, fraction: c.fraction, accepted: c.accepted })),
      own: ownOf(s.sampleId, s.evaluationGroupId),
    }));
    return report;
  }

  const own = new Set(lab.resultGroups.map((g) => g.id));
  report.statistics = shared.statistics.map((s) => ({ ...s, own: ownOf(s.sampleId, s.evaluationGroupId) }));
  report.charts = shared.charts.map(({ participants, ...series }) => ({ ...series, own: ownMarks(participants, own) }));
  report.youden = shared.youden.map(({ participants, ...plot }) => ({ ...plot, own: ownMarks(participants, own) }));
  const custom = lab.histogramRange;
  if (custom.min === undefined && custom.max === undefined) {
    report.histograms = shared.histograms;
  } else {
    const rows = new Map(shared.statisticsRows.map((s) => [reportSeriesKey(s.sampleId, s.evaluationGroupId), s]));
    for (const series of shared.charts) {
      const s = rows.get(reportSeriesKey(series.sampleId, series.evaluationGroupId));
      const bins = s ? histogramOf(s, series.values, custom) : null;
      if (bins) report.histograms.push(bins);
    }
  }
  return report;
}
