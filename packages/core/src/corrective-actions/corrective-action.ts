import { z } from 'zod';
import { classifyZWith, type QualityRules } from '../certificates/quality-rules';

/**
 * Root causes of an unsatisfactory PT result (CLSI QMS24 / GP27's categories, issue 35): clerical,
 * methodological, equipment, reagent, sample handling, the PT item, the PT evaluation, and no
 * explanation after investigation.
 */
export const ROOT_CAUSES = ['clerical', 'methodological', 'equipment', 'reagent', 'sample_handling', 'pt_item', 'evaluation', 'unexplained'] as const;
export type RootCause = (typeof ROOT_CAUSES)[number];
export const ZRootCause = z.enum(ROOT_CAUSES);

export const CORRECTIVE_ACTION_MESSAGES = {
  /** Closing an action needs its effectiveness check (effective true or false). */
  effectivenessRequired: 'correctiveActions.errors.effectivenessRequired',
  /** The effectiveness is recorded when the action is closed (after the next round). */
  effectiveWithoutClosing: 'correctiveActions.errors.effectiveWithoutClosing',
  /** The parameter has no questionable or unsatisfactory result of the lab in the survey. */
  notNeeded: 'correctiveActions.errors.notNeeded',
  /** The action is closed: nothing changes any more. */
  closed: 'correctiveActions.errors.closed',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day 'YYYY-MM-DD'. */
export const ZActionDay = z.string().regex(DAY).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));

/** The fields a lab records (the form's and the API's schema; dates are days). */
export const ZCorrectiveActionFields = z.object({
  rootCause: ZRootCause,
  findings: z.string().trim().min(1).max(4000),
  action: z.string().trim().min(1).max(4000),
  responsible: z.string().trim().min(1).max(200),
  dueAt: ZActionDay.nullable(),
});

export type CorrectiveActionStatus = 'open' | 'closed';

export function correctiveActionStatus(action: { closedAt: string | Date | null }): CorrectiveActionStatus {
  return action.closedAt === null ? 'open' : 'closed';
}

export type CorrectiveActionRefusal = { code: string; param: string };

/**
 * Whether an action may take this closing state: closed actions stay closed; a closing day needs the
 * effectiveness check's outcome, and an outcome needs the closing day.
 */
export function correctiveActionRefusal(current: { closedAt: string | null } | null, next: { closedAt: string | null; effective: boolean | null }): CorrectiveActionRefusal | null {
  if (current && current.closedAt !== null) return { code: CORRECTIVE_ACTION_MESSAGES.closed, param: 'closedAt' };
  if (next.closedAt !== null && next.effective === null) return { code: CORRECTIVE_ACTION_MESSAGES.effectivenessRequired, param: 'effective' };
  if (next.closedAt === null && next.effective !== null) return { code: CORRECTIVE_ACTION_MESSAGES.effectiveWithoutClosing, param: 'closedAt' };
  return null;
}

/** A lab's evaluated result as the rule reads it: its z score (null: not scored by z) and the acceptance verdict (null: none). */
export interface EvaluatedResultFacts {
  zScore: number | null;
  accepted: boolean | null;
}

/**
 * A result calls for a corrective action when it is questionable or unsatisfactory under the org's
 * z limits, or, in a scheme judged by acceptance ranges, not accepted.
 */
export function needsCorrectiveAction(results: readonly EvaluatedResultFacts[], rules: Pick<QualityRules, 'satisfactoryLimit' | 'actionLimit'>): boolean {
  return results.some((r) => (r.zScore !== null && classifyZWith(r.zScore, rules) !== 'satisfactory') || r.accepted === false);
}
