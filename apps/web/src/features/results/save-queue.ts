/**
 * The rules of the autosave's queue (result-saver.ts runs them): which drafts are pending, how
 * repeated edits of one field merge, what a reloaded form decides about each draft (after a
 * conflict, a reload of the page, or a survey that became read-only), and when a save the network
 * lost is tried again. Pure: no timers, no storage, no requests.
 */

/**
 * - waiting: typed, the debounce runs
 * - held: cannot be sent as it is (an incomplete number): shown with its message, not saved
 * - queued: due, goes with the next request (or the next try while the server cannot be reached)
 * - saving: in the request on the way
 * - failed: the server refused it, or the request failed otherwise; kept until Retry or the next edit
 * - stale: to be checked against the reloaded form (after a conflict, or restored from storage)
 */
export type DraftStatus = 'waiting' | 'held' | 'queued' | 'saving' | 'failed' | 'stale';

/**
 * Whether a draft is on its way to the server by itself: typed, due, in a request, or waiting for
 * the reloaded form. A held input (an incomplete number) and a failed draft need the user first.
 */
export function isPending(status: DraftStatus): boolean {
  return status === 'waiting' || status === 'queued' || status === 'saving' || status === 'stale';
}

/** How many drafts are on their way by themselves ('Offline: 3 values waiting'). */
export function pendingCount(entries: Iterable<{ status: DraftStatus }>): number {
  let count = 0;
  for (const entry of entries) if (isPending(entry.status)) count += 1;
  return count;
}

export type EditMerge =
  /** Back to what the server holds: nothing to save, the draft goes. */
  | { kind: 'drop' }
  /** The edit replaces the field's draft, measured against `base`. */
  | { kind: 'keep'; base: string };

/**
 * A field edited again before its draft reached the server: one draft per field, the last text
 * wins, and it keeps the base of the first edit (what the server held when the user started; a
 * conflict is judged against it). A stale draft (restored, or after a conflict) takes the base the
 * form shows now. Typing back to the base drops the draft, unless a request with the previous value
 * is on its way (then the server must get the base back). `meaning` is null for held input.
 */
export function mergeEdit(existing: { status: DraftStatus; base: string } | undefined, edit: { base: string; meaning: string | null }): EditMerge {
  const base = existing && existing.status !== 'stale' ? existing.base : edit.base;
  if (edit.meaning !== null && edit.meaning === base && existing?.status !== 'saving') return { kind: 'drop' };
  return { kind: 'keep', base };
}

/** Failure reasons a retry cannot change (the survey was validated, or can no longer be edited). */
export type LockedReason = 'validated' | 'readOnly';

const LOCKED: ReadonlySet<string> = new Set<LockedReason>(['validated', 'readOnly']);

/** Whether a failed draft waits for the user whatever happens (Retry cannot help). */
export function isLocked(reason: string | null): boolean {
  return reason !== null && LOCKED.has(reason);
}

export type ReloadOutcome =
  /** Nothing to decide: a fresh edit or a request on its way goes on as it is. */
  | { action: 'keep' }
  /** Dropped: the server holds it already (silent), its place is gone, or another editor changed it (reported). */
  | { action: 'drop'; report: boolean }
  /** Sent again, with the reloaded form's version. */
  | { action: 'resend' }
  /** The form is read-only: kept and shown as not saved, with the reason, until the user discards it. */
  | { action: 'lock' };

/**
 * What a (re)loaded form decides about one draft. `place` is null when the form has no such place
 * any more (a deleted result group); else `stored` is the meaning of what the server holds now and
 * `meaning` the draft's (null for held input). Only drafts that wait for the form are judged
 * (stale: restored from storage, or after a conflict; and locked ones once the form is editable
 * again): equal to the server → it arrived; the server moved away from the draft's base → another
 * editor's value wins; otherwise the draft is sent again. On a read-only form nothing is sent.
 */
export function afterReload(
  draft: { status: DraftStatus; reason: string | null; base: string; restored: boolean },
  place: { stored: string; meaning: string | null } | null,
  readOnly: boolean,
): ReloadOutcome {
  if (!place) return { action: 'drop', report: draft.restored || draft.status === 'stale' };
  if (readOnly) return place.meaning === place.stored ? { action: 'drop', report: false } : { action: 'lock' };
  const locked = draft.status === 'failed' && isLocked(draft.reason);
  if (draft.status !== 'stale' && !locked) return { action: 'keep' };
  if (place.meaning === place.stored) return { action: 'drop', report: false };
  if (place.stored !== draft.base) return { action: 'drop', report: true };
  return { action: 'resend' };
}

/**
 * The waits before the automatic tries of a save the network lost (no answer, or a gateway's
 * 502/503/504): 2 s, 4 s, 8 s, 16 s, then every 30 s.
 */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 16_000, 30_000];

/** Automatic tries after a lost save (about 8½ minutes in all); then the browser's `online` event, an edit or 'Send now'. */
export const MAX_AUTOMATIC_RETRIES = 20;

/**
 * The wait before automatic try number `attempt` (1: after the first lost request), or null when
 * the app stops trying by itself: the tries are used up, or the browser says it is offline (its
 * `online` event starts them again).
 */
export function retryDelayMs(attempt: number, browserOnline = true): number | null {
  if (!browserOnline || !Number.isInteger(attempt) || attempt < 1 || attempt > MAX_AUTOMATIC_RETRIES) return null;
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? null;
}
