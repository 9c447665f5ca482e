import type { EvaluationChart, StatisticsRow } from '../evaluation-types';
import { chartScore } from '../chart-summary';
import { deviationPercent, scaledValue } from '../scores';
import type { TChartSeries, TReportHistogram, TReportParameter } from './report.types';
import type { ReportLabRow, TSharedReport } from './report-parts.types';
import { groupBy, participantOf, reportSeriesKey, seriesHistogram, verdictsOf, withNormal } from './report-rows';

/**
 * The evaluation report of a lab, in two parts (the other: lab-report.ts):
 * - buildSharedReport: what is the same for every lab of the survey, from a run's stored rows of a
 *   parameter (statistics lines, automatic histograms, chart series, Youden plots, nominal counts).
 *   A run never changes once written, so a caller may build it once per run and keep it.
 * - labReport: the report of one lab from the shared part and the lab's own part (own results, own
 *   marks in the series, the groups the lab is in, a custom histogram range).
 * No statistic is recomputed; only presentation derivations (scaled median/mean and bias % from
 * the stored figures, histogram bins for a custom range, Youden pairs). Other labs are anonymous:
 * their values come sorted, without lab or result group.
 */

/** A row of evaluation_statistics as the report reads it: the job's row without its chart and keys. */
export type ReportStatisticsRow = Omit<StatisticsRow, 'parameterId' | 'unitId' | 'chart'>;

/** The parameter as the server reads it: the report's, with the evaluated result dimension. */
export interface ReportParameter extends TReportParameter {
  /** The evaluated result dimension (the first numeric or nominal one of the scheme version). */
  dimensionId: string;
}

/** What buildSharedReport reads: a run's rows of one parameter. */
export interface SharedReportData {
  /** Names this build of the shared part (TSharedReport.version). */
  version: string;
  valueType: 'numeric' | 'nominal';
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

/**
 * The part of the report that is the same for every lab of the survey: what any lab may see
 * (`report`, the shared resource's body) and the participant (result group, else minus the lab id)
 * of each point of each chart series and Youden plot, in the same order, which never leaves the
 * server: ownReport marks a lab's own points with it.
 */
export interface SharedReport {
  report: TSharedReport;
  participants: { charts: number[][]; youden: number[][] };
  /** Where each participant is in `participants` (ownReport looks the lab's result groups up here). */
  positions: { charts: ParticipantPositions; youden: ParticipantPositions };
}

/** Participant → its [series, index] pairs in a list of series, in series and index order. */
export type ParticipantPositions = ReadonlyMap<number, ReadonlyArray<readonly [series: number, index: number]>>;

/** Where each participant is in a list of series (each participant once per series at most). */
export function participantPositions(lists: readonly (readonly number[])[]): ParticipantPositions {
  const positions = new Map<number, Array<readonly [number, number]>>();
  lists.forEach((participants, series) => {
    participants.forEach((participant, index) => {
      const at = positions.get(participant);
      if (at) at.push([series, index]);
      else positions.set(participant, [[series, index]]);
    });
  });
  return positions;
}

/** A chart series with the participant of each point. */
interface SharedSeries extends Omit<TChartSeries, 'own'> {
  participants: number[];
}

const isExact = (row: ReportLabRow) => row.value !== null && (row.relation === null || row.relation === '=');

const EMPTY_CHART: EvaluationChart = { values: [], zScores: [], scaled: [], outliers: [], accepted: [], resultGroupIds: [] };

/** The part of a report every lab of the survey shares (see the top of this file). */
export function buildSharedReport(data: SharedReportData): SharedReport {
  const parts = buildSharedParts(data);
  return { ...parts, positions: { charts: participantPositions(parts.participants.charts), youden: participantPositions(parts.participants.youden) } };
}

function buildSharedParts(data: SharedReportData): Omit<SharedReport, 'positions'> {
  const sampleOrder = new Map(data.sampleIds.map((id, i) => [id, i]));
  const groupOrder = (id: number | null) => (id === null ? -1 : (data.groupOrdinals.get(id) ?? 0) * 1e6 + id);
  const statistics = [...data.statistics].sort(
    (a, b) =>
      (sampleOrder.get(a.sampleId) ?? 0) - (sampleOrder.get(b.sampleId) ?? 0) || groupOrder(a.evaluationGroupId) - groupOrder(b.evaluationGroupId),
  );
  const allLabs = statistics.filter((s) => s.evaluationGroupId === null);
  const sampleLevelValues = data.sampleIds.map((sampleId) => {
    const s = allLabs.find((x) => x.sampleId === sampleId);
    return { sampleId, value: s ? (s.target ?? s.assignedValue) : null };
  });
  const groupIds = [...new Set(statistics.map((s) => s.evaluationGroupId))];
  const report: TSharedReport = {
    version: data.version,
    noData: !allLabs.some((s) => s.n > 0),
    sampleLevelValues,
    groupIds,
    statistics: [],
    histograms: [],
    charts: [],
    youden: [],
    nominal: [],
  };
  const shared: Omit<SharedReport, 'positions'> = { report, participants: { charts: [], youden: [] } };
  if (report.noData) return shared;

  const rowsByKey = data.charts ? new Map<string, ReportLabRow[]>() : groupBy(data.rows, (r) => reportSeriesKey(r.sampleId, r.evaluationGroupId));
  const verdictOf = verdictsOf(data.charts ? [] : data.rows);

  if (data.valueType === 'nominal') {
    report.nominal = statistics.map((s) => {
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
    report.statistics.push({
      sampleId: s.sampleId,
      evaluationGroupId: s.evaluationGroupId,
      n: s.n,
      nOutliers: s.nOutliers,
      // An assigned value and σpt are only stored when they score: a reference value with the
      // scheme's σpt at any n, the consensus from minN values on.
      scored: s.n > 0 && s.assignedValue !== null && s.sigmaPt !== null,
      min: s.min,
      max: s.max,
      median: s.median,
      mean: s.mean,
      sd: s.sd,
      cv: s.cv,
      robustMean: s.robustMean,
      robustSd: s.robustSd,
      assignedValue: s.assignedValue,
      assignedValueSource: s.assignedValueSource ?? null,
      sigmaPt: s.sigmaPt,
      uncertainty: s.uncertainty,
      scaledMedian: hasRange && s.median !== null ? scaledValue(s.median, range) : null,
      scaledMean: hasRange && s.mean !== null ? scaledValue(s.mean, range) : null,
      biasPercent: s.mean !== null && biasTarget !== null ? deviationPercent(s.mean, biasTarget) : null,
      target: s.target,
      acceptanceMin: s.acceptanceMin,
      acceptanceMax: s.acceptanceMax,
    });
    const { participants, ...chart } = seriesOf(s.sampleId, s.evaluationGroupId);
    report.charts.push(chart);
    shared.participants.charts.push(participants);
    const bins = automaticHistogram(s, chart.values);
    if (bins) report.histograms.push(bins);
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
      report.youden.push({
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
      });
      shared.participants.youden.push(pairs.map(([j]) => xs.participants[j]!));
    }
  }
  return shared;
}


/** The histogram of the automatic range: the run's stored bins, else bins of the series' values. */
function automaticHistogram(s: ReportStatisticsRow, values: readonly number[]): TReportHistogram | null {
  const stored = s.histogram?.bins ?? [];
  if (s.histogram === null || stored.length === 0) return seriesHistogram(s, values, {});
  const min = stored[0]!.from;
  const max = stored[stored.length - 1]!.to;
  return withNormal(
    {
      sampleId: s.sampleId,
      evaluationGroupId: s.evaluationGroupId,
      min,
      max,
      binWidth: (max - min) / stored.length,
      rangeSource: 'automatic',
      bins: stored,
      below: s.histogram.below ?? 0,
      above: s.histogram.above ?? 0,
      normal: null,
    },
    s,
  );
}
