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

/** What the events of one lab-survey stream add up to. Plain, immutable data. */
export interface LabSurveyState {
  validated: boolean;
  /** Current values keyed by `resultValueKey(cell, dimensionId, position)`. */
  values: Readonly<Record<string, CurrentResultValue>>;
  /** Result groups the lab renamed or commented, keyed by result group id. */
  resultGroups: Readonly<Record<string, LabResultGroup>>;
}

export const initialLabSurveyState: LabSurveyState = Object.freeze({
  validated: false,
  values: Object.freeze({}),
  resultGroups: Object.freeze({}),
});

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

/** Applies one event. Pure: returns a new state and never changes the given one. */
export function evolve(state: LabSurveyState, event: ResultEvent): LabSurveyState {
  switch (event.type) {
    case RESULT_EVENT_TYPES.resultValuesSet: {
      const { parameterId, resultGroupId, sampleId, values } = event.data;
      const cell = { parameterId, resultGroupId, sampleId };
      // Setting a dimension replaces all of its values.
      const dimensions = new Set(values.map((v) => v.dimensionId));
      const next = withoutValues(state.values, resultCellKeyPrefix(cell), (v) => dimensions.has(v.value.dimensionId));
      const positions = valuePositions(values);
      values.forEach((value, index) => {
        const position = positions[index] ?? 0;
        next[resultValueKey(cell, value.dimensionId, position)] = { ...cell, position, value };
      });
      return { ...state, values: next };
    }
    case RESULT_EVENT_TYPES.resultValuesCleared: {
      const { parameterId, resultGroupId, sampleId, dimensionIds } = event.data;
      const cell = { parameterId, resultGroupId, sampleId };
      const clears = (v: CurrentResultValue) => dimensionIds === undefined || dimensionIds.includes(v.value.dimensionId);
      return { ...state, values: withoutValues(state.values, resultCellKeyPrefix(cell), clears) };
    }
    case RESULT_EVENT_TYPES.parameterResultsDeleted: {
      const { parameterId } = event.data;
      return { ...state, values: withoutValues(state.values, parameterKeyPrefix(parameterId), () => true) };
    }
    case RESULT_EVENT_TYPES.surveyValidated:
      return { ...state, validated: true };
    case RESULT_EVENT_TYPES.surveyInvalidated:
      return { ...state, validated: false };
    case RESULT_EVENT_TYPES.resultGroupUpdated: {
      const { resultGroupId, name, comment } = event.data;
      return { ...state, resultGroups: { ...state.resultGroups, [String(resultGroupId)]: { name, comment } } };
    }
  }
}

/** Folds events over a state (the initial state by default). */
export function replay(events: Iterable<ResultEvent>, state: LabSurveyState = initialLabSurveyState): LabSurveyState {
  let current = state;
  for (const event of events) current = evolve(current, event);
  return current;
}

/** A copy of the values without those whose key starts with `prefix` and that `drop` picks. */
function withoutValues(
  values: Readonly<Record<string, CurrentResultValue>>,
  prefix: string,
  drop: (value: CurrentResultValue) => boolean,
): Record<string, CurrentResultValue> {
  const next: Record<string, CurrentResultValue> = { ...values };
  for (const key in values) {
    if (key.startsWith(prefix) && drop(values[key] as CurrentResultValue)) delete next[key];
  }
  return next;
}
