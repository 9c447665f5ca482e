/**
 * Issue 33 "a guided first day": the path a new provider walks before its first survey can be ordered,
 * in the order each step needs the one before: units → dimensions → parameters (and their groups) →
 * scheme → scheme version with parameters → rounds → survey with samples → countries served (a
 * price is in the currency of a served country) → product with prices → registration open (the
 * three legal documents a lab accepts are in force).
 */
export const SETUP_STEPS = ['units', 'dimensions', 'parameters', 'scheme', 'schemeVersion', 'rounds', 'survey', 'countries', 'product', 'registration'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What exists of each step (counts; a step is done at SETUP_STEP_REQUIRED of it, else at 1 or more). */
export type SetupCounts = Record<SetupStep, number>;

/**
 * Steps that need more than one of their kind: registration opens when each of the three legal
 * documents a lab accepts (terms, privacy notice, complaints) is in force (docs/decisions/legal-documents.md).
 */
export const SETUP_STEP_REQUIRED: Partial<Record<SetupStep, number>> = { registration: 3 };

export interface SetupPath {
  steps: Array<{ id: SetupStep; count: number; done: boolean }>;
  /** The first step not done, or null when every step is. */
  next: SetupStep | null;
  complete: boolean;
}

/** Each step done or not, and the next one to take (the first not done, whatever is done after it). */
export function setupPath(counts: SetupCounts): SetupPath {
  const steps = SETUP_STEPS.map((id) => ({ id, count: counts[id], done: counts[id] >= (SETUP_STEP_REQUIRED[id] ?? 1) }));
  const next = steps.find((step) => !step.done)?.id ?? null;
  return { steps, next, complete: next === null };
}
