import { z } from 'zod';
import { APPEAL_MESSAGES } from './messages';

/** submitted → in_review → upheld | rejected (ISO/IEC 17043 appeals; issue 35). */
export const APPEAL_STATES = ['submitted', 'in_review', 'upheld', 'rejected'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
export const ZAppealState = z.enum(APPEAL_STATES);

/** The states staff may move an appeal to from each state. */
export const APPEAL_TRANSITIONS: Readonly<Record<AppealState, readonly AppealState[]>> = {
  submitted: ['in_review'],
  in_review: ['upheld', 'rejected'],
  upheld: [],
  rejected: [],
};

/** A decided appeal: nothing moves it any more. */
export function isAppealClosed(state: AppealState): boolean {
  return APPEAL_TRANSITIONS[state].length === 0;
}

export type AppealTransitionRefusal =
  | { code: typeof APPEAL_MESSAGES.invalidTransition; param: 'state'; params: { from: AppealState; to: AppealState } }
  | { code: typeof APPEAL_MESSAGES.responseRequired; param: 'response'; params: Record<string, never> };

/**
 * Whether staff may move an appeal from `from` to `to` with `response`: only along
 * APPEAL_TRANSITIONS, and a decision (upheld, rejected) needs a written response the lab reads.
 */
export function appealTransitionRefusal(from: AppealState, to: AppealState, response: string | null): AppealTransitionRefusal | null {
  if (!APPEAL_TRANSITIONS[from].includes(to)) return { code: APPEAL_MESSAGES.invalidTransition, param: 'state', params: { from, to } };
  if ((to === 'upheld' || to === 'rejected') && (response === null || response.trim().length === 0)) {
    return { code: APPEAL_MESSAGES.responseRequired, param: 'response', params: {} };
  }
  return null;
}

/** What a lab writes when it appeals (the form's and the API's schema). */
export const ZAppealReason = z.string().trim().min(10).max(4000);
export const ZAppealResponse = z.string().trim().max(4000);
