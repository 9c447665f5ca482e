import { VALUE_ERROR_KEYS, type ResultCell, type ResultValueInputRaw, type ValueErrorKey } from '@eqa/core';
import type { KeyValueStore } from '../../lib/storage';
import { draftEntries, draftMeaning, storedMeaning, type DraftDimension, type StoredValue, type ValueDraft } from './draft-model';
import { draftKey, parseDraftKey, readStoredDrafts, writeStoredDrafts, type DraftKeyParts } from './draft-storage';
import { afterReload, isLocked, mergeEdit, retryDelayMs, type DraftStatus } from './save-queue';

export type { DraftStatus } from './save-queue';

/**
 * Why a draft failed, as 'Result NOT saved' names it: the results were validated meanwhile, the
 * survey became read-only, the server refused a value, or anything else (network, server).
 */
export type SaveFailureReason = 'validated' | 'readOnly' | 'invalid' | 'other';

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
   * connection: no answer (the network, or a gateway's 502/503/504): tried again by itself.
   */
  kind: 'conflict' | 'constraint' | 'validated' | 'readOnly' | 'connection' | 'other';
  param: string | null;
  type: string | null;
}

export type SaverEvent =
  | { type: 'saving' }
  | { type: 'saved'; answer: SaveAnswer }
  | { type: 'failed'; error: unknown }
  /** The server could not be reached: the drafts wait and are sent again by themselves (no error to report). */
  | { type: 'waitingForConnection'; error: unknown; attempt: number }
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
  /** What the browser says of its connection (navigator.onLine); default: online. */
  browserOnline?: () => boolean;
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
 * same line, so they never race the autosave. When the server cannot be reached the drafts wait,
 * shown as not saved yet, and are tried again by themselves (save-queue retryDelayMs, and at once
 * on `connectionBack`); nothing is reported as failed for that.
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
  /**
   * Set while the server cannot be reached: due drafts wait for the next try (`due`), which a
   * timer, the browser's `online` event, an edit, Retry or a flush starts; cleared by an answer.
   */
  private outage: { attempts: number; timer: ReturnType<typeof setTimeout> | null; due: boolean } | null = null;

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

  /** Whether saves wait because the server could not be reached (the offline banner). */
  waitingForConnection = (): boolean => this.outage !== null;

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
    const check = draftEntries(dimension, draft);
    const merge = mergeEdit(existing, { base: options.base, meaning: draftMeaning(dimension, draft) });
    if (merge.kind === 'drop') {
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
      base: merge.base,
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
          // while the server cannot be reached and no try is planned, an edit tries again
          if (this.outage && this.outage.timer === null && this.browserOnline()) this.tryAgainNow();
          else this.pump();
        }, options.debounceMs),
      );
    }
    this.changed();
  }

  /**
   * Sends the failed drafts again (not those a retry cannot help: validated, read-only), and the
   * ones waiting for the connection at once.
   */
  retry(): void {
    for (const d of this.drafts.values()) {
      if (d.status === 'failed' && !isLocked(d.reason)) this.drafts.set(d.key, { ...d, status: 'queued', error: null, reason: null });
    }
    this.changed();
    if (this.outage) this.tryAgainNow();
    else this.pump();
  }

  /** The browser says the connection is back: what waits for it is sent now, and the tries start afresh. */
  connectionBack(): void {
    if (!this.outage || this.disposed) return;
    this.outage = { ...this.outage, attempts: 0 };
    this.tryAgainNow();
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
    if (this.outage) this.tryAgainNow();
    else this.pump();
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
      const outcome = afterReload(
        { status: d.status, reason: d.reason, base: d.base, restored: d.dimension === null },
        place ? { stored: storedMeaning(place.dimension, place.values), meaning: draftMeaning(place.dimension, d.draft) } : null,
        context.readOnly,
      );
      // (a draft whose place is gone is always dropped)
      if (outcome.action === 'drop' || !place) {
        this.clearTimer(d.key);
        this.drafts.delete(d.key);
        if (outcome.action === 'drop' && outcome.report) dropped.push(d.key);
      } else if (outcome.action === 'lock') {
        this.clearTimer(d.key);
        this.drafts.set(d.key, { ...d, dimension: place.dimension, status: 'failed', error: null, reason: context.validated ? 'validated' : 'readOnly' });
      } else if (outcome.action === 'keep') {
        if (!d.dimension) this.drafts.set(d.key, { ...d, dimension: place.dimension });
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
    if (this.outage?.timer) clearTimeout(this.outage.timer);
    this.listeners.clear();
  }

  private browserOnline(): boolean {
    return this.options.browserOnline?.() ?? true;
  }

  /** Lets the drafts that wait for the connection go with the next request, now. */
  private tryAgainNow(): void {
    if (!this.outage || this.disposed) return;
    if (this.outage.timer !== null) clearTimeout(this.outage.timer);
    this.outage = { ...this.outage, timer: null, due: true };
    this.pump();
  }

  /** A request got no answer: the next try is planned (save-queue retryDelayMs), or left to `online`, an edit, Retry. */
  private lostConnection(): number {
    const attempts = (this.outage?.attempts ?? 0) + 1;
    if (this.outage?.timer) clearTimeout(this.outage.timer);
    const delay = retryDelayMs(attempts, this.browserOnline());
    this.outage = { attempts, due: false, timer: delay === null ? null : setTimeout(() => this.tryAgainNow(), delay) };
    return attempts;
  }

  private connectionRestored(): void {
    if (!this.outage) return;
    if (this.outage.timer !== null) clearTimeout(this.outage.timer);
    this.outage = null;
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
    // after a conflict nothing goes before the reconcile; without a connection, only the planned try
    const waiting = this.blocked || (this.outage !== null && !this.outage.due);
    const due = waiting ? [] : [...this.drafts.values()].filter((d) => d.status === 'queued' && d.dimension !== null);
    if (due.length === 0) {
      this.settleWaiters();
      return;
    }
    if (this.outage) this.outage = { ...this.outage, due: false };
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
      this.connectionRestored();
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
      if (failure.kind === 'connection') {
        // no answer: the drafts stay due, shown as not saved yet, and go with the next try
        for (const s of sent) {
          const current = this.drafts.get(s.key);
          if (current?.status === 'saving') this.drafts.set(s.key, { ...current, status: 'queued' });
        }
        const attempt = this.lostConnection();
        this.changed();
        this.options.onEvent({ type: 'waitingForConnection', error, attempt });
        return;
      }
      this.connectionRestored();
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
