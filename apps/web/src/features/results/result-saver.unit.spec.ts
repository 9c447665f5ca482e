import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, type KeyValueStore } from '../../lib/storage';
import { storedMeaning, type StoredValue } from './draft-model';
import { draftKey, draftStorageKey, parseDraftKey, readStoredDrafts, writeStoredDrafts, DRAFT_MAX_AGE_MS } from './draft-storage';
import { ResultSaver, type ClassifiedSaveError, type SaveAnswer, type SaveRequest, type SaverEvent } from './result-saver';

const numeric = { id: 'result', valueType: 'numeric' as const };
const method = { id: 'method', valueType: 'nominal' as const };
const glucoseS1 = { parameterId: 7, resultGroupId: 3, sampleId: 11, dimensionId: 'result' };
const glucoseS2 = { parameterId: 7, resultGroupId: 3, sampleId: 12, dimensionId: 'result' };
const glucoseMethod = { parameterId: 7, resultGroupId: 3, sampleId: null, dimensionId: 'method' };
const EMPTY = storedMeaning(numeric, []);
const STORAGE_KEY = draftStorageKey(5, 1, 2);

function stored(dimensionId: string, value: number, unitId = 1): StoredValue {
  return {
    dimensionId,
    type: 'numeric',
    value,
    relation: '=',
    unitId,
    valueId: null,
    name: null,
    components: [],
    fileId: null,
    fileName: null,
    mediaType: null,
    size: null,
  };
}

class HttpError extends Error {
  constructor(readonly failure: ClassifiedSaveError) {
    super(failure.kind);
  }
}

interface Harness {
  saver: ResultSaver;
  requests: SaveRequest[];
  events: SaverEvent[];
  storage: KeyValueStore;
  /** Answers the next request: a version and what the server stores, or an error. */
  answer(next: ((request: SaveRequest) => SaveAnswer) | HttpError): void;
}

function harness(storage: KeyValueStore = memoryStore(), options: { browserOnline?: () => boolean } = {}): Harness {
  const requests: SaveRequest[] = [];
  const events: SaverEvent[] = [];
  const answers: Array<((request: SaveRequest) => SaveAnswer) | HttpError> = [];
  const saver = new ResultSaver({
    storage,
    storageKey: STORAGE_KEY,
    send: (request) => {
      requests.push(request);
      const next = answers.shift();
      if (!next) return new Promise<SaveAnswer>(() => undefined);
      if (next instanceof HttpError) return Promise.reject(next);
      return Promise.resolve(next(request));
    },
    classify: (error) => (error instanceof HttpError ? error.failure : { kind: 'other', param: null, type: null }),
    onEvent: (event) => events.push(event),
    ...options,
  });
  return { saver, requests, events, storage, answer: (next) => answers.push(next) };
}

/** A server that stores what it is sent (numbers) and moves the version on. */
function echo(version: number) {
  return (request: SaveRequest): SaveAnswer => ({
    streamVersion: version,
    results: request.cells.map((cell) => ({
      ...cell,
      values: cell.values.filter((v) => v.value !== undefined && v.value !== null).map((v) => stored(v.dimensionId, Number(v.value), v.unitId ?? 1)),
    })),
  });
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draft keys and storage', () => {
  it('round-trips keys and drops malformed or expired stored drafts', () => {
    expect(parseDraftKey(draftKey(glucoseS1))).toEqual(glucoseS1);
    expect(parseDraftKey(draftKey(glucoseMethod))).toEqual(glucoseMethod);
    expect(parseDraftKey('7/3/x/result')).toBeNull();
    const store = memoryStore();
    const now = 1_000_000_000_000;
    writeStoredDrafts(
      store,
      'k',
      new Map([
        [draftKey(glucoseS1), { draft: { kind: 'numeric', text: '5,6', unitId: 1 }, base: EMPTY, changedAt: now }],
        [draftKey(glucoseS2), { draft: { kind: 'numeric', text: '6', unitId: 1 }, base: EMPTY, changedAt: now - DRAFT_MAX_AGE_MS - 1 }],
      ]),
    );
    expect([...readStoredDrafts(store, 'k', now).keys()]).toEqual([draftKey(glucoseS1)]);
    store.setItem('k', '{"v":1,"drafts":{"7/3/11/result":{"draft":{"kind":"bogus"},"base":"","changedAt":1}}}');
    expect(readStoredDrafts(store, 'k', now).size).toBe(0);
    store.setItem('k', 'not json');
    expect(readStoredDrafts(store, 'k', now).size).toBe(0);
    writeStoredDrafts(store, 'k', new Map());
    expect(store.getItem('k')).toBeNull();
  });
});

describe('ResultSaver', () => {
  it('debounces edits, sends one request with the form version and forgets acknowledged drafts', async () => {
    const h = harness();
    h.saver.setVersion(4);
    h.answer(echo(5));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 1 }, { base: EMPTY, debounceMs: 3000 });
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '<5,6', unitId: 1 }, { base: EMPTY, debounceMs: 3000 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(h.requests).toHaveLength(0);
    expect(h.saver.entry(draftKey(glucoseS1))?.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.requests).toEqual([
      { expectedVersion: 4, cells: [{ parameterId: 7, resultGroupId: 3, sampleId: 11, values: [{ dimensionId: 'result', type: 'numeric', value: '5.6', relation: '<', unitId: 1 }] }] },
    ]);
    expect(h.saver.entry(draftKey(glucoseS1))).toBeUndefined();
    expect(h.saver.currentVersion()).toBe(5);
    expect(h.events.map((e) => e.type)).toEqual(['saving', 'saved']);
    expect(h.storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps the draft (memory and storage) when the save fails, and sends it again on retry', async () => {
    const h = harness();
    h.saver.setVersion(1);
    h.answer(new HttpError({ kind: 'other', param: null, type: null }));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,6', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.saver.entry(draftKey(glucoseS1))?.status).toBe('failed');
    expect(h.events.map((e) => e.type)).toEqual(['saving', 'failed']);
    expect([...readStoredDrafts(h.storage, STORAGE_KEY, Date.now()).values()].map((d) => d.draft)).toEqual([
      { kind: 'numeric', text: '5,6', unitId: 1 },
    ]);
    h.answer(echo(2));
    h.saver.retry();
    await settle();
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.expectedVersion).toBe(1);
    expect(h.saver.entry(draftKey(glucoseS1))).toBeUndefined();
  });

  it('holds an incomplete number without sending it, and shows why', async () => {
    const h = harness();
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '<', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.requests).toHaveLength(0);
    expect(h.saver.entry(draftKey(glucoseS1))).toMatchObject({ status: 'held', error: 'value.invalidNumber' });
    await expect(h.saver.flush()).resolves.toBe('held');
  });

  it('drops a draft that returns to the stored value', async () => {
    const h = harness();
    const base = storedMeaning(numeric, [stored('result', 5)]);
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '6', unitId: 1 }, { base, debounceMs: 1000 });
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,0', unitId: 1 }, { base, debounceMs: 1000 });
    expect(h.saver.entry(draftKey(glucoseS1))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.requests).toHaveLength(0);
  });

  it('keeps an edit made while its previous value is being saved, then sends it', async () => {
    let release: (answer: SaveAnswer) => void = () => undefined;
    const first = new Promise<SaveAnswer>((resolve) => (release = resolve));
    const requests: SaveRequest[] = [];
    const saver = new ResultSaver({
      storage: memoryStore(),
      storageKey: 'k',
      send: (request) => {
        requests.push(request);
        return requests.length === 1 ? first : Promise.resolve(echo(3)(request));
      },
      classify: () => ({ kind: 'other', param: null, type: null }),
      onEvent: () => undefined,
    });
    saver.setVersion(1);
    saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '6', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    release(echo(2)(requests[0] as SaveRequest));
    await settle();
    expect(saver.entry(draftKey(glucoseS1))?.draft).toEqual({ kind: 'numeric', text: '6', unitId: 1 });
    expect(saver.entry(draftKey(glucoseS1))?.base).toBe(storedMeaning(numeric, [stored('result', 5)]));
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ expectedVersion: 2, cells: [{ values: [{ value: '6' }] }] });
    expect(saver.entry(draftKey(glucoseS1))).toBeUndefined();
  });

  it('after a conflict, drops the drafts another editor changed and sends the others with the new version', async () => {
    const h = harness();
    h.saver.setVersion(10);
    h.answer(new HttpError({ kind: 'conflict', param: null, type: 'stream_version_conflict' }));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,6', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    h.saver.edit(glucoseS2, numeric, { kind: 'numeric', text: '9', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.events.map((e) => e.type)).toEqual(['saving', 'conflict']);
    expect(h.saver.entry(draftKey(glucoseS1))?.status).toBe('stale');
    // nothing goes out until the reloaded form is reconciled
    h.saver.retry();
    await settle();
    expect(h.requests).toHaveLength(1);

    h.answer(echo(12));
    const server = new Map([
      [draftKey(glucoseS1), [stored('result', 4.9)]], // the other editor's value
      [draftKey(glucoseS2), []],
    ]);
    h.saver.reconcile((parts) => ({ dimension: numeric, values: server.get(draftKey(parts)) ?? [] }), { version: 11, readOnly: false });
    await settle();
    expect(h.events.at(-3)).toEqual({ type: 'dropped', keys: [draftKey(glucoseS1)] });
    expect(h.requests[1]).toEqual({
      expectedVersion: 11,
      cells: [{ parameterId: 7, resultGroupId: 3, sampleId: 12, values: [{ dimensionId: 'result', type: 'numeric', value: '9', relation: '=', unitId: 1 }] }],
    });
    expect(h.saver.entries()).toEqual([]);
  });

  it('puts a 422 on the value the server named and sends the rest of the request again', async () => {
    const h = harness();
    h.answer(new HttpError({ kind: 'constraint', param: 'results.1.values.0.unitId', type: 'value.unitNotAllowed' }));
    h.answer(echo(2));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    h.saver.edit(glucoseS2, numeric, { kind: 'numeric', text: '6', unitId: 99 }, { base: EMPTY, debounceMs: 1000 });
    await expect(h.saver.flush()).resolves.toBe('failed');
    expect(h.requests[0]?.cells.map((c) => c.sampleId)).toEqual([11, 12]);
    expect(h.saver.entry(draftKey(glucoseS2))).toMatchObject({ status: 'failed', error: 'value.unitNotAllowed' });
    expect(h.saver.entry(draftKey(glucoseS1))).toBeUndefined();
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.cells.map((c) => c.sampleId)).toEqual([11]);
  });

  it('restores drafts from storage after a reload and sends them once the form confirms nobody changed them', async () => {
    const storage = memoryStore();
    const before = harness(storage);
    before.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '<5,6', unitId: 1 }, { base: EMPTY, debounceMs: 3000 });
    before.saver.edit(glucoseMethod, method, { kind: 'nominal', valueIds: [4], names: {} }, { base: storedMeaning(method, []), debounceMs: 1000 });
    before.saver.dispose(); // the page went away before the debounce ran out

    const after = harness(storage);
    expect(after.saver.restoredCount).toBe(2);
    after.answer(echo(3));
    after.saver.reconcile((parts) => ({ dimension: parts.dimensionId === 'method' ? method : numeric, values: [] }), { version: 2, readOnly: false });
    await settle();
    expect(after.requests).toHaveLength(1);
    expect(after.requests[0]?.expectedVersion).toBe(2);
    expect(after.requests[0]?.cells).toEqual([
      { parameterId: 7, resultGroupId: 3, sampleId: 11, values: [{ dimensionId: 'result', type: 'numeric', value: '5.6', relation: '<', unitId: 1 }] },
      { parameterId: 7, resultGroupId: 3, sampleId: null, values: [{ dimensionId: 'method', type: 'nominal', valueId: 4 }] },
    ]);
  });

  it('drops restored drafts the server already holds; on a read-only form keeps the others shown as not saved', () => {
    const storage = memoryStore();
    const before = harness(storage);
    before.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,6', unitId: 1 }, { base: EMPTY, debounceMs: 3000 });
    before.saver.edit(glucoseS2, numeric, { kind: 'numeric', text: '7', unitId: 1 }, { base: EMPTY, debounceMs: 3000 });
    before.saver.dispose();
    const after = harness(storage);
    after.saver.reconcile((parts) => ({ dimension: numeric, values: parts.sampleId === 11 ? [stored('result', 5.6)] : [] }), { version: 3, readOnly: false });
    expect(after.saver.entry(draftKey(glucoseS1))).toBeUndefined();
    // sent at once (this server never answers)
    expect(after.saver.entry(draftKey(glucoseS2))?.status).toBe('saving');
    expect(after.requests).toHaveLength(1);
    after.saver.reconcile(() => ({ dimension: numeric, values: [] }), { version: 3, readOnly: true });
    expect(after.saver.entries().map((e) => [e.key, e.status, e.reason])).toEqual([[draftKey(glucoseS2), 'failed', 'readOnly']]);
    after.saver.discardFailed();
    expect(after.saver.entries()).toEqual([]);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it.each([
    { name: 'a savable draft on an editable form', text: '7', readOnly: false, savable: 1 },
    { name: 'held input (an incomplete number)', text: '7,', readOnly: false, savable: 0 },
    { name: 'any draft on a read-only form', text: '7', readOnly: true, savable: 0 },
  ])("'restored and being saved' counts only drafts that go to the server: $name", ({ text, readOnly, savable }) => {
    const storage = memoryStore();
    const before = harness(storage);
    before.saver.edit(glucoseS2, numeric, { kind: 'numeric', text, unitId: 1 }, { base: EMPTY, debounceMs: 3000 });
    before.saver.dispose();
    const after = harness(storage);
    expect(after.saver.restoredCount).toBe(1);
    after.saver.reconcile(() => ({ dimension: numeric, values: [] }), { version: 3, readOnly });
    expect(after.saver.savableCount()).toBe(savable);
  });

  it('marks the places the last save wrote as saved, until they are edited again', async () => {
    const h = harness();
    h.answer(echo(1));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,6', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    expect(h.saver.isJustSaved(draftKey(glucoseS1))).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(h.saver.isJustSaved(draftKey(glucoseS1))).toBe(true);
    expect(h.saver.isJustSaved(draftKey(glucoseS2))).toBe(false);
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,7', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    expect(h.saver.isJustSaved(draftKey(glucoseS1))).toBe(false);
  });

  it('a result typed after a colleague validated does not vanish: not saved, with the reason, until dismissed', async () => {
    const h = harness();
    h.saver.setVersion(4);
    h.answer(new HttpError({ kind: 'validated', param: null, type: 'survey_validated_error' }));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,6', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    h.saver.edit(glucoseS2, numeric, { kind: 'numeric', text: '7', unitId: 1 }, { base: EMPTY, debounceMs: 5000 });
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    // the save met the validation: it and the draft still waiting are kept, failed, with the reason
    expect(h.events.map((e) => e.type)).toEqual(['saving', 'failed']);
    expect(h.saver.entries().map((e) => [e.key, e.status, e.reason])).toEqual([
      [draftKey(glucoseS1), 'failed', 'validated'],
      [draftKey(glucoseS2), 'failed', 'validated'],
    ]);
    // the reloaded form is validated (read-only): still shown, never dropped
    h.saver.reconcile(() => ({ dimension: numeric, values: [] }), { version: 5, readOnly: true, validated: true });
    expect(h.saver.entry(draftKey(glucoseS1))).toMatchObject({ status: 'failed', reason: 'validated', draft: { text: '5,6' } });
    expect(h.events.some((e) => e.type === 'dropped')).toBe(false);
    // Retry cannot help: nothing is sent
    h.saver.retry();
    await settle();
    expect(h.requests).toHaveLength(1);
    // invalidated (the form is editable again): the kept entries are sent with the new version
    h.answer(echo(7));
    h.saver.reconcile(() => ({ dimension: numeric, values: [] }), { version: 6, readOnly: false });
    await settle();
    expect(h.requests[1]).toMatchObject({ expectedVersion: 6, cells: [{ sampleId: 11 }, { sampleId: 12 }] });
    expect(h.saver.entries()).toEqual([]);
  });

  it('runs other writes in line with the saves, with the latest version', async () => {
    const h = harness();
    h.saver.setVersion(1);
    h.answer(echo(2));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    const flushed = h.saver.flush();
    const versions: number[] = [];
    const validated = h.saver.run(async (expectedVersion) => {
      versions.push(expectedVersion);
      return { streamVersion: expectedVersion + 1 };
    });
    await expect(flushed).resolves.toBe('ok');
    await expect(validated).resolves.toEqual({ streamVersion: 3 });
    expect(versions).toEqual([2]);
    expect(h.saver.currentVersion()).toBe(3);
  });
});

describe('ResultSaver when the server cannot be reached', () => {
  const lost = () => new HttpError({ kind: 'connection', param: null, type: null });

  it('keeps the drafts due, reports no failure, and tries again on the schedule until the server answers', async () => {
    const h = harness();
    h.saver.setVersion(1);
    h.answer(lost());
    h.answer(lost());
    h.answer(echo(2));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,6', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.requests).toHaveLength(1);
    expect(h.saver.waitingForConnection()).toBe(true);
    // not failed: waiting, shown as not saved yet, and stored
    expect(h.saver.entry(draftKey(glucoseS1))?.status).toBe('queued');
    expect(readStoredDrafts(h.storage, STORAGE_KEY, Date.now()).size).toBe(1);
    expect(h.events.map((e) => e.type)).toEqual(['saving', 'waitingForConnection']);
    // the first try after 2 s, the next after 4 s more
    await vi.advanceTimersByTimeAsync(1999);
    expect(h.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(h.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.requests).toHaveLength(3);
    expect(h.requests.map((r) => r.expectedVersion)).toEqual([1, 1, 1]);
    expect(h.saver.entries()).toEqual([]);
    expect(h.saver.waitingForConnection()).toBe(false);
    expect(h.events.map((e) => e.type)).toEqual(['saving', 'waitingForConnection', 'saving', 'waitingForConnection', 'saving', 'saved']);
    expect(h.events.some((e) => e.type === 'failed')).toBe(false);
  });

  it('sends what was typed meanwhile with the next try, one request for all, at once when the browser is back online', async () => {
    const h = harness();
    h.answer(lost());
    h.answer(echo(2));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    // typed while offline: due after its debounce, but it waits for the planned try
    h.saver.edit(glucoseS2, numeric, { kind: 'numeric', text: '6', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5,5', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.requests).toHaveLength(1);
    h.saver.connectionBack();
    await settle();
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.cells.map((c) => [c.sampleId, c.values[0]?.value])).toEqual([
      [11, '5.5'],
      [12, '6'],
    ]);
    expect(h.saver.entries()).toEqual([]);
  });

  it('plans no try while the browser says it is offline; its online event sends', async () => {
    let online = false;
    const h = harness(memoryStore(), { browserOnline: () => online });
    h.answer(lost());
    h.answer(echo(2));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(h.requests).toHaveLength(1);
    online = true;
    h.saver.connectionBack();
    await settle();
    expect(h.requests).toHaveLength(2);
    expect(h.saver.entries()).toEqual([]);
  });

  it('after the automatic tries, an edit, Retry or a flush tries again', async () => {
    const h = harness();
    for (let i = 0; i <= 20; i++) h.answer(lost());
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000 + 510_000);
    expect(h.requests).toHaveLength(21);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(h.requests).toHaveLength(21);
    h.answer(lost());
    h.saver.edit(glucoseS2, numeric, { kind: 'numeric', text: '6', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.requests).toHaveLength(22);
    // validating flushes: one try, and the outcome says the drafts are not saved
    h.answer(lost());
    await expect(h.saver.flush()).resolves.toBe('failed');
    expect(h.requests).toHaveLength(23);
    h.answer(echo(4));
    h.saver.retry();
    await settle();
    expect(h.requests).toHaveLength(24);
    expect(h.saver.entries()).toEqual([]);
  });

  it('after the connection came back, a conflict or a refusal is handled as always', async () => {
    const h = harness();
    h.saver.setVersion(4);
    h.answer(lost());
    h.answer(new HttpError({ kind: 'conflict', param: null, type: 'stream_version_conflict' }));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 1 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    h.saver.connectionBack();
    await settle();
    expect(h.saver.waitingForConnection()).toBe(false);
    expect(h.saver.entry(draftKey(glucoseS1))?.status).toBe('stale');
    expect(h.events.map((e) => e.type)).toEqual(['saving', 'waitingForConnection', 'saving', 'conflict']);
    // another editor stored 4.9 meanwhile: their value wins
    h.saver.reconcile(() => ({ dimension: numeric, values: [stored('result', 4.9)] }), { version: 5, readOnly: false });
    expect(h.events.at(-1)).toEqual({ type: 'dropped', keys: [draftKey(glucoseS1)] });
    expect(h.saver.entries()).toEqual([]);
  });

  it('a refused value after the connection came back is marked on its control', async () => {
    const h = harness();
    h.answer(lost());
    h.answer(new HttpError({ kind: 'constraint', param: 'values.0.unitId', type: 'value.unitNotAllowed' }));
    h.saver.edit(glucoseS1, numeric, { kind: 'numeric', text: '5', unitId: 99 }, { base: EMPTY, debounceMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.saver.entry(draftKey(glucoseS1))).toMatchObject({ status: 'failed', reason: 'invalid', error: 'value.unitNotAllowed' });
    expect(h.saver.waitingForConnection()).toBe(false);
  });
});
