/**
 * Issue 33 "a guided first day": the path a new provider walks before its first survey can be ordered,
 * in the order each step needs the one before: units → dimensions → parameters (and their groups) →
 * scheme → scheme version with parameters → rounds → survey with samples → product with prices →
 * registration open (countries served).
 */
export const SETUP_STEPS = ['units', 'dimensions', 'parameters', 'scheme', 'schemeVersion', 'rounds', 'survey', 'product', 'registration'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What exists of each step (counts; a step is done at 1 or more). */
export type SetupCounts = Record<SetupStep, number>;

export interface SetupPath {
  steps: Array<{ id: SetupStep; count: number; done: boolean }>;
  /** The first step not done, or null when every step is. */
  next: SetupStep | null;
  complete: boolean;
}

/** Each step done or not, and the next one to take (the first not done, whatever is done after it). */
export function setupPath(counts: SetupCounts): SetupPath {
  const steps = SETUP_STEPS.map((id) => ({ id, count: counts[id], done: counts[id] > 0 }));
  const next = steps.find((step) => !step.done)?.id ?? null;
  return { steps, next, complete: next === null };
}
