import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { RESULT_EVENT_TYPES, type ResultCell, type ResultEvent, type ResultValueData } from './events';
import type { DecideContext } from './lab-survey-conflicts';
import { decide, type LabSurveyCommand } from './lab-survey-decide';
import { evolve, initialLabSurveyState, type EventOrigin, type LabSurveyState } from './lab-survey-state';
import { IDEMPOTENCY_KEY_REUSED, MISSING_MANDATORY_VALUES_ERROR, STREAM_VERSION_CONFLICT, SURVEY_VALIDATED_ERROR } from './result-errors';

/** given(events with their authors).when(command, context).then… — the decider's specification. */
function given(...history: Array<[ResultEvent, EventOrigin]>): LabSurveyState {
  return history.reduce((state, [event, origin]) => evolve(state, event, origin), initialLabSurveyState);
}

function outcome(state: LabSurveyState, command: LabSurveyCommand, context: DecideContext): string {
  try {
    const events = decide(command, state, context);
    return events.length === 0 ? 'nothing' : events.map((e) => e.type).join('+');
  } catch (error) {
    if (error instanceof AppError) return `${error.code}:${error.type}`;
    throw error;
  }
}

const a: ResultCell = { parameterId: 1, resultGroupId: 10, sampleId: 100 };
const b: ResultCell = { parameterId: 1, resultGroupId: 10, sampleId: 101 };
const other: ResultCell = { parameterId: 2, resultGroupId: 10, sampleId: 100 };
const num = (value: number, dimensionId = 'conc'): ResultValueData => ({ dimensionId, type: 'numeric', value, relation: '=', unitId: null, convertedValue: null, valueId: null });
const method = (valueId: number): ResultValueData => ({ dimensionId: 'method', type: 'nominal', value: `m${valueId}`, relation: null, unitId: null, convertedValue: null, valueId });
const set = (cell: ResultCell, ...values: ResultValueData[]): ResultEvent => ({ type: RESULT_EVENT_TYPES.resultValuesSet, data: { ...cell, values } });
const save = (cell: ResultCell, ...values: ResultValueData[]): LabSurveyCommand => ({ type: 'SetResultValues', data: { ...cell, values } });
const anna = { by: 'session:1' };
const bela = { by: 'session:2' };
const CONFLICT = `CONFLICT:${STREAM_VERSION_CONFLICT}`;
const SET = RESULT_EVENT_TYPES.resultValuesSet;

describe('a write conflicts only where another author changed what it writes after its version', () => {
  // v1 anna sets a/conc; v2 bela sets b/conc; v3 bela sets a's method; v4 anna renames group 10
  const state = given(
    [set(a, num(1)), anna],
    [set(b, num(2)), bela],
    [set(a, method(7)), bela],
    [{ type: RESULT_EVENT_TYPES.resultGroupUpdated, data: { resultGroupId: 10, name: 'Cobas', comment: null } }, anna],
  );
  const cases: Array<{ name: string; command: LabSurveyCommand; context: DecideContext; expected: string }> = [
    { name: 'no expectedVersion: unconditional', command: save(b, num(9)), context: { by: anna.by }, expected: SET },
    { name: 'current version', command: save(b, num(9)), context: { by: anna.by, expectedVersion: 4 }, expected: SET },
    { name: 'a stale version, a result nobody touched since', command: save(other, num(9)), context: { by: anna.by, expectedVersion: 0 }, expected: SET },
    { name: 'a stale version, a dimension of the cell nobody touched since', command: save(a, num(9)), context: { by: anna.by, expectedVersion: 2 }, expected: SET },
    { name: 'a stale version, the result another author changed since', command: save(b, num(9)), context: { by: anna.by, expectedVersion: 1 }, expected: CONFLICT },
    { name: 'a stale version, the same author changed it since (its own earlier save)', command: save(b, num(9)), context: { by: bela.by, expectedVersion: 1 }, expected: SET },
    { name: 'a stale version, writing what the other author wrote: nothing to write', command: save(b, num(2)), context: { by: anna.by, expectedVersion: 1 }, expected: 'nothing' },
    { name: 'a stale version, clearing what another author set since', command: save(a, { ...method(7), value: null, valueId: null }), context: { by: anna.by, expectedVersion: 2 }, expected: CONFLICT },
    { name: 'a version the stream never reached', command: save(other, num(9)), context: { by: anna.by, expectedVersion: 5 }, expected: CONFLICT },
    { name: 'delete, a value of the parameter changed by another author since', command: { type: 'DeleteParameterResults', data: { parameterId: 1 } }, context: { by: anna.by, expectedVersion: 2 }, expected: CONFLICT },
    { name: 'delete, based on the current version', command: { type: 'DeleteParameterResults', data: { parameterId: 1 } }, context: { by: anna.by, expectedVersion: 4 }, expected: RESULT_EVENT_TYPES.parameterResultsDeleted },
    { name: 'delete of a parameter nobody touched since', command: { type: 'DeleteParameterResults', data: { parameterId: 2 } }, context: { by: anna.by, expectedVersion: 0 }, expected: 'nothing' },
    { name: 'group update, renamed by another author since', command: { type: 'UpdateResultGroup', data: { resultGroupId: 10, name: 'x', comment: null } }, context: { by: bela.by, expectedVersion: 3 }, expected: CONFLICT },
    { name: 'group update of another group', command: { type: 'UpdateResultGroup', data: { resultGroupId: 11, name: 'x', comment: null } }, context: { by: bela.by, expectedVersion: 0 }, expected: RESULT_EVENT_TYPES.resultGroupUpdated },
    { name: 'validation with a stale version: judged on the state, not the version', command: { type: 'ValidateSurvey', data: {} }, context: { by: anna.by, expectedVersion: 0 }, expected: RESULT_EVENT_TYPES.surveyValidated },
    {
      name: 'bulk: a later cell of the same command is never its own conflict',
      command: { type: 'SetResults', data: { results: [{ ...other, values: [num(3)] }, { ...other, values: [num(4)] }] } },
      context: { by: anna.by, expectedVersion: 4 },
      expected: `${SET}+${SET}`,
    },
    {
      name: 'bulk: one stale cell refuses the whole command',
      command: { type: 'SetResults', data: { results: [{ ...other, values: [num(3)] }, { ...b, values: [num(4)] }] } },
      context: { by: anna.by, expectedVersion: 1 },
      expected: CONFLICT,
    },
  ];
  it.each(cases)('$name → $expected', ({ command, context, expected }) => {
    expect(outcome(state, command, context)).toBe(expected);
  });

  it('an author-less change (seed, import) conflicts with everyone', () => {
    const seeded = given([set(a, num(1)), {}]);
    expect(outcome(seeded, save(a, num(2)), { by: anna.by, expectedVersion: 0 })).toBe(CONFLICT);
  });
});

describe('validation judges the values it locks', () => {
  const rule = {
    mandatoryContextIds: ['method'],
    parameters: [{ id: 1, hidden: false, dimensions: { result: [{ id: 'conc' }], context: [{ id: 'method' }] } }],
  };
  const validate: LabSurveyCommand = { type: 'ValidateSurvey', data: { mandatory: rule } };
  const cases: Array<{ name: string; history: Array<[ResultEvent, EventOrigin]>; expected: string }> = [
    { name: 'no results', history: [], expected: RESULT_EVENT_TYPES.surveyValidated },
    { name: 'a result without its mandatory method', history: [[set(a, num(1)), anna]], expected: `CONSTRAINT:${MISSING_MANDATORY_VALUES_ERROR}` },
    { name: 'a result with its method', history: [[set(a, num(1), method(3)), anna]], expected: RESULT_EVENT_TYPES.surveyValidated },
    {
      name: 'the method another author added after the client looked',
      history: [[set(a, num(1)), anna], [set(a, method(3)), bela]],
      expected: RESULT_EVENT_TYPES.surveyValidated,
    },
    { name: 'already validated', history: [[set(a, num(1), method(3)), anna], [{ type: RESULT_EVENT_TYPES.surveyValidated, data: {} }, anna]], expected: 'nothing' },
  ];
  it.each(cases)('$name → $expected', ({ history, expected }) => {
    expect(outcome(given(...history), validate, { by: anna.by, expectedVersion: 0 })).toBe(expected);
  });

  it('a save after validation is refused with one answer, whatever version it is based on', () => {
    const locked = given([set(a, num(1)), anna], [{ type: RESULT_EVENT_TYPES.surveyValidated, data: {} }, bela]);
    for (const expectedVersion of [undefined, 0, 1, 2]) {
      expect(outcome(locked, save(b, num(2)), { by: anna.by, expectedVersion })).toBe(`CONFLICT:${SURVEY_VALIDATED_ERROR}`);
    }
  });
});

describe('idempotency keys', () => {
  const key = 'f3a1c2d4-retry';
  const state = given([set(a, num(1)), { ...anna, idempotencyKey: key, requestHash: 'h1' }]);
  const cases: Array<{ name: string; context: DecideContext; expected: string }> = [
    { name: 'the same key and body again: nothing to append', context: { by: anna.by, idempotency: { key, hash: 'h1' } }, expected: 'nothing' },
    { name: 'the same key with another body', context: { by: anna.by, idempotency: { key, hash: 'h2' } }, expected: `CONSTRAINT:${IDEMPOTENCY_KEY_REUSED}` },
    { name: 'a new key', context: { by: anna.by, idempotency: { key: 'other', hash: 'h1' } }, expected: SET },
  ];
  it.each(cases)('$name → $expected', ({ context, expected }) => {
    expect(outcome(state, save(a, num(5)), context)).toBe(expected);
  });

  it('remembers the key at the version its events ended at, and only the most recent keys', () => {
    expect(state.requests[key]).toEqual({ hash: 'h1', version: 1 });
    let many = state;
    for (let i = 0; i < 150; i += 1) many = evolve(many, set(b, num(i)), { idempotencyKey: `k${i}`, requestHash: 'h' });
    expect(Object.keys(many.requests)).toHaveLength(100);
    expect(many.requests.k149).toEqual({ hash: 'h', version: 151 });
    expect(many.requests[key]).toBeUndefined();
  });
});
