import { describe, expect, it } from 'vitest';
import { RESULT_EVENT_TYPES, type ResultEvent, type ResultValueData } from '@eqa/core';
import { touchApart } from './lab-survey-commands';

const value = (dimensionId: string): ResultValueData => ({ dimensionId, type: 'numeric', value: 1, relation: '=', unitId: null, convertedValue: null, valueId: null });
const cellA = { parameterId: 1, resultGroupId: 10, sampleId: 100 };
const cellB = { parameterId: 2, resultGroupId: 10, sampleId: 100 };
const set = (cell: typeof cellA, ...dimensions: string[]): ResultEvent => ({ type: RESULT_EVENT_TYPES.resultValuesSet, data: { ...cell, values: dimensions.map(value) } });
const clear = (cell: typeof cellA, dimensionIds?: string[]): ResultEvent => ({ type: RESULT_EVENT_TYPES.resultValuesCleared, data: { ...cell, ...(dimensionIds ? { dimensionIds } : {}) } });
const deleted: ResultEvent = { type: RESULT_EVENT_TYPES.parameterResultsDeleted, data: { parameterId: 1 } };

describe('touchApart: whether a command’s events may share its states before and after them', () => {
  it.each([
    ['no event', [], true],
    ['one event of any kind', [deleted], true],
    ['two cells', [set(cellA, 'conc'), set(cellB, 'conc')], true],
    ['one cell set and cleared in other dimensions', [set(cellA, 'conc'), clear(cellA, ['method'])], true],
    ['one cell given twice', [set(cellA, 'conc'), set(cellB, 'conc'), set(cellA, 'conc')], false],
    ['a dimension set and cleared', [set(cellA, 'conc'), clear(cellA, ['conc'])], false],
    ['a whole cell cleared beside another event', [set(cellB, 'conc'), clear(cellA)], false],
    ['a parameter deleted beside another event', [set(cellB, 'conc'), deleted], false],
  ] as const)('%s', (_, events, apart) => {
    expect(touchApart(events as unknown as ResultEvent[])).toBe(apart);
  });
});
