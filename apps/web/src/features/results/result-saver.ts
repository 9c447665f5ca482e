import { VALUE_ERROR_KEYS, type ResultCell, type ResultValueInputRaw, type ValueErrorKey } from '@eqa/core';
import type { KeyValueStore } from '../../lib/storage';
import { draftEntries, draftMeaning, storedMeaning, type DraftDimension, type StoredValue, type ValueDraft } from './draft-model';
import { draftKey, parseDraftKey, readStoredDrafts, writeStoredDrafts, type DraftKeyParts } from './draft-storage';

/**
 * - waiting: typed, the debounce runs
 * - held: cannot be sent as it is (an incomplete number): shown with its message, not saved
 * - queued: due, goes with the next request
 * - saving: in the request on the way
 * - failed: the request failed; kept until Retry or the next edit
 * - stale: to be checked against the reloaded form (after a conflict, or restored from storage)
 */
export type DraftStatus = 'waiting' | 'held' | 'queued' | 'saving' | 'failed' | 'stale';

/**
 * Why a draft failed, as 'Result NOT saved' names it: the results were validated meanwhile, the
 * survey became read-only, the server refused a value, or anything else (network, server).
 */
export type SaveFailureReason = 'validated' | 'readOnly' | 'invalid' | 'other';

/** Reasons a retry cannot help: the draft stays shown until the user discards it (or the form opens again). */
const LOCKED_REASONS: ReadonlySet<SaveFailureReason> = new Set(['validated', 'readOnly']);

export interface DraftEntry {
  key: string;
  parts: DraftKeyParts;
  /** null for a draft restored from storage until the form is there to describe it. */
  dimension: DraftDimension | null;
  draft: ValueDraft;
  /** What the server held when the user started editing (draftMeaning form). */
  base: string;
  changedAt: number;
  revision: number;
  status: DraftStatus;
  /** The message shown under the control: a held input's parse error, or the server's 422 type. */
  error: ValueErrorKey | null;
  /** Why it failed (status failed), else null. */
  reason: SaveFailureReason | null;
  debounceMs: number;
}

export interface SaveCellRequest extends ResultCell {
  values: ResultValueInputRaw[];
}

export interface SaveRequest {
  expectedVersion: number;
  cells: SaveCellRequest[];
}

export interface SaveAnswer {
  streamVersion: number;
  results: Array<ResultCell & { values: StoredValue[] }>;
}

export interface ClassifiedSaveError {
  /**
   * conflict: 409 (someone else changed a result this save writes): reload, then reconcile.
   * validated / readOnly: the form can no longer take the save (validated meanwhile, ended).
   */
  kind: 'conflict' | 'constraint' | 'validated' | 'readOnly' | 'other';
  param: string | null;
  type: string | null;
}

export type SaverEvent =
  | { type: 'saving' }
  | { type: 'saved'; answer: SaveAnswer }
  | { type: 'failed'; error: unknown }
  | { type: 'conflict'; error: unknown }
  /** Drafts dropped on reconcile because the server now holds another editor's value. */
  | { type: 'dropped'; keys: string[] };

export interface ResultSaverOptions {
  storage: KeyValueStore;
  storageKey: string;
  send(request: SaveRequest): Promise<SaveAnswer>;
  classify(error: unknown): ClassifiedSaveError;
  onEvent(event: SaverEvent): void;
  now?: () => number;
}

/** What the form holds for a draft's place: its dimension and stored values; null when the place is gone. */
export type StoredLookup = (parts: DraftKeyParts) => { dimension: DraftDimension; values: readonly StoredValue[] } | null;

export type FlushOutcome = 'ok' | 'held' | 'failed';

const VALUE_ERRORS = new Set<string>(VALUE_ERROR_KEYS);

function cellKey(cell: ResultCell): string {
  return `${cell.parameterId}/${cell.resultGroupId}/${cell.sampleId ?? '-'}`;
}

/**
 * The autosave of one survey form (spec 1 §4 "Result saving"): every control edit becomes a draft
 * that is debounced, then sent; requests run one at a time with the stream version of the
 * previous answer (the server refuses stale versions with 409). A draft leaves only when the
 * server acknowledged exactly that revision; until then it lives here and in the browser storage,
 * so a failed request or a reload loses nothing. After a 409 the form is reloaded and `reconcile`
 * drops the drafts whose place another editor changed (their value wins and is shown) and sends
 * the others again. Other writes (validation, deletion, result groups) go through `run`, in the
 * same line, so they never race the autosave.
 */
export class ResultSaver {
  private readonly drafts = new Map<string, DraftEntry>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private readonly exclusive: Array<() => Promise<void>> = [];
  private idleWaiters: Array<(outcome: FlushOutcome) => void> = [];
  private version = 0;
  private busy = false;
  /** After a conflict: nothing is sent until the reloaded form reconciled the drafts. */
  private blocked = false;
  private revisionCounter = 0;
  private changes = 0;
  /** The places the last acknowledged save wrote (their 'saved' mark beside the control). */
  private lastSaved: ReadonlySet<string> = new Set();
  private disposed = false;
  private readonly now: () => number;

  constructor(private readonly options: ResultSaverOptions) {
    this.now = options.now ?? (() => Date.now());
    for (const [key, stored] of readStoredDrafts(options.storage, options.storageKey, this.now())) {
      const parts = parseDraftKey(key);
      if (!parts) continue;
      this.drafts.set(key, {
        key,
        parts,
        dimension: null,
        draft: stored.draft,
        base: stored.base,
        changedAt: stored.changedAt,
        revision: ++this.revisionCounter,
        status: 'stale',
        error: null,
        reason: null,
        debounceMs: 0,
      });
    }
  }

  /** True when drafts came back from the browser storage (shown as a notice once). */
  get restoredCount(): number {
    return [...this.drafts.values()].filter((d) => d.dimension === null).length;
  }

  /**
   * Drafts on their way to the server (typed, due or in a request): what 'restored and being
   * saved' may speak of. Held input (an incomplete number) and drafts a read-only form refuses are
   * not among them.
   */
  savableCount(): number {
    return [...this.drafts.values()].filter((d) => d.status === 'waiting' || d.status === 'queued' || d.status === 'saving').length;
  }

  /** Whether the last acknowledged save wrote this place and it has not been edited since. */
  isJustSaved = (key: string): boolean => this.lastSaved.has(key) && !this.drafts.has(key);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever any draft changes (for useSyncExternalStore). */
  changeCount = (): number => this.changes;

  entry(key: string): DraftEntry | undefined {
    return this.drafts.get(key);
  }

  entries(): DraftEntry[] {
    return [...this.drafts.values()];
  }

  currentVersion(): number {
    return this.version;
  }

  /** The form's stream version (load and reloads; versions only grow). */
  setVersion(version: number): void {
    this.version = Math.max(this.version, version);
  }

  /** A control changed. `base` is the stored meaning of the place (storedMeaning) as the form shows it now. */
  edit(parts: DraftKeyParts, dimension: DraftDimension, draft: ValueDraft, options: { base: string; debounceMs: number }): void {
    if (this.disposed) return;
    const key = draftKey(parts);
    const existing = this.drafts.get(key);
    this.clearTimer(key);
    const base = existing && existing.status !== 'stale' ? existing.base : options.base;
    const check = draftEntries(dimension, draft);
    const meaning = draftMeaning(dimension, draft);
    if (meaning !== null && meaning === base && existing?.status !== 'saving') {
      // back to what the server holds: nothing to save
      this.drafts.delete(key);
      this.changed();
      return;
    }
    const entry: DraftEntry = {
      key,
      parts,
      dimension,
      draft,
      base,
      changedAt: this.now(),
      revision: ++this.revisionCounter,
      status: check.state === 'held' ? 'held' : 'waiting',
      error: check.state === 'held' ? check.error : null,
      reason: null,
      debounceMs: options.debounceMs,
    };
    this.drafts.set(key, entry);
    if (entry.status === 'waiting') {
      this.timers.set(
        key,
        setTimeout(() => {
          this.timers.delete(key);
          this.setStatus(key, entry.revision, 'queued');
          this.pump();
        }, options.debounceMs),
      );
    }
    this.changed();
  }

  /** Sends the failed drafts again (not those a retry cannot help: validated, read-only). */
  retry(): void {
    for (const d of this.drafts.values()) {
      if (d.status === 'failed' && !(d.reason && LOCKED_REASONS.has(d.reason))) this.drafts.set(d.key, { ...d, status: 'queued', error: null, reason: null });
    }
    this.changed();
    this.pump();
  }

  /** Forgets the drafts that could not be saved (the user dismissed 'Result NOT saved'). */
  discardFailed(): void {
    for (const d of [...this.drafts.values()]) if (d.status === 'failed' || d.status === 'held') this.drafts.delete(d.key);
    this.changed();
  }

  /** Sends what is waiting now (before validation); resolves once nothing more can be sent. */
  flush(): Promise<FlushOutcome> {
    for (const d of this.drafts.values()) {
      if (d.status !== 'waiting') continue;
      this.clearTimer(d.key);
      this.drafts.set(d.key, { ...d, status: 'queued' });
    }
    this.changed();
    const done = new Promise<FlushOutcome>((resolve) => this.idleWaiters.push(resolve));
    this.pump();
    return done;
  }

  /** Runs another write of the stream in line with the saves; it receives the version to expect. */
  run<T extends { streamVersion: number }>(task: (expectedVersion: number) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.exclusive.push(async () => {
        try {
          const answer = await task(this.version);
          this.setVersion(answer.streamVersion);
          resolve(answer);
        } catch (error) {
          reject(error);
        }
      });
      this.pump();
    });
  }

  /**
   * After the form (re)loaded: restored and conflicting drafts are compared with what the server
   * holds now. Equal to it: already saved, dropped. The server value moved away from the draft's
   * base: another editor changed it, the draft is dropped (reported). Otherwise sent again. On a
   * read-only form (validated by a colleague, ended) nothing can be saved, but what the user typed
   * does not vanish: each draft that differs from the stored value stays, failed with the reason
   * ('Result NOT saved' names it), until the user discards it; when the form becomes editable
   * again (invalidated), such drafts are reconciled like the others.
   */
  reconcile(lookup: StoredLookup, context: { version: number; readOnly: boolean; validated?: boolean }): void {
    this.setVersion(context.version);
    const dropped: string[] = [];
    for (const d of [...this.drafts.values()]) {
      const place = lookup(d.parts);
      if (!place) {
        this.clearTimer(d.key);
        this.drafts.delete(d.key);
        if (d.dimension === null || d.status === 'stale') dropped.push(d.key);
        continue;
      }
      if (context.readOnly) {
        this.clearTimer(d.key);
        if (draftMeaning(place.dimension, d.draft) === storedMeaning(place.dimension, place.values)) {
          this.drafts.delete(d.key);
          continue;
        }
        this.drafts.set(d.key, { ...d, dimension: place.dimension, status: 'failed', error: null, reason: context.validated ? 'validated' : 'readOnly' });
        continue;
      }
      const locked = d.status === 'failed' && d.reason !== null && LOCKED_REASONS.has(d.reason);
      if (d.status !== 'stale' && !locked) {
        if (!d.dimension) this.drafts.set(d.key, { ...d, dimension: place.dimension });
        continue;
      }
      const current = storedMeaning(place.dimension, place.values);
      const meaning = draftMeaning(place.dimension, d.draft);
      if (meaning === current) {
        this.drafts.delete(d.key);
      } else if (current !== d.base) {
        this.drafts.delete(d.key);
        dropped.push(d.key);
      } else {
        const check = draftEntries(place.dimension, d.draft);
        this.drafts.set(d.key, {
          ...d,
          dimension: place.dimension,
          status: check.state === 'held' ? 'held' : 'queued',
          error: check.state === 'held' ? check.error : null,
          reason: null,
        });
      }
    }
    this.blocked = false;
    this.changed();
    if (dropped.length > 0) this.options.onEvent({ type: 'dropped', keys: dropped });
    this.pump();
  }

  /** The parameter's results were deleted: its drafts go too. */
  dropParameter(parameterId: number): void {
    for (const d of [...this.drafts.values()]) {
      if (d.parts.parameterId !== parameterId) continue;
      this.clearTimer(d.key);
      this.drafts.delete(d.key);
    }
    this.changed();
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }

  private clearTimer(key: string): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  private setStatus(key: string, revision: number, status: DraftStatus): void {
    const d = this.drafts.get(key);
    if (!d || d.revision !== revision) return;
    this.drafts.set(key, { ...d, status });
    this.changed();
  }

  private changed(): void {
    this.changes += 1;
    writeStoredDrafts(this.options.storage, this.options.storageKey, this.drafts);
    for (const listener of [...this.listeners]) listener();
  }

  private settleWaiters(): void {
    if (this.idleWaiters.length === 0) return;
    const all = [...this.drafts.values()];
    const outcome: FlushOutcome = all.some((d) => d.status === 'held')
      ? 'held'
      : all.some((d) => d.status !== 'waiting')
        ? 'failed'
        : 'ok';
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w(outcome);
  }

  private pump(): void {
    if (this.busy || this.disposed) return;
    const task = this.exclusive.shift();
    if (task) {
      this.busy = true;
      void task().finally(() => {
        this.busy = false;
        this.pump();
      });
      return;
    }
    const due = this.blocked ? [] : [...this.drafts.values()].filter((d) => d.status === 'queued' && d.dimension !== null);
    if (due.length === 0) {
      this.settleWaiters();
      return;
    }
    this.busy = true;
    void this.send(due).finally(() => {
      this.busy = false;
      this.pump();
    });
  }

  private async send(due: DraftEntry[]): Promise<void> {
    const cells: SaveCellRequest[] = [];
    const cellIndex = new Map<string, number>();
    /** [cell index][entry index] → draft key, to place a 422 on its control. */
    const owners: string[][] = [];
    const sent: Array<{ key: string; revision: number; dimension: DraftDimension }> = [];
    for (const d of due) {
      if (!d.dimension) continue;
      const check = draftEntries(d.dimension, d.draft);
      if (check.state === 'held') {
        this.drafts.set(d.key, { ...d, status: 'held', error: check.error });
        continue;
      }
      const cell = { parameterId: d.parts.parameterId, resultGroupId: d.parts.resultGroupId, sampleId: d.parts.sampleId };
      let index = cellIndex.get(cellKey(cell));
      if (index === undefined) {
        index = cells.length;
        cellIndex.set(cellKey(cell), index);
        cells.push({ ...cell, values: [] });
        owners.push([]);
      }
      for (const entry of check.entries) {
        cells[index]?.values.push(entry);
        owners[index]?.push(d.key);
      }
      this.drafts.set(d.key, { ...d, status: 'saving', error: null, reason: null });
      sent.push({ key: d.key, revision: d.revision, dimension: d.dimension });
    }
    this.changed();
    if (cells.length === 0) return;
    this.options.onEvent({ type: 'saving' });
    try {
      const answer = await this.options.send({ expectedVersion: this.version, cells });
      this.setVersion(answer.streamVersion);
      this.lastSaved = new Set(sent.map((s) => s.key));
      for (const s of sent) {
        const current = this.drafts.get(s.key);
        if (!current) continue;
        if (current.revision === s.revision) {
          this.drafts.delete(s.key);
          continue;
        }
        // edited while the request was on its way: it stays, measured against what is stored now
        const stored = answer.results.find(
          (r) => r.parameterId === current.parts.parameterId && r.resultGroupId === current.parts.resultGroupId && r.sampleId === current.parts.sampleId,
        );
        if (stored) this.drafts.set(s.key, { ...current, base: storedMeaning(s.dimension, stored.values) });
      }
      this.changed();
      this.options.onEvent({ type: 'saved', answer });
    } catch (error) {
      const failure = this.options.classify(error);
      if (failure.kind === 'conflict') {
        this.blocked = true;
        for (const d of [...this.drafts.values()]) {
          if (d.status === 'held') continue;
          this.clearTimer(d.key);
          this.drafts.set(d.key, { ...d, status: 'stale' });
        }
        this.changed();
        this.options.onEvent({ type: 'conflict', error });
        return;
      }
      if (failure.kind === 'validated' || failure.kind === 'readOnly') {
        // nothing can be saved any more: what was typed stays shown, with the reason
        for (const d of [...this.drafts.values()]) {
          if (d.status === 'held') continue;
          this.clearTimer(d.key);
          this.drafts.set(d.key, { ...d, status: 'failed', error: null, reason: failure.kind });
        }
        this.changed();
        this.options.onEvent({ type: 'failed', error });
        return;
      }
      const culprit = failure.kind === 'constraint' ? this.ownerOf(failure.param, owners) : null;
      for (const s of sent) {
        const current = this.drafts.get(s.key);
        if (!current || current.status !== 'saving') continue;
        if (culprit === null || s.key === culprit) {
          const error = s.key === culprit && failure.type && VALUE_ERRORS.has(failure.type) ? (failure.type as ValueErrorKey) : null;
          this.drafts.set(s.key, { ...current, status: 'failed', error, reason: failure.kind === 'constraint' ? 'invalid' : 'other' });
        } else {
          // not the value the server refused: it goes with the next request
          this.drafts.set(s.key, { ...current, status: 'queued' });
        }
      }
      this.changed();
      this.options.onEvent({ type: 'failed', error });
    }
  }

  /** The draft a 422 param names: 'values.1.unitId' (one result) or 'results.0.values.1…' (several). */
  private ownerOf(param: string | null, owners: string[][]): string | null {
    if (!param) return null;
    const m = /^(?:results\.(\d+)\.)?values\.(\d+)/.exec(param);
    if (!m) return null;
    const cell = m[1] === undefined ? 0 : Number(m[1]);
    return owners[cell]?.[Number(m[2])] ?? null;
  }
}
