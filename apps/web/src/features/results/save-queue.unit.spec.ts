import { describe, expect, it } from 'vitest';
import { afterReload, isPending, MAX_AUTOMATIC_RETRIES, mergeEdit, pendingCount, retryDelayMs, type DraftStatus } from './save-queue';

describe('what is pending (sent by itself)', () => {
  it.each<[DraftStatus, boolean]>([
    ['waiting', true],
    ['queued', true],
    ['saving', true],
    ['stale', true],
    ['held', false],
    ['failed', false],
  ])('%s → %s', (status, pending) => {
    expect(isPending(status)).toBe(pending);
  });

  it('counts the pending drafts only', () => {
    expect(pendingCount([{ status: 'queued' }, { status: 'held' }, { status: 'saving' }, { status: 'failed' }, { status: 'waiting' }])).toBe(3);
    expect(pendingCount([])).toBe(0);
  });
});

describe('repeated edits of one field (mergeEdit)', () => {
  const EMPTY = '[]';
  const FIVE = '[5]';
  const SIX = '[6]';
  it.each([
    { name: 'a first edit takes the base the form shows', existing: undefined, edit: { base: EMPTY, meaning: FIVE }, merge: { kind: 'keep', base: EMPTY } },
    { name: 'a later edit keeps the first base', existing: { status: 'queued' as const, base: EMPTY }, edit: { base: FIVE, meaning: SIX }, merge: { kind: 'keep', base: EMPTY } },
    { name: 'typed back to the base: nothing to save', existing: { status: 'waiting' as const, base: FIVE }, edit: { base: FIVE, meaning: FIVE }, merge: { kind: 'drop' } },
    { name: 'back to the base while the previous value is being sent: sent too', existing: { status: 'saving' as const, base: FIVE }, edit: { base: FIVE, meaning: FIVE }, merge: { kind: 'keep', base: FIVE } },
    { name: 'a stale draft takes the base the reloaded form shows', existing: { status: 'stale' as const, base: EMPTY }, edit: { base: FIVE, meaning: SIX }, merge: { kind: 'keep', base: FIVE } },
    { name: 'held input is kept (it cannot equal the base)', existing: { status: 'waiting' as const, base: FIVE }, edit: { base: FIVE, meaning: null }, merge: { kind: 'keep', base: FIVE } },
    { name: 'a failed draft edited again keeps its base', existing: { status: 'failed' as const, base: EMPTY }, edit: { base: FIVE, meaning: SIX }, merge: { kind: 'keep', base: EMPTY } },
  ])('$name', ({ existing, edit, merge }) => {
    expect(mergeEdit(existing, edit)).toEqual(merge);
  });
});

describe('what a reloaded form decides (afterReload: after a conflict, a reload, a read-only form)', () => {
  const BASE = '[base]';
  const MINE = '[mine]';
  const THEIRS = '[theirs]';
  const stale = { status: 'stale' as DraftStatus, reason: null, base: BASE, restored: false };
  it.each([
    { name: 'the place is gone (a deleted result group): dropped and reported', draft: stale, place: null, readOnly: false, outcome: { action: 'drop', report: true } },
    {
      name: 'a fresh draft whose place is gone is dropped quietly',
      draft: { ...stale, status: 'queued' as DraftStatus },
      place: null,
      readOnly: false,
      outcome: { action: 'drop', report: false },
    },
    { name: 'the server holds the draft already: it arrived', draft: stale, place: { stored: MINE, meaning: MINE }, readOnly: false, outcome: { action: 'drop', report: false } },
    {
      name: 'another editor changed the place since the draft began: their value wins, reported',
      draft: stale,
      place: { stored: THEIRS, meaning: MINE },
      readOnly: false,
      outcome: { action: 'drop', report: true },
    },
    { name: 'nobody changed it: sent again', draft: stale, place: { stored: BASE, meaning: MINE }, readOnly: false, outcome: { action: 'resend' } },
    {
      name: 'restored from storage and still unsent: sent again',
      draft: { ...stale, restored: true },
      place: { stored: BASE, meaning: MINE },
      readOnly: false,
      outcome: { action: 'resend' },
    },
    {
      name: 'a draft typed meanwhile goes on as it is',
      draft: { ...stale, status: 'waiting' as DraftStatus },
      place: { stored: THEIRS, meaning: MINE },
      readOnly: false,
      outcome: { action: 'keep' },
    },
    {
      name: 'refused as validated, the form editable again: judged like a stale one',
      draft: { ...stale, status: 'failed' as DraftStatus, reason: 'validated' },
      place: { stored: BASE, meaning: MINE },
      readOnly: false,
      outcome: { action: 'resend' },
    },
    {
      name: 'a value the server refused (422) stays for the user',
      draft: { ...stale, status: 'failed' as DraftStatus, reason: 'invalid' },
      place: { stored: BASE, meaning: MINE },
      readOnly: false,
      outcome: { action: 'keep' },
    },
    { name: 'read-only form, value differs: kept, not saved, with the reason', draft: stale, place: { stored: BASE, meaning: MINE }, readOnly: true, outcome: { action: 'lock' } },
    { name: 'read-only form, value arrived: dropped', draft: stale, place: { stored: MINE, meaning: MINE }, readOnly: true, outcome: { action: 'drop', report: false } },
    { name: 'read-only form, held input: kept, not saved', draft: stale, place: { stored: BASE, meaning: null }, readOnly: true, outcome: { action: 'lock' } },
  ])('$name', ({ draft, place, readOnly, outcome }) => {
    expect(afterReload(draft, place, readOnly)).toEqual(outcome);
  });
});

describe('the retry schedule of a save the network lost (retryDelayMs)', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [6, 30_000],
    [MAX_AUTOMATIC_RETRIES, 30_000],
    [MAX_AUTOMATIC_RETRIES + 1, null],
    [0, null],
    [1.5, null],
  ])('try %s waits %s ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it('plans no try while the browser says it is offline (its online event starts them)', () => {
    expect(retryDelayMs(1, false)).toBeNull();
  });

  it('gives up by itself after about eight and a half minutes', () => {
    let total = 0;
    for (let attempt = 1; retryDelayMs(attempt) !== null; attempt++) total += retryDelayMs(attempt) ?? 0;
    expect(total).toBe(510_000);
  });
});
