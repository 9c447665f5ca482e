import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import {
  labSurveyStreamId,
  parseLabSurveyStreamId,
  parseResultEvent,
  RESULT_EVENT_TYPES,
  type ResultCell,
  type ResultEvent,
  type ResultValueData,
} from './events';
import { decide, sameResultValue, type LabSurveyCommand } from './lab-survey-decide';
import { evolve, initialLabSurveyState, replay, resultValueKey } from './lab-survey-state';

/** given(events).when(command).then(events) — emmett's decider specification, without a database. */
function given(...events: ResultEvent[]) {
  const state = replay(events);
  return {
    when(command: LabSurveyCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: ResultEvent[]) => expect(run()).toEqual(expected),
        thenNothing: () => expect(run()).toEqual([]),
        thenThrows: (match: Partial<Pick<AppError, 'code' | 'type' | 'param'>>) => {
          let error: unknown;
          try {
            run();
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(AppError);
          expect(error).toMatchObject(match);
        },
      };
    },
  };
}

const cell: ResultCell = { parameterId: 1, resultGroupId: 10, sampleId: 100 };
const numeric = (dimensionId: string, value: number, relation: ResultValueData['relation'] = '='): ResultValueData => ({
  dimensionId,
  type: 'numeric',
  value,
  relation,
  unitId: 5,
  convertedValue: null,
  valueId: null,
});
const nominal = (dimensionId: string, valueId: number | null): ResultValueData => ({
  dimensionId,
  type: 'nominal',
  value: valueId === null ? null : `code-${valueId}`,
  relation: null,
  unitId: null,
  convertedValue: null,
  valueId,
});
const set = (values: ResultValueData[], at = cell): ResultEvent => ({
  type: RESULT_EVENT_TYPES.resultValuesSet,
  data: { ...at, values },
});
const cleared = (dimensionIds: string[], at = cell): ResultEvent => ({
  type: RESULT_EVENT_TYPES.resultValuesCleared,
  data: { ...at, dimensionIds },
});
const validated: ResultEvent = { type: RESULT_EVENT_TYPES.surveyValidated, data: {} };
const invalidated: ResultEvent = { type: RESULT_EVENT_TYPES.surveyInvalidated, data: {} };

describe('stream ids', () => {
  it('names one stream per lab and survey and parses it back', () => {
    expect(labSurveyStreamId(7, 42)).toBe('lab-survey-7-42');
    expect(parseLabSurveyStreamId('lab-survey-7-42')).toEqual({ labId: 7, surveyId: 42 });
    expect(parseLabSurveyStreamId('order-7')).toBeNull();
    expect(parseLabSurveyStreamId('lab-survey-7-')).toBeNull();
  });
});

describe('event schemas', () => {
  it('parse stored events and refuse malformed data', () => {
    const event = set([numeric('conc', 5.2)]);
    expect(parseResultEvent(JSON.parse(JSON.stringify(event)) as { type: string; data: unknown })).toEqual(event);
    expect(() => parseResultEvent({ type: RESULT_EVENT_TYPES.resultValuesSet, data: { parameterId: 1 } })).toThrow();
    expect(() => parseResultEvent({ type: 'Unknown.v1', data: {} })).toThrow();
  });
});

describe('evolve', () => {
  it('keeps current values per parameter, result group, sample and dimension', () => {
    const other = { ...cell, sampleId: null };
    const state = replay([
      set([numeric('conc', 1), nominal('method', 3)]),
      set([numeric('conc', 2)]),
      set([numeric('conc', 9)], other),
      cleared(['method']),
    ]);
    expect(Object.keys(state.values).sort()).toEqual([resultValueKey(cell, 'conc'), resultValueKey(other, 'conc')].sort());
    expect(state.values[resultValueKey(cell, 'conc')]?.value.value).toBe(2);
    expect(state.values[resultValueKey(other, 'conc')]?.value.value).toBe(9);
  });

  it('clears a whole cell when no dimensions are listed, and deletes a parameter everywhere', () => {
    const otherParam = { ...cell, parameterId: 2 };
    const base = [set([numeric('conc', 1), nominal('method', 3)]), set([numeric('conc', 1)], { ...cell, resultGroupId: 11 }), set([numeric('conc', 4)], otherParam)];
    const clearedCell = replay([...base, { type: RESULT_EVENT_TYPES.resultValuesCleared, data: { ...cell } }]);
    expect(Object.keys(clearedCell.values)).toHaveLength(2);
    const deleted = replay([...base, { type: RESULT_EVENT_TYPES.parameterResultsDeleted, data: { parameterId: 1 } }]);
    expect(Object.values(deleted.values).map((v) => v.parameterId)).toEqual([2]);
  });

  it('tracks validation and result groups, without changing the given state', () => {
    const before = replay([set([numeric('conc', 1)])]);
    const after = evolve(before, validated);
    expect(after.validated).toBe(true);
    expect(before.validated).toBe(false);
    expect(evolve(after, invalidated).validated).toBe(false);
    const renamed = evolve(before, {
      type: RESULT_EVENT_TYPES.resultGroupUpdated,
      data: { resultGroupId: 10, name: 'Analyser A', comment: null },
    });
    expect(renamed.resultGroups).toEqual({ '10': { name: 'Analyser A', comment: null } });
    expect(initialLabSurveyState.resultGroups).toEqual({});
  });
});

describe('SetResultValues', () => {
  it('sets new values', () => {
    given().when({ type: 'SetResultValues', data: { ...cell, values: [numeric('conc', 5.2)] } }).then([set([numeric('conc', 5.2)])]);
  });

  it('stores only what changed; an unchanged autosave stores nothing', () => {
    given(set([numeric('conc', 5.2), nominal('method', 3)]))
      .when({ type: 'SetResultValues', data: { ...cell, values: [numeric('conc', 5.2), nominal('method', 4)] } })
      .then([set([nominal('method', 4)])]);
    given(set([numeric('conc', 5.2)]))
      .when({ type: 'SetResultValues', data: { ...cell, values: [{ ...numeric('conc', 5.2), components: [], fileId: null }] } })
      .thenNothing();
  });

  it('turns an emptied control into a clear of that dimension', () => {
    given(set([numeric('conc', 5.2), nominal('method', 3)]))
      .when({ type: 'SetResultValues', data: { ...cell, values: [numeric('conc', 6), nominal('method', null)] } })
      .then([set([numeric('conc', 6)]), cleared(['method'])]);
    given().when({ type: 'SetResultValues', data: { ...cell, values: [nominal('method', null)] } }).thenNothing();
  });

  it('replaces all values of a dimension that holds several (multiple values)', () => {
    given(set([nominal('interference', 1), nominal('interference', 2), numeric('conc', 1)]))
      .when({ type: 'SetResultValues', data: { ...cell, values: [nominal('interference', 1), nominal('interference', 2)] } })
      .thenNothing();
    given(set([nominal('interference', 1), nominal('interference', 2)]))
      .when({ type: 'SetResultValues', data: { ...cell, values: [nominal('interference', 2)] } })
      .then([set([nominal('interference', 2)])]);
    given(set([nominal('interference', 1)]))
      .when({ type: 'SetResultValues', data: { ...cell, values: [nominal('interference', 1), nominal('interference', 3)] } })
      .then([set([nominal('interference', 1), nominal('interference', 3)])]);
    const state = replay([
      set([nominal('interference', 1), nominal('interference', 2), numeric('conc', 1)]),
      set([nominal('interference', 3)]),
    ]);
    expect(Object.keys(state.values).sort()).toEqual([resultValueKey(cell, 'conc'), resultValueKey(cell, 'interference')].sort());
    expect(state.values[resultValueKey(cell, 'interference')]?.value.valueId).toBe(3);
    expect(replay([set([nominal('interference', 1), nominal('interference', 2)])]).values[resultValueKey(cell, 'interference', 1)]).toEqual({
      ...cell,
      position: 1,
      value: nominal('interference', 2),
    });
  });

  it('is refused while the survey is validated (409), and allowed again after invalidation', () => {
    const command: LabSurveyCommand = { type: 'SetResultValues', data: { ...cell, values: [numeric('conc', 1)] } };
    given(validated).when(command).thenThrows({ code: 'CONFLICT', type: 'survey_validated_error' });
    given(validated, invalidated).when(command).then([set([numeric('conc', 1)])]);
  });

  it('refuses malformed values (422 with the path of the field)', () => {
    given()
      .when({ type: 'SetResultValues', data: { ...cell, values: [{ ...numeric('conc', 1), value: '1.5' }] } })
      .thenThrows({ code: 'CONSTRAINT', param: 'values.0.value', type: 'value.invalidNumber' });
    given()
      .when({ type: 'SetResultValues', data: { ...cell, values: [{ ...nominal('method', 3), relation: '<' }] } })
      .thenThrows({ code: 'CONSTRAINT', param: 'values.0.relation' });
    given()
      .when({ type: 'SetResultValues', data: { ...cell, values: [{ ...nominal('method', null), value: 'x' }] } })
      .thenThrows({ code: 'CONSTRAINT', param: 'values.0.valueId' });
    const doc: ResultValueData = { ...nominal('report', null), type: 'document', name: 'a.pdf', mediaType: 'application/pdf', size: 10 };
    given().when({ type: 'SetResultValues', data: { ...cell, values: [doc] } }).thenNothing();
    given()
      .when({ type: 'SetResultValues', data: { ...cell, values: [{ ...doc, value: 'a.pdf' }] } })
      .thenThrows({ code: 'CONSTRAINT', param: 'values.0.fileId' });
    given().when({ type: 'SetResultValues', data: { ...cell, values: [{ ...doc, fileId: 9 }] } }).then([set([{ ...doc, fileId: 9 }])]);
  });
});

describe('sameResultValue', () => {
  it('compares every stored field; absent optional fields equal null or no components', () => {
    const base = numeric('conc', 5.2);
    expect(sameResultValue(base, { ...base })).toBe(true);
    expect(sameResultValue(base, { ...base, components: [], fileId: null, name: null, mediaType: null, size: null })).toBe(true);
    // a value whose nullable field is missing (hand-made data) equals the one holding null, as its JSON would
    expect(sameResultValue({ ...base, relation: null }, { ...base, relation: undefined as unknown as null })).toBe(true);
    for (const change of [{ value: 5.3 }, { value: '5.2' }, { relation: '<' as const }, { unitId: 6 }, { convertedValue: 1 }, { valueId: 1 }, { dimensionId: 'x' }, { type: 'text' as const }, { fileId: 1 }, { name: 'a' }, { mediaType: 'b' }, { size: 1 }]) {
      expect(sameResultValue(base, { ...base, ...change })).toBe(false);
    }
    const component = { dimensionId: 'c', value: 1, valueId: null, unitId: null };
    const composite: ResultValueData = { ...base, type: 'composite', components: [component] };
    expect(sameResultValue(composite, { ...composite, components: [{ ...component }] })).toBe(true);
    expect(sameResultValue(composite, { ...composite, components: [{ ...component, value: 2 }] })).toBe(false);
    expect(sameResultValue(composite, { ...composite, components: [component, component] })).toBe(false);
    expect(sameResultValue(composite, base)).toBe(false);
  });
});

describe('SetResults', () => {
  const other: ResultCell = { parameterId: 2, resultGroupId: 10, sampleId: 100 };

  it('decides each cell on what the cells before it left; unchanged cells store nothing', () => {
    given(set([numeric('conc', 5.2)]))
      .when({ type: 'SetResults', data: { results: [{ ...cell, values: [numeric('conc', 5.2)] }, { ...other, values: [numeric('conc', 3)] }] } })
      .then([set([numeric('conc', 3)], other)]);
    // the same cell twice: the second decides against the first's values
    given()
      .when({ type: 'SetResults', data: { results: [{ ...cell, values: [numeric('conc', 1)] }, { ...cell, values: [numeric('conc', 1), nominal('method', 2)] }] } })
      .then([set([numeric('conc', 1)]), set([nominal('method', 2)])]);
    given().when({ type: 'SetResults', data: { results: [] } }).thenNothing();
    // a cell given again after another: it still decides against its own first values
    given()
      .when({
        type: 'SetResults',
        data: {
          results: [
            { ...cell, values: [numeric('conc', 1)] },
            { ...other, values: [numeric('conc', 2)] },
            { ...cell, values: [numeric('conc', 1)] },
            { ...other, values: [numeric('conc', 3)] },
          ],
        },
      })
      .then([set([numeric('conc', 1)]), set([numeric('conc', 2)], other), set([numeric('conc', 3)], other)]);
  });

  it('is refused as a whole when the survey is validated or one cell is malformed', () => {
    given(validated)
      .when({ type: 'SetResults', data: { results: [{ ...cell, values: [numeric('conc', 1)] }] } })
      .thenThrows({ code: 'CONFLICT', type: 'survey_validated_error' });
    given()
      .when({ type: 'SetResults', data: { results: [{ ...cell, values: [numeric('conc', 1)] }, { ...other, values: [{ ...numeric('conc', 1), value: 'x' }] }] } })
      .thenThrows({ code: 'CONSTRAINT', param: 'values.0.value' });
  });
});

describe('ClearResultValues and DeleteParameterResults', () => {
  it('clears only existing dimensions, nothing when there is nothing to clear', () => {
    given(set([numeric('conc', 1), nominal('method', 3)]))
      .when({ type: 'ClearResultValues', data: { ...cell, dimensionIds: ['method', 'unknown'] } })
      .then([cleared(['method'])]);
    given(set([numeric('conc', 1), nominal('method', 3)]))
      .when({ type: 'ClearResultValues', data: { ...cell } })
      .then([cleared(['conc', 'method'])]);
    given().when({ type: 'ClearResultValues', data: { ...cell } }).thenNothing();
    given(set([numeric('conc', 1)]), validated)
      .when({ type: 'ClearResultValues', data: { ...cell } })
      .thenThrows({ code: 'CONFLICT' });
  });

  it('deletes a parameter with values, refuses while validated', () => {
    given(set([numeric('conc', 1)]))
      .when({ type: 'DeleteParameterResults', data: { parameterId: 1 } })
      .then([{ type: RESULT_EVENT_TYPES.parameterResultsDeleted, data: { parameterId: 1 } }]);
    given(set([numeric('conc', 1)])).when({ type: 'DeleteParameterResults', data: { parameterId: 2 } }).thenNothing();
    given(set([numeric('conc', 1)]), validated)
      .when({ type: 'DeleteParameterResults', data: { parameterId: 1 } })
      .thenThrows({ code: 'CONFLICT', type: 'survey_validated_error' });
  });
});

describe('ValidateSurvey and InvalidateSurvey', () => {
  it('validates once; validating again or invalidating an unvalidated survey stores nothing', () => {
    given(set([numeric('conc', 1)])).when({ type: 'ValidateSurvey', data: {} }).then([validated]);
    given(validated).when({ type: 'ValidateSurvey', data: {} }).thenNothing();
    given(validated).when({ type: 'InvalidateSurvey', data: {} }).then([invalidated]);
    given().when({ type: 'InvalidateSurvey', data: {} }).thenNothing();
  });
});

describe('UpdateResultGroup', () => {
  const updated = (name: string | null, comment: string | null): ResultEvent => ({
    type: RESULT_EVENT_TYPES.resultGroupUpdated,
    data: { resultGroupId: 10, name, comment },
  });

  it('renames with trimmed texts, blank meaning the default name', () => {
    given().when({ type: 'UpdateResultGroup', data: { resultGroupId: 10, name: ' Analyser A ', comment: '  ' } }).then([updated('Analyser A', null)]);
    given(updated('Analyser A', 'x')).when({ type: 'UpdateResultGroup', data: { resultGroupId: 10, name: '', comment: 'y' } }).then([updated(null, 'y')]);
    given(validated)
      .when({ type: 'UpdateResultGroup', data: { resultGroupId: 10, name: 'B', comment: null } })
      .thenThrows({ code: 'CONFLICT' });
  });
});

describe('AddResultGroup', () => {
  const added = (resultGroupId: number, ordinal: number, name: string | null = null, comment: string | null = null): ResultEvent => ({
    type: RESULT_EVENT_TYPES.resultGroupAdded,
    data: { resultGroupId, ordinal, name, comment },
  });
  const add = (resultGroupId: number, highestOrdinal: number, name: string | null = null, comment: string | null = null): LabSurveyCommand => ({
    type: 'AddResultGroup',
    data: { resultGroupId, name, comment, highestOrdinal },
  });

  it.each([
    { case: 'after the rows the service read', given: [], command: add(21, 1, ' Back-up ', ' '), then: [added(21, 2, 'Back-up', null)] },
    { case: 'after the groups the stream added', given: [added(21, 2), added(22, 3)], command: add(23, 1), then: [added(23, 4)] },
    { case: 'after the higher of both', given: [added(21, 2)], command: add(23, 5), then: [added(23, 6)] },
  ])('takes the next ordinal $case', ({ given: events, command, then }) => {
    given(...events).when(command).then(then);
  });

  it('keeps the group and its ordinal in the state; refused while validated; a key the stream holds adds nothing', () => {
    const state = replay([added(21, 2, 'Back-up', 'night')]);
    expect(state.resultGroups['21']).toEqual({ name: 'Back-up', comment: 'night' });
    expect(state.lastResultGroupOrdinal).toBe(2);
    given(validated).when(add(21, 1)).thenThrows({ code: 'CONFLICT', type: 'survey_validated_error' });
    const keyed = evolve(initialLabSurveyState, added(21, 2), { idempotencyKey: 'k', requestHash: 'h' });
    expect(decide(add(22, 1), keyed, { idempotency: { key: 'k', hash: 'h' } })).toEqual([]);
  });
});

describe('replay', () => {
  const other: ResultCell = { parameterId: 2, resultGroupId: 10, sampleId: 100 };
  const events = [set([numeric('conc', 1)]), set([numeric('conc', 2)], other), set([numeric('conc', 3)])];

  it('folds as evolve does, one event after the other, and leaves the given state as it was', () => {
    const start = replay([set([numeric('conc', 9)], other)]);
    const frozen = { ...start, values: Object.freeze({ ...start.values }), changes: Object.freeze({ ...start.changes }) };
    const folded = replay(events, frozen, { by: 'user7' });
    expect(folded).toEqual(events.reduce((state, event) => evolve(state, event, { by: 'user7' }), start));
    expect(frozen.values).toEqual(start.values);
    expect(frozen.changes).toEqual(start.changes);
    expect(replay([], frozen)).toBe(frozen);
  });
});
