import { matchesLevelFilter, type SampleLevel } from '@eqa/core';
import type { ReportOptions, ValueMode } from './report-options';
import type { EvaluationHistory } from './report-types';

/**
 * The long-term tab (spec 1 §2): the lab's own results of the parameter in the scheme's evaluated
 * surveys of the period, one line per sample level (low, high; 'sample' when the samples of a
 * survey do not split) and result group, over the evaluation dates. The value axis shows the
 * deviation from the target in % (values of different surveys are not comparable), the z-score
 * or the scaled value. Result groups belong to one survey, so across surveys a lab's groups are
 * matched by their position (the first, the second, … group of the lab in each survey, by id);
 * the result-group filter of the report picks the same position.
 */

export type HistoryLine = 'low' | 'high' | 'sample';

export interface HistorySeries {
  id: string;
  line: HistoryLine;
  /** The position of the lab's result group in each survey (1 = its first group). */
  resultGroupRank: number;
  /** One value per survey (null: no result there). */
  data: Array<number | null>;
}

export interface HistoryChartData {
  dates: Date[];
  surveyIds: number[];
  /** Index of the survey the report is opened for, or −1. */
  currentIndex: number;
  series: HistorySeries[];
}

export function lineOfLevel(level: SampleLevel): HistoryLine {
  return level === 'low' || level === 'high' ? level : 'sample';
}

type HistoryResult = EvaluationHistory['surveys'][number]['results'][number];

/** The history value of a result in a mode (bias% in value mode). */
export function historyValue(result: HistoryResult, mode: ValueMode): number | null {
  const v = mode === 'zScore' ? result.zScore : mode === 'scaled' ? result.scaledValue : result.deviationPercent;
  return v === null || !Number.isFinite(v) ? null : v;
}

const LINE_ORDER: Record<HistoryLine, number> = { low: 0, high: 1, sample: 2 };

type HistorySurvey = EvaluationHistory['surveys'][number];

/** The position (1, 2, …) of each of the lab's result groups in a survey, by id. */
export function resultGroupRanks(survey: Pick<HistorySurvey, 'results'>): Map<number | null, number> {
  const ids = [...new Set(survey.results.map((r) => r.resultGroupId))].sort((a, b) => (a ?? 0) - (b ?? 0));
  return new Map(ids.map((id, i) => [id, i + 1]));
}

/** The result-group choice of the report as a position ('all' → null). */
export function rankOfResultGroup(resultGroups: ReadonlyArray<{ id: number; ordinal: number }>, choice: ReportOptions['resultGroup']): number | null {
  if (choice === 'all') return null;
  const sorted = [...resultGroups].sort((a, b) => a.id - b.id);
  const index = sorted.findIndex((g) => g.id === choice);
  return index < 0 ? null : index + 1;
}

/** The chart of the long-term tab; `rank` is the result-group position chosen (null: every group). */
export function historyChartData(history: EvaluationHistory, options: ReportOptions, mode: ValueMode, groupId: number | null, rank: number | null): HistoryChartData {
  const surveys = history.surveys.filter((s) => s.evaluatedAt !== null);
  const series = new Map<string, HistorySeries>();
  surveys.forEach((survey, index) => {
    const levels = new Map(survey.samples.map((s) => [s.id, s.level]));
    const ranks = resultGroupRanks(survey);
    for (const r of survey.results) {
      if (r.evaluationGroupId !== groupId || r.hidden) continue;
      const resultGroupRank = ranks.get(r.resultGroupId) ?? 1;
      if (rank !== null && resultGroupRank !== rank) continue;
      if (r.outlier && !options.outliers) continue;
      const level = levels.get(r.sampleId) ?? null;
      if (!matchesLevelFilter(level, options.level)) continue;
      const y = historyValue(r, mode);
      if (y === null) continue;
      const line = lineOfLevel(level);
      const id = `${line}:${resultGroupRank}`;
      let s = series.get(id);
      if (!s) {
        s = { id, line, resultGroupRank, data: surveys.map(() => null) };
        series.set(id, s);
      }
      // two samples of the same level in one survey: the one farther from the target counts
      const previous = s.data[index];
      s.data[index] = previous === null || previous === undefined || Math.abs(y) > Math.abs(previous) ? y : previous;
    }
  });
  return {
    dates: surveys.map((s) => new Date(s.evaluatedAt as string)),
    surveyIds: surveys.map((s) => s.id),
    currentIndex: surveys.findIndex((s) => s.current),
    series: [...series.values()].sort((a, b) => LINE_ORDER[a.line] - LINE_ORDER[b.line] || a.resultGroupRank - b.resultGroupRank),
  };
}

/** One row of the long-term table: a result of the lab in a survey of the period. */
export interface HistoryRow {
  key: string;
  surveyId: number;
  current: boolean;
  roundName: string;
  evaluatedAt: string | null;
  sampleName: string;
  level: SampleLevel;
  resultGroupRank: number;
  value: number | null;
  relation: string | null;
  nominalValueId: number | null;
  target: number | null;
  zScore: number | null;
  biasPercent: number | null;
  accepted: boolean | null;
}

/** The rows of the long-term table, newest survey first. */
export function historyRows(history: EvaluationHistory, options: ReportOptions, groupId: number | null, rank: number | null): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (const survey of [...history.surveys].reverse()) {
    const samples = new Map(survey.samples.map((s) => [s.id, s]));
    const ranks = resultGroupRanks(survey);
    const results = survey.results
      .filter((r) => r.evaluationGroupId === groupId && !r.hidden)
      .filter((r) => rank === null || (ranks.get(r.resultGroupId) ?? 1) === rank)
      .filter((r) => matchesLevelFilter(samples.get(r.sampleId)?.level ?? null, options.level))
      .sort((a, b) => (samples.get(a.sampleId)?.ordinal ?? 0) - (samples.get(b.sampleId)?.ordinal ?? 0) || (a.resultGroupId ?? 0) - (b.resultGroupId ?? 0));
    for (const r of results) {
      const sample = samples.get(r.sampleId);
      rows.push({
        key: `${survey.id}:${r.sampleId}:${r.resultGroupId ?? ''}`,
        surveyId: survey.id,
        current: survey.current,
        roundName: survey.round.name,
        evaluatedAt: survey.evaluatedAt,
        sampleName: sample?.name ?? String(r.sampleId),
        level: sample?.level ?? null,
        resultGroupRank: ranks.get(r.resultGroupId) ?? 1,
        value: r.value,
        relation: r.relation && r.relation !== '=' ? r.relation : null,
        nominalValueId: r.nominalValueId,
        target: r.target ?? r.assignedValue,
        zScore: r.zScore,
        biasPercent: r.deviationPercent === null ? null : Math.round(r.deviationPercent) + 0,
        accepted: r.accepted,
      });
    }
  }
  return rows;
}

/** Month steps of the long-term chart's ticks, smallest first. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24] as const;

/**
 * The ticks of the long-term chart's time axis: the first days (00:00 UTC) of the months in
 * [from, to], every 1, 2, 3, 6, 12 or 24 months (the smallest step that gives at most `maxTicks`),
 * on months the step divides (January, April, July, October for 3). Labelled by month and year,
 * every tick is a different label, and the axis spans the chosen period whatever the results in it.
 */
export function monthTicks(from: Date, to: Date, maxTicks: number): Date[] {
  const start = from.getTime();
  const end = to.getTime();
  if (!(start < end) || maxTicks < 1) return [];
  const firstMonth = from.getUTCFullYear() * 12 + from.getUTCMonth();
  const lastMonth = to.getUTCFullYear() * 12 + to.getUTCMonth();
  for (const step of MONTH_STEPS) {
    const ticks: Date[] = [];
    for (let m = Math.ceil(firstMonth / step) * step; m <= lastMonth; m += step) {
      const tick = new Date(Date.UTC(Math.floor(m / 12), m % 12, 1));
      if (tick.getTime() >= start && tick.getTime() <= end) ticks.push(tick);
    }
    if (ticks.length <= maxTicks || step === MONTH_STEPS[MONTH_STEPS.length - 1]) return ticks;
  }
  return [];
}
