import { RESULT_EVENT_TYPES, type ResultCell, type ResultEvent, type ResultValueData } from './events';

/**
 * A current value of one dimension in one cell. A dimension holds one value (position 0), or
 * several when it allows multiple values (positions 0, 1, … in the order they were set).
 */
export interface CurrentResultValue extends ResultCell {
  position: number;
  value: ResultValueData;
}

/** A lab's own name and comment for a result group (name null: the default name). */
export interface LabResultGroup {
  name: string | null;
  comment: string | null;
}

/** Who made a change: an opaque author key (the event store uses the session, else the user). */
export type ChangeAuthor = string | null;

/** The version (1-based position in the stream) of the last event that changed something, and by whom. */
export interface LastChange {
  version: number;
  by: ChangeAuthor;
}

/** A request that carried an Idempotency-Key: the hash of its body and the version its events ended at. */
export interface RecordedRequest {
  hash: string;
  version: number;
}

/** Where an event came from (its metadata, as the decider needs it). */
export interface EventOrigin {
  by?: ChangeAuthor;
  idempotencyKey?: string | null;
  requestHash?: string | null;
}

/** How many idempotency keys a state remembers (the most recent ones): a retry comes within minutes. */
export const RECORDED_REQUESTS_LIMIT = 100;

/** What the events of one lab-survey stream add up to. Plain, immutable data. */
export interface LabSurveyState {
  /** The number of events folded: the stream version this state is at. */
  version: number;
  validated: boolean;
  /** Current values keyed by `resultValueKey(cell, dimensionId, position)`. */
  values: Readonly<Record<string, CurrentResultValue>>;
  /** Result groups the lab added, renamed or commented, keyed by result group id. */
  resultGroups: Readonly<Record<string, LabResultGroup>>;
  /** The highest ordinal a ResultGroupAdded gave (0: none; the first group is made outside the stream). */
  lastResultGroupOrdinal: number;
  /**
   * The last change of everything a command writes, keyed by `changeKey` (a dimension of a cell)
   * or `resultGroupChangeKey`: what a write based on an older version conflicts with.
   */
  changes: Readonly<Record<string, LastChange>>;
  /** Idempotency keys of the latest requests (at most RECORDED_REQUESTS_LIMIT). */
  requests: Readonly<Record<string, RecordedRequest>>;
}

export const initialLabSurveyState: LabSurveyState = Object.freeze({
  version: 0,
  validated: false,
  values: Object.freeze({}),
  resultGroups: Object.freeze({}),
  lastResultGroupOrdinal: 0,
  changes: Object.freeze({}),
  requests: Object.freeze({}),
});

/** The change key of one dimension of one cell (all its positions). */
export function changeKey(cell: ResultCell, dimensionId: string): string {
  return `${cell.parameterId}/${cell.resultGroupId}/${cell.sampleId ?? '-'}/${dimensionId}`;
}

/** The change key of a result group's name and comment. */
export function resultGroupChangeKey(resultGroupId: number): string {
  return `group/${resultGroupId}`;
}

/** The key of one value: parameter / result group / sample ('-' when none) / dimension / position. */
export function resultValueKey(cell: ResultCell, dimensionId: string, position = 0): string {
  return `${cell.parameterId}/${cell.resultGroupId}/${cell.sampleId ?? '-'}/${dimensionId}/${position}`;
}

/** The position of each value among the values of its dimension (0 for the first of a dimension). */
export function valuePositions(values: readonly ResultValueData[]): number[] {
  const next = new Map<string, number>();
  return values.map((value) => {
    const position = next.get(value.dimensionId) ?? 0;
    next.set(value.dimensionId, position + 1);
    return position;
  });
}

export function sameResultCell(a: ResultCell, b: ResultCell): boolean {
  return a.parameterId === b.parameterId && a.resultGroupId === b.resultGroupId && a.sampleId === b.sampleId;
}

/** What every key of a cell's values starts with (see resultValueKey). */
export function resultCellKeyPrefix(cell: ResultCell): string {
  return `${cell.parameterId}/${cell.resultGroupId}/${cell.sampleId ?? '-'}/`;
}

/** What every key of a parameter's values starts with (see resultValueKey). */
export function parameterKeyPrefix(parameterId: number): string {
  return `${parameterId}/`;
}

/**
 * The values whose keys start with `prefix` (a cell's or a parameter's), in key order of the
 * record: a walk over the keys, without copying the values first (a form holds hundreds).
 */
export function valuesWithKeyPrefix(values: Readonly<Record<string, CurrentResultValue>>, prefix: string): CurrentResultValue[] {
  const found: CurrentResultValue[] = [];
  for (const key in values) {
    if (key.startsWith(prefix)) found.push(values[key] as CurrentResultValue);
  }
  return found;
}

/** The current values of one cell. */
export function resultCellValues(state: LabSurveyState, cell: ResultCell): CurrentResultValue[] {
  return valuesWithKeyPrefix(state.values, resultCellKeyPrefix(cell));
}

/** The current values of one dimension of one cell, by position. */
export function dimensionValues(state: LabSurveyState, cell: ResultCell, dimensionId: string): ResultValueData[] {
  return resultCellValues(state, cell)
    .filter((v) => v.value.dimensionId === dimensionId)
    .sort((a, b) => a.position - b.position)
    .map((v) => v.value);
}

/** The current values of one parameter (every result group and sample). */
export function parameterValues(state: LabSurveyState, parameterId: number): CurrentResultValue[] {
  return valuesWithKeyPrefix(state.values, parameterKeyPrefix(parameterId));
}

export function labSurveyHasResults(state: LabSurveyState): boolean {
  return Object.keys(state.values).length > 0;
}

/**
 * Applies one event (the stream's next: version + 1). Pure: returns a new state and never changes
 * the given one. `origin` (the event's metadata) records who changed what and the request's
 * idempotency key; without it the change has no author.
 */
export function evolve(state: LabSurveyState, event: ResultEvent, origin: EventOrigin = {}): LabSurveyState {
  return applyEvent(state, event, origin, false);
}

/**
 * evolve's work. `owned`: the state's `values` and `changes` records belong to the caller's fold
 * (replay made them for it), so they are changed in place instead of copied: a fold of many events
 * copies the form's values once, not once per event.
 */
function applyEvent(state: LabSurveyState, event: ResultEvent, origin: EventOrigin, owned: boolean): LabSurveyState {
  const version = state.version + 1;
  const change: LastChange = { version, by: origin.by ?? null };
  const base = { ...state, version, requests: recordRequest(state.requests, origin, version) };
  switch (event.type) {
    case RESULT_EVENT_TYPES.resultValuesSet: {
      const { parameterId, resultGroupId, sampleId, values } = event.data;
      const cell = { parameterId, resultGroupId, sampleId };
      // Setting a dimension replaces all of its values.
      const dimensions = new Set(values.map((v) => v.dimensionId));
      const next = withoutValues(state.values, resultCellKeyPrefix(cell), (v) => dimensions.has(v.value.dimensionId), owned);
      const positions = valuePositions(values);
      values.forEach((value, index) => {
        const position = positions[index] ?? 0;
        next[resultValueKey(cell, value.dimensionId, position)] = { ...cell, position, value };
      });
      return { ...base, values: next, changes: withChanges(state.changes, [...dimensions].map((d) => changeKey(cell, d)), change, owned) };
    }
    case RESULT_EVENT_TYPES.resultValuesCleared: {
      const { parameterId, resultGroupId, sampleId, dimensionIds } = event.data;
      const cell = { parameterId, resultGroupId, sampleId };
      const clears = (v: CurrentResultValue) => dimensionIds === undefined || dimensionIds.includes(v.value.dimensionId);
      const gone = resultCellValues(state, cell).filter(clears);
      return { ...base, values: withoutValues(state.values, resultCellKeyPrefix(cell), clears, owned), changes: withChanges(state.changes, gone.map(changeKeyOf), change, owned) };
    }
    case RESULT_EVENT_TYPES.parameterResultsDeleted: {
      const { parameterId } = event.data;
      const gone = parameterValues(state, parameterId);
      return { ...base, values: withoutValues(state.values, parameterKeyPrefix(parameterId), () => true, owned), changes: withChanges(state.changes, gone.map(changeKeyOf), change, owned) };
    }
    case RESULT_EVENT_TYPES.surveyValidated:
      return { ...base, validated: true };
    case RESULT_EVENT_TYPES.surveyInvalidated:
      return { ...base, validated: false };
    case RESULT_EVENT_TYPES.resultGroupUpdated: {
      const { resultGroupId, name, comment } = event.data;
      return {
        ...base,
        resultGroups: { ...state.resultGroups, [String(resultGroupId)]: { name, comment } },
        changes: withChanges(state.changes, [resultGroupChangeKey(resultGroupId)], change, owned),
      };
    }
    case RESULT_EVENT_TYPES.resultGroupAdded: {
      const { resultGroupId, ordinal, name, comment } = event.data;
      return {
        ...base,
        resultGroups: { ...state.resultGroups, [String(resultGroupId)]: { name, comment } },
        lastResultGroupOrdinal: Math.max(state.lastResultGroupOrdinal, ordinal),
        changes: withChanges(state.changes, [resultGroupChangeKey(resultGroupId)], change, owned),
      };
    }
  }
}

const changeKeyOf = (current: CurrentResultValue) => changeKey(current, current.value.dimensionId);

function withChanges(changes: Readonly<Record<string, LastChange>>, keys: readonly string[], change: LastChange, owned: boolean): Readonly<Record<string, LastChange>> {
  if (keys.length === 0) return changes;
  const next = owned ? (changes as Record<string, LastChange>) : { ...changes };
  for (const key of keys) next[key] = change;
  return next;
}

/** The request's idempotency key at this version, keeping the RECORDED_REQUESTS_LIMIT most recent. */
function recordRequest(requests: Readonly<Record<string, RecordedRequest>>, origin: EventOrigin, version: number): Readonly<Record<string, RecordedRequest>> {
  const key = origin.idempotencyKey;
  if (!key) return requests;
  const next: Record<string, RecordedRequest> = { ...requests, [key]: { hash: origin.requestHash ?? '', version } };
  const keys = Object.keys(next);
  if (keys.length > RECORDED_REQUESTS_LIMIT) {
    const oldest = keys.reduce((a, b) => ((next[a] as RecordedRequest).version <= (next[b] as RecordedRequest).version ? a : b));
    delete next[oldest];
  }
  return next;
}

/**
 * Folds events over a state (the initial state by default): as evolve one after the other, on one copy
 * of the state's values and changes (the given state is never changed).
 */
export function replay(events: Iterable<ResultEvent>, state: LabSurveyState = initialLabSurveyState, origin: EventOrigin = {}): LabSurveyState {
  let current = state;
  let owned = false;
  for (const event of events) {
    if (!owned) {
      current = { ...current, values: { ...current.values }, changes: { ...current.changes } };
      owned = true;
    }
    current = applyEvent(current, event, origin, owned);
  }
  return current;
}

/** The values without those whose key starts with `prefix` and that `drop` picks (a copy unless `owned`). */
function withoutValues(
  values: Readonly<Record<string, CurrentResultValue>>,
  prefix: string,
  drop: (value: CurrentResultValue) => boolean,
  owned: boolean,
): Record<string, CurrentResultValue> {
  const next: Record<string, CurrentResultValue> = owned ? (values as Record<string, CurrentResultValue>) : { ...values };
  for (const key in values) {
    if (key.startsWith(prefix) && drop(values[key] as CurrentResultValue)) delete next[key];
  }
  return next;
}
