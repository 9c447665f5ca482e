import { histogram } from '../histogram';
import type { TReportHistogram, TStatisticsLine } from './report.types';
import type { ReportLabRow } from './report-parts.types';

/** The key of a chart series (and of a statistics line): its sample and evaluation group. */
export const reportSeriesKey = (sampleId: number, groupId: number | null) => `${sampleId}:${groupId ?? 0}`;

/** A result's identity across samples and groups: its result group (ids are unique over all surveys). */
export const participantOf = (row: ReportLabRow) => row.resultGroupId ?? -row.labId;

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
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
export function verdictsOf(rows: readonly ReportLabRow[]): (row: ReportLabRow) => boolean | null {
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

/** A histogram range asked for (spec 1 §2 custom minimum / maximum); both undefined: the automatic one. */
export interface HistogramRangeRequest {
  min?: number | undefined;
  max?: number | undefined;
}

/** The figures a histogram's normal curve is drawn from (a statistics row or line). */
type NormalFigures = Pick<TStatisticsLine, 'robustMean' | 'mean' | 'robustSd' | 'sd'>;

/**
 * The histogram of a series' values for a range (an empty request: the automatic range), with the
 * normal curve's parameters (robust mean and SD, else the mean and SD), or null without values.
 */
export function seriesHistogram(
  line: NormalFigures & Pick<TStatisticsLine, 'sampleId' | 'evaluationGroupId'>,
  values: readonly number[],
  range: HistogramRangeRequest,
): TReportHistogram | null {
  const computed = histogram(values, { min: range.min ?? null, max: range.max ?? null });
  if (!computed) return null;
  return withNormal(
    {
      sampleId: line.sampleId,
      evaluationGroupId: line.evaluationGroupId,
      min: computed.min,
      max: computed.max,
      binWidth: computed.binWidth,
      rangeSource: computed.rangeSource,
      bins: computed.bins,
      below: computed.below,
      above: computed.above,
      normal: null,
    },
    line,
  );
}

/** The histogram with the normal curve's parameters, scaled to the counted values. */
export function withNormal(bins: TReportHistogram, figures: NormalFigures): TReportHistogram {
  const counted = bins.bins.reduce((sum, b) => sum + b.count, 0);
  const mean = figures.robustMean ?? figures.mean;
  const sd = figures.robustSd ?? figures.sd;
  return { ...bins, normal: mean !== null && sd !== null && sd > 0 ? { mean, sd, scale: counted * bins.binWidth } : null };
}
