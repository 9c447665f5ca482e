import { z } from 'zod';
import type { KeyValueStore } from '../../lib/storage';
import { ZValueDraft, type ValueDraft } from './draft-model';

/** Where a draft sits: parameter × result group × sample (null: not sample-specific) × dimension. */
export interface DraftKeyParts {
  parameterId: number;
  resultGroupId: number;
  sampleId: number | null;
  dimensionId: string;
}

export function draftKey(parts: DraftKeyParts): string {
  return `${parts.parameterId}/${parts.resultGroupId}/${parts.sampleId ?? '-'}/${parts.dimensionId}`;
}

const KEY = /^(\d+)\/(\d+)\/(\d+|-)\/([a-z][a-z0-9_]*)$/;

export function parseDraftKey(key: string): DraftKeyParts | null {
  const m = KEY.exec(key);
  if (!m) return null;
  return { parameterId: Number(m[1]), resultGroupId: Number(m[2]), sampleId: m[3] === '-' ? null : Number(m[3]), dimensionId: m[4] ?? '' };
}

/**
 * The storage key of the unsaved drafts of one user in one survey of one lab. The user is part of
 * the key so that another person signing in on the same browser never sends them.
 */
export function draftStorageKey(userId: number, labId: number, surveyId: number): string {
  return `eqa.resultDrafts.${userId}.${labId}.${surveyId}`;
}

/** Drafts older than this are dropped when read (a forgotten tab must not overwrite newer results weeks later). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/**
 * The most drafts of one survey kept in the browser's storage, and the most characters they take
 * there (about half a megabyte as the browser counts, a tenth of the usual 5 MB of a site): a
 * large survey typed offline fits, a runaway one cannot fill the storage other settings need.
 * Beyond them the newest drafts are stored; the others stay in memory (sent all the same, but not
 * kept across a reload).
 */
export const DRAFT_MAX_STORED = 500;
export const DRAFT_MAX_STORED_CHARS = 250_000;

const ZStoredDraft = z.object({
  draft: ZValueDraft,
  /** What the server held when the user started editing (draftMeaning form). */
  base: z.string(),
  /** When the draft was last changed (ms since epoch). */
  changedAt: z.number(),
});
export type StoredDraft = z.infer<typeof ZStoredDraft>;

const ZStoredDrafts = z.object({ v: z.literal(1), drafts: z.record(z.string(), z.unknown()) });

/** The drafts kept for a survey; unreadable, malformed and expired entries are left out. */
export function readStoredDrafts(store: KeyValueStore, key: string, now: number): Map<string, StoredDraft> {
  const out = new Map<string, StoredDraft>();
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(key) ?? 'null');
  } catch {
    return out;
  }
  const parsed = ZStoredDrafts.safeParse(raw);
  if (!parsed.success) return out;
  for (const [draftId, value] of Object.entries(parsed.data.drafts)) {
    const entry = ZStoredDraft.safeParse(value);
    if (!entry.success || !parseDraftKey(draftId)) continue;
    if (now - entry.data.changedAt > DRAFT_MAX_AGE_MS) continue;
    out.set(draftId, entry.data);
  }
  return out;
}

/**
 * The drafts that go into the storage: the most recently changed first, as long as they stay
 * within DRAFT_MAX_STORED drafts and DRAFT_MAX_STORED_CHARS characters (each measured as stored).
 */
export function boundStoredDrafts(drafts: Iterable<[string, StoredDraft]>, limits = { count: DRAFT_MAX_STORED, chars: DRAFT_MAX_STORED_CHARS }): Record<string, StoredDraft> {
  const newestFirst = [...drafts].sort(([, a], [, b]) => b.changedAt - a.changedAt);
  const out: Record<string, StoredDraft> = {};
  let count = 0;
  let chars = 0;
  for (const [id, draft] of newestFirst) {
    if (count >= limits.count) break;
    const size = id.length + JSON.stringify(draft).length + 4;
    if (chars + size > limits.chars) continue;
    out[id] = draft;
    count += 1;
    chars += size;
  }
  return out;
}

/** Writes the drafts of a survey (within boundStoredDrafts); no drafts removes the entry. Storage failures are ignored (memory still holds them). */
export function writeStoredDrafts(store: KeyValueStore, key: string, drafts: ReadonlyMap<string, { draft: ValueDraft; base: string; changedAt: number }>): void {
  try {
    if (drafts.size === 0) {
      store.removeItem(key);
      return;
    }
    const entries = [...drafts].map(([id, d]): [string, StoredDraft] => [id, { draft: d.draft, base: d.base, changedAt: d.changedAt }]);
    store.setItem(key, JSON.stringify({ v: 1, drafts: boundStoredDrafts(entries) }));
  } catch {
    // quota or private mode: the drafts stay in memory
  }
}
