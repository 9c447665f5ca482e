import { z } from 'zod';

/**
 * Level filter of the evaluation report (spec 1 §2: all, high, low). The samples of a parameter are
 * split by their level — the target of the sample's acceptance criteria, else its assigned value:
 * a sample is 'high' when its level is at least halfway between the lowest and the highest level
 * of the parameter's samples, 'low' otherwise. So two samples split into one low and one high,
 * and levels 3, 3, 7 give low, low, high. When fewer than two distinct levels exist (one sample,
 * or equal targets) the split means nothing: every sample is 'both' and no filter hides it. A
 * sample without a level is shown under 'all' only.
 */
export const LEVEL_FILTERS = ['all', 'high', 'low'] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];
export const ZLevelFilter = z.enum(LEVEL_FILTERS);

export type SampleLevel = 'low' | 'high' | 'both' | null;

/** The level class of each sample, in input order. */
export function sampleLevels(levels: ReadonlyArray<number | null>): SampleLevel[] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const l of levels) {
    if (l === null || !Number.isFinite(l)) continue;
    if (l < lo) lo = l;
    if (l > hi) hi = l;
  }
  if (!(hi > lo)) return levels.map((l) => (l === null || !Number.isFinite(l) ? null : 'both'));
  const threshold = lo + (hi - lo) / 2;
  return levels.map((l) => (l === null || !Number.isFinite(l) ? null : l >= threshold ? 'high' : 'low'));
}

/** Whether a sample of the given level class is shown under the filter. */
export function matchesLevelFilter(level: SampleLevel, filter: LevelFilter): boolean {
  if (filter === 'all') return true;
  return level === 'both' || level === filter;
}
