import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../lib/storage';
import { boundStoredDrafts, DRAFT_MAX_STORED, readStoredDrafts, writeStoredDrafts, type StoredDraft } from './draft-storage';

const NOW = 1_000_000_000_000;

function numeric(text: string, changedAt: number): StoredDraft {
  return { draft: { kind: 'numeric', text, unitId: 1 }, base: '', changedAt };
}

describe('the drafts kept in the browser storage (bounded)', () => {
  it('keeps the newest drafts up to the count', () => {
    const drafts: Array<[string, StoredDraft]> = [
      ['7/3/11/result', numeric('1', NOW - 3)],
      ['7/3/12/result', numeric('2', NOW - 1)],
      ['7/3/13/result', numeric('3', NOW - 2)],
    ];
    expect(Object.keys(boundStoredDrafts(drafts, { count: 2, chars: 10_000 }))).toEqual(['7/3/12/result', '7/3/13/result']);
  });

  it('keeps within the characters, newest first, and lets a smaller older draft in where it fits', () => {
    const long: StoredDraft = { draft: { kind: 'text', text: 'x'.repeat(400) }, base: '', changedAt: NOW - 2 };
    const drafts: Array<[string, StoredDraft]> = [
      ['7/3/-/comment', long],
      ['7/3/11/result', numeric('5', NOW - 1)],
      ['7/3/12/result', numeric('6', NOW - 3)],
    ];
    expect(Object.keys(boundStoredDrafts(drafts, { count: 10, chars: 300 }))).toEqual(['7/3/11/result', '7/3/12/result']);
  });

  it('writes at most DRAFT_MAX_STORED drafts of a survey; the rest stay in memory only', () => {
    const store = memoryStore();
    const drafts = new Map(Array.from({ length: DRAFT_MAX_STORED + 20 }, (_, i) => [`7/3/${i + 1}/result`, numeric(String(i), NOW - i)] as const));
    writeStoredDrafts(store, 'k', drafts);
    const kept = readStoredDrafts(store, 'k', NOW);
    expect(kept.size).toBe(DRAFT_MAX_STORED);
    expect(kept.has('7/3/1/result')).toBe(true);
    expect(kept.has(`7/3/${DRAFT_MAX_STORED + 20}/result`)).toBe(false);
  });
});
