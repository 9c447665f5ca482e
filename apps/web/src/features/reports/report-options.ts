import type { LevelFilter } from '@eqa/core';

/**
 * The toggles and filters of the evaluation report (spec 1 §2): level (all, high, low); scale;
 * z-score (mutually exclusive with scale); others; outliers (on by default); common axis (on by
 * default); Gaussian (off by default); result group ('all' by default, plus each group).
 */
export interface ReportOptions {
  level: LevelFilter;
  /** Values as their position in the acceptance range (min 0, target 0.5, max 1). */
  scale: boolean;
  /** Values as z-scores. */
  zScore: boolean;
  /** The results of the other laboratories beside the lab's own. */
  others: boolean;
  /** Outlier results in the charts. */
  outliers: boolean;
  /** One value axis for the charts of every sample. */
  commonAxis: boolean;
  /** The normal curve over the histograms. */
  gaussian: boolean;
  /** The lab's result group shown ('all' = every group). */
  resultGroup: 'all' | number;
}

export const DEFAULT_REPORT_OPTIONS: ReportOptions = {
  level: 'all',
  scale: false,
  zScore: false,
  others: false,
  outliers: true,
  commonAxis: true,
  gaussian: false,
  resultGroup: 'all',
};

export type BooleanReportOption = 'scale' | 'zScore' | 'others' | 'outliers' | 'commonAxis' | 'gaussian';

/** Sets one switch; turning scale on turns z-score off and the other way round. */
export function toggleReportOption(options: ReportOptions, option: BooleanReportOption, on: boolean): ReportOptions {
  const next: ReportOptions = { ...options, [option]: on };
  if (on && option === 'scale') next.zScore = false;
  if (on && option === 'zScore') next.scale = false;
  return next;
}

/** What the value axis of the charts shows. */
export type ValueMode = 'value' | 'zScore' | 'scaled';

export function valueMode(options: Pick<ReportOptions, 'scale' | 'zScore'>): ValueMode {
  if (options.zScore) return 'zScore';
  if (options.scale) return 'scaled';
  return 'value';
}

/** The result-group choice from a select's value ('all' or a group id as text). */
export function parseResultGroup(value: string): 'all' | number {
  const id = Number(value);
  return value !== 'all' && Number.isInteger(id) && id > 0 ? id : 'all';
}
