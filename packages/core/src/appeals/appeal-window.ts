import { calendarDay } from '../surveys/survey-default-times';
import { APPEAL_MESSAGES } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the appeal window of an evaluation published at `publishedAt` closes: `days` × 24 h later. */
export function appealWindowClosesAt(publishedAt: Date, days: number): Date {
  return new Date(publishedAt.getTime() + days * DAY_MS);
}

export type AppealWindowRefusal =
  | { code: typeof APPEAL_MESSAGES.notPublished; params: Record<string, never> }
  | { code: typeof APPEAL_MESSAGES.windowClosed; params: { closedOn: string; closedAt: string } };

/**
 * Whether an appeal may be filed now: the evaluation is published (evaluatedAt set and reached) and
 * its window (org's appealWindowDays) has not closed; the window's last instant is excluded.
 * Answers the refusal with the closing day (the provider's calendar day, core calendarDay) and
 * instant (what the 422 tells), or null.
 */
export function appealWindowRefusal(facts: { publishedAt: Date | null; windowDays: number; now: Date }): AppealWindowRefusal | null {
  const { publishedAt, windowDays, now } = facts;
  if (!publishedAt || publishedAt.getTime() > now.getTime()) return { code: APPEAL_MESSAGES.notPublished, params: {} };
  const closesAt = appealWindowClosesAt(publishedAt, windowDays);
  if (now.getTime() < closesAt.getTime()) return null;
  const closedAt = closesAt.toISOString();
  return { code: APPEAL_MESSAGES.windowClosed, params: { closedOn: calendarDay(closesAt), closedAt } };
}
