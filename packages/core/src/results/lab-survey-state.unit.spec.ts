import { describe, expect, it } from 'vitest';
import { RESULT_EVENT_TYPES, type ResultValueData } from './events';
import { initialLabSurveyState, parameterValues, replay, resultCellValues, resultValueKey } from './lab-survey-state';

const conc = (value: number, dimensionId = 'conc'): ResultValueData => ({ dimensionId, type: 'numeric', value, relation: null, unitId: null, convertedValue: null, valueId: null });
const set = (parameterId: number, resultGroupId: number, sampleId: number | null, values: ResultValueData[]) => ({
  type: RESULT_EVENT_TYPES.resultValuesSet,
  data: { parameterId, resultGroupId, sampleId, values },
});

describe('finding values by their keys', () => {
  // parameters 1 and 11, groups 1 and 11, samples 1, 11 and none: keys that share leading digits
  const state = replay([
    set(1, 1, 1, [conc(1)]),
    set(1, 1, 11, [conc(2)]),
    set(1, 11, 1, [conc(3)]),
    set(11, 1, 1, [conc(4)]),
    set(1, 1, null, [conc(5), conc(6, 'multi'), conc(7, 'multi')]),
  ]);
  const numbers = (values: ReadonlyArray<{ value: ResultValueData }>) => values.map((v) => v.value.value).sort();

  it('answers exactly the values of a cell, never those of a cell whose ids start the same', () => {
    expect(numbers(resultCellValues(state, { parameterId: 1, resultGroupId: 1, sampleId: 1 }))).toEqual([1]);
    expect(numbers(resultCellValues(state, { parameterId: 1, resultGroupId: 1, sampleId: 11 }))).toEqual([2]);
    expect(numbers(resultCellValues(state, { parameterId: 1, resultGroupId: 1, sampleId: null }))).toEqual([5, 6, 7]);
    expect(resultCellValues(state, { parameterId: 2, resultGroupId: 1, sampleId: 1 })).toEqual([]);
  });

  it('answers exactly the values of a parameter', () => {
    expect(numbers(parameterValues(state, 1))).toEqual([1, 2, 3, 5, 6, 7]);
    expect(numbers(parameterValues(state, 11))).toEqual([4]);
  });

  it('replaces, clears and deletes only what the event names, leaving the state it started from as it was', () => {
    const before = JSON.stringify(state);
    const after = replay(
      [
        set(1, 1, null, [conc(8, 'multi')]),
        { type: RESULT_EVENT_TYPES.resultValuesCleared, data: { parameterId: 1, resultGroupId: 1, sampleId: 11 } },
        { type: RESULT_EVENT_TYPES.parameterResultsDeleted, data: { parameterId: 11 } },
      ],
      state,
    );
    expect(JSON.stringify(state)).toBe(before);
    expect(Object.keys(after.values).sort()).toEqual(
      [
        resultValueKey({ parameterId: 1, resultGroupId: 1, sampleId: 1 }, 'conc'),
        resultValueKey({ parameterId: 1, resultGroupId: 11, sampleId: 1 }, 'conc'),
        resultValueKey({ parameterId: 1, resultGroupId: 1, sampleId: null }, 'conc'),
        resultValueKey({ parameterId: 1, resultGroupId: 1, sampleId: null }, 'multi', 0),
      ].sort(),
    );
    expect(after.values[resultValueKey({ parameterId: 1, resultGroupId: 1, sampleId: null }, 'multi', 0)]?.value.value).toBe(8);
    expect(replay([], initialLabSurveyState)).toBe(initialLabSurveyState);
  });
});
