import type { ChartSummary, LabResultRow, StatisticsRow } from './evaluation-types';

const keyOf = (parameterId: number, sampleId: number, groupId: number | null) => `${parameterId}:${sampleId}:${groupId ?? 0}`;

/**
 * The report's chart series of every numeric statistics row (a read model, so the report endpoint
 * reads a few rows instead of every lab's): the exact, visible values of the group's results sorted
 * by value, with their z-scores and scaled values (rounded to 3 decimals: a drawing, the tables
 * show the stored unrounded scores), outlier flags and verdicts (the all-labs row's, as
 * the report shows it in every group) at the same index, and the result group of each point (for
 * the lab's own marks and the Youden pairs; never sent to other labs). Nominal rows get none.
 * Mutates and returns `statistics`.
 */
export function attachChartSummaries(statistics: StatisticsRow[], labResults: readonly LabResultRow[]): StatisticsRow[] {
  const numeric = new Set<string>();
  for (const s of statistics) if (s.nominalCounts === null) numeric.add(keyOf(s.parameterId, s.sampleId, s.evaluationGroupId));
  const verdicts = new Map<string, boolean | null>();
  const points = new Map<string, LabResultRow[]>();
  for (const row of labResults) {
    const key = keyOf(row.parameterId, row.sampleId, row.evaluationGroupId);
    if (!numeric.has(key)) continue;
    if (row.evaluationGroupId === null) verdicts.set(`${row.parameterId}:${row.sampleId}:${row.resultGroupId}`, row.accepted);
    if (row.hidden || row.value === null || (row.relation !== null && row.relation !== '=')) continue;
    const list = points.get(key);
    if (list) list.push(row);
    else points.set(key, [row]);
  }
  for (const s of statistics) {
    const key = keyOf(s.parameterId, s.sampleId, s.evaluationGroupId);
    if (!numeric.has(key)) {
      s.chart = null;
      continue;
    }
    const rows = (points.get(key) ?? []).sort((a, b) => a.value! - b.value!);
    const chart: ChartSummary = { values: [], zScores: [], scaled: [], outliers: [], accepted: [], resultGroupIds: [] };
    for (const r of rows) {
      const verdict = verdicts.get(`${r.parameterId}:${r.sampleId}:${r.resultGroupId}`);
      chart.values.push(r.value!);
      chart.zScores.push(chartScore(r.zScore));
      chart.scaled.push(chartScore(r.scaledValue));
      chart.outliers.push(r.outlier);
      chart.accepted.push(verdict === undefined ? r.accepted : verdict);
      chart.resultGroupIds.push(r.resultGroupId);
    }
    s.chart = chart;
  }
  return statistics;
}

/** Chart precision of scores: 3 decimals (a thousandth of σpt / of the range is below a pixel). */
const CHART_DECIMALS = 1_000;

/** A score as drawn: rounded to CHART_DECIMALS; NaN and Infinity (no JSON for them) as null. */
export const chartScore = (v: number | null): number | null => (v === null || !Number.isFinite(v) ? null : Math.round(v * CHART_DECIMALS) / CHART_DECIMALS);
