/** Pure rules of the notifications (issue 34); table-driven specs beside them. */
import { isValidEmail } from '../auth/password-rules';
import { calendarDay } from '../surveys/survey-default-times';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default deadline reminders: 7 days and 1 day before the result deadline. */
export const DEFAULT_DEADLINE_OFFSET_DAYS: readonly number[] = [7, 1];
/** Reminder offsets an organisation may set: 1 to 60 days, at most 5 of them. */
export const MAX_DEADLINE_OFFSET_DAYS = 60;
export const MAX_DEADLINE_OFFSETS = 5;
/** The staff's late-lab list comes this many days before a deadline. */
export const LATE_LABS_DAYS_BEFORE = 3;
/** An invoice's "due soon" reminder comes this many days before its payment deadline. */
export const INVOICE_DUE_SOON_DAYS = 3;
/** From this many notification e-mails in one day on, the rest of the day's go into one digest. */
export const DIGEST_THRESHOLD = 3;
/** Time-driven notifications are looked for this far back (a sweep that did not run for a while catches up, older ones are left). */
export const SWEEP_LOOKBACK_DAYS = 14;

/**
 * The deadline reminder due at `now` (its occasion, `d<days>`), or null: none before the widest
 * offset, none at or after the deadline, and of several offsets passed only the closest to the
 * deadline (a sweep two days before a deadline with offsets 7 and 1 makes `d7`; half a day before, `d1`).
 */
export function deadlineOccasion(deadline: Date, now: Date, offsets: readonly number[]): string | null {
  if (now.getTime() >= deadline.getTime()) return null;
  const passed = offsets.filter((days) => deadline.getTime() - days * DAY_MS <= now.getTime());
  if (passed.length === 0) return null;
  return `d${Math.min(...passed)}`;
}

/** Whether the staff's late-lab list of a deadline is due (LATE_LABS_DAYS_BEFORE days before it, until it). */
export function lateLabsDue(deadline: Date, now: Date): boolean {
  return now.getTime() < deadline.getTime() && deadline.getTime() - LATE_LABS_DAYS_BEFORE * DAY_MS <= now.getTime();
}

export type ScoreVerdict = 'unsatisfactory' | 'warning';

/**
 * One evaluated result: |z| ≥ 3 or a failed acceptance rule is unsatisfactory (an action signal),
 * 2 ≤ |z| < 3 a warning, else nothing (ISO 13528's reading; the issue counts 2 itself as a warning).
 */
export function scoreVerdict(zScore: number | null, accepted: boolean | null): ScoreVerdict | null {
  if (accepted === false) return 'unsatisfactory';
  if (zScore === null || !Number.isFinite(zScore)) return null;
  const z = Math.abs(zScore);
  if (z >= 3) return 'unsatisfactory';
  if (z >= 2) return 'warning';
  return null;
}

/** A lab's results in one evaluation: how many are unsatisfactory and how many warnings. */
export function labVerdicts(results: ReadonlyArray<{ zScore: number | null; accepted: boolean | null }>): { unsatisfactory: number; warning: number } {
  let unsatisfactory = 0;
  let warning = 0;
  for (const result of results) {
    const verdict = scoreVerdict(result.zScore, result.accepted);
    if (verdict === 'unsatisfactory') unsatisfactory += 1;
    else if (verdict === 'warning') warning += 1;
  }
  return { unsatisfactory, warning };
}

/** `YYYY-MM-DD` of an instant in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/**
 * An unpaid invoice's reminder due at `now`: 'late' once its payment deadline has passed, 'due'
 * from INVOICE_DUE_SOON_DAYS before it until it, else null (paid or cancelled ones: never).
 */
export function invoiceOccasion(invoice: { paymentDeadline: string; paid: boolean; cancelled: boolean }, now: Date): 'due' | 'late' | null {
  if (invoice.paid || invoice.cancelled) return null;
  const today = calendarDay(now);
  if (today > invoice.paymentDeadline) return 'late';
  if (today >= addDays(invoice.paymentDeadline, -INVOICE_DUE_SOON_DAYS)) return 'due';
  return null;
}

/**
 * How a new notification's e-mail goes out, given how many notification e-mails the user already
 * got today: alone below DIGEST_THRESHOLD, else into the day's digest.
 */
export function emailRoute(sentToday: number): 'queued' | 'digest' {
  return sentToday < DIGEST_THRESHOLD ? 'queued' : 'digest';
}

/** An e-mail address as a key: trimmed, lower case (addresses are compared without case). */
export function addressKey(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * The notification e-mail addresses of a lab's contract that get a lab-level notification's mail
 * of their own: the valid ones, each once (compared without case, the first spelling kept),
 * without those that are a recipient user's own address (that user's mail, under that user's
 * preferences, is the address's one mail).
 */
export function contractMailAddresses(contractAddresses: readonly string[], userAddresses: readonly (string | null)[]): string[] {
  const taken = new Set(userAddresses.flatMap((address) => (address && address.trim() !== '' ? [addressKey(address)] : [])));
  const out: string[] = [];
  for (const raw of contractAddresses) {
    const address = raw.trim();
    if (!isValidEmail(address) || taken.has(addressKey(address))) continue;
    taken.add(addressKey(address));
    out.push(address);
  }
  return out;
}

/** Whether a digest waiting since `since` goes out at `now`: once the (Budapest) day it began in has ended. */
export function digestDue(since: Date, now: Date): boolean {
  return calendarDay(now) > calendarDay(since);
}

/** Reminder offsets as stored: whole days, distinct, widest first. */
export function normaliseOffsets(offsets: readonly number[]): number[] {
  return [...new Set(offsets)].sort((a, b) => b - a);
}

/** The reminder days as the staff type them: '7, 1' (1–60, at most 5). */
export const REMINDER_DAYS_PATTERN = /^\s*\d{1,2}(\s*[,;\s]\s*\d{1,2}){0,4}\s*$/;

/** '7, 1' → [7, 1] (the text passed REMINDER_DAYS_PATTERN). */
export function parseReminderDays(text: string): number[] {
  return text
    .split(/[,;\s]+/)
    .filter((part) => part.length > 0)
    .map(Number);
}
